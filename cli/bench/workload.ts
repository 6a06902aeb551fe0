/**
 * The realistic mixed workload of the runtime benchmark, on the default preset (mirror-3-dc, every
 * subsystem): 20 tablets booted and re-booted like Hive does, 800 client requests, 8 Board
 * publishers and 8 subscribers, scheme-cache subscriptions, a SchemeShard with schema changes, and
 * node restarts. A pure function of the seed, so the in-process and worker hosts run the very same
 * commands and must end with the same trace hash.
 */
import {
  Chooser,
  STREAM,
  schemaChanges,
  SCHEMA_PATHS,
  SCHEMESHARD_ID,
  createClusterSimulation,
  loadPreset,
  type ClusterSimulation,
  type ClusterTimedCommand,
  type Host,
  type Command,
} from '../../engine/index.ts';

export const WORKLOAD = {
  preset: 'mirror-3-dc',
  tablets: 20,
  requests: 800,
  publishers: 8,
  subscribers: 8,
  cacheSubscriptions: 6,
  restarts: 4,
  /** Virtual run length (µs); every command falls before it. */
  endUs: 10_000_000,
} as const;

const FIRST_TABLET = 72075186224037888n;

/** The workload's commands, in time order. */
export function workloadCommands(seed: number, nodes: readonly number[]): ClusterTimedCommand[] {
  const c = new Chooser(seed, STREAM.workload);
  const w = WORKLOAD;
  const out: ClusterTimedCommand[] = [];
  const add = (atUs: number, command: Command) => out.push({ atUs, command });
  const ms = (lo: number, hi: number) => c.int(lo, hi) * 1000;
  const tablets = Array.from({ length: w.tablets }, (_, i) => (FIRST_TABLET + BigInt(i)).toString());
  const host = new Map<string, number>();
  const boot = (id: string, atUs: number, avoid = 0) => {
    const ok = nodes.filter((n) => n !== avoid);
    const node = c.pick(ok);
    host.set(id, node);
    add(
      atUs,
      id === SCHEMESHARD_ID
        ? { kind: 'schemeshard.boot', node, tabletId: id }
        : { kind: 'tablet.boot', node, tabletId: id },
    );
  };
  tablets.forEach((id, i) => boot(id, 100_000 + 20_000 * i));
  boot(SCHEMESHARD_ID, 300_000);
  // Restarts: a node goes down for a while; Hive boots its tablets elsewhere.
  for (let k = 0; k < w.restarts; k++) {
    const at = 2_000_000 + k * 1_500_000 + ms(0, 500);
    const node = c.pick(nodes);
    add(at, { kind: 'node.restart', node, downForUs: ms(300, 1200) });
    for (const [id, h] of [...host]) if (h === node) boot(id, at + ms(200, 600), node);
  }
  const paths = ['gpc+/Root/db1', 'gpc+/Root/db2'];
  for (let k = 0; k < w.publishers; k++) {
    const node = c.pick(nodes);
    add(ms(300, 3000), {
      kind: 'board.publish',
      node,
      path: c.pick(paths),
      payload: `n${node}:ep${k}`,
      publisher: `ep${k}`,
    });
  }
  for (let k = 0; k < w.subscribers; k++)
    add(ms(200, 4000), {
      kind: 'board.subscribe',
      node: c.pick(nodes),
      path: c.pick(paths),
      subscriber: `sub${k}`,
    });
  for (let k = 0; k < w.cacheSubscriptions; k++)
    add(ms(200, 4000), { kind: 'schemeboard.subscribe', node: c.pick(nodes), path: c.pick(SCHEMA_PATHS) });
  for (const ch of schemaChanges(c, 800_000, w.endUs - 2_000_000))
    add(ch.atUs, { ...ch.change, node: c.pick(nodes) });
  const step = (w.endUs - 1_500_000) / w.requests;
  for (let k = 0; k < w.requests; k++)
    add(500_000 + Math.floor(k * step), {
      kind: 'tablet.request',
      node: c.pick(nodes),
      tabletId: c.pick(tablets),
    });
  return out.sort((p, q) => p.atUs - q.atUs);
}

/** A hash-only simulation of the workload, every command scheduled. */
export function workloadSim(seed: number, host?: Host): ClusterSimulation {
  const { topology, config } = loadPreset(WORKLOAD.preset);
  const sim = createClusterSimulation({
    topology,
    config,
    seed,
    traceMode: 'hash',
    ...(host ? { host } : {}),
  });
  const nodes = topology.nodes.map((n) => n.id);
  for (const { atUs, command } of workloadCommands(seed, nodes)) sim.schedule(atUs, command);
  return sim;
}
