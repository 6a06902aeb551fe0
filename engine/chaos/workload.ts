/**
 * Workload generator: tablets, a SchemeShard, Board publishers and subscribers, scheme-cache
 * subscriptions, tablet client requests and schema changes spread over the run, all from the run
 * seed. It also plays Hive: a tablet whose node a fault takes out is booted again elsewhere
 * (ydb/core/mind/hive: tablets of a dead node are restarted on live ones), and once faults heal
 * every tablet hit or booted since is booted on a healthy node. The plan is made in advance from
 * the fault plan, not from the trace, so the workload stays a pure function of the seed.
 */
import type { Us } from '../kernel/actor.ts';
import type { Command } from '../subsystems/unions.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { NodeId } from '../model/topology/types.ts';
import { Chooser, STREAM } from './random.ts';
import { schemaChanges, SCHEMA_PATHS } from './schema-workload.ts';
import type { ChaosTiming, FaultPlan } from './types.ts';
import { HiveGenerations, suggestGenerations } from './hive-generations.ts';

/** First user tablet id of YDB's default domain (72075186224037888 = 0x100000000000000). */
const FIRST_TABLET = 72075186224037888n;
/** YDB's root SchemeShard tablet id. */
export const SCHEMESHARD_ID = '72057594046678944';
const BOARD_PATHS: readonly string[] = ['gpc+/Root/db1', 'gpc+/Root/db2'];

export interface WorkloadPlan {
  readonly commands: readonly TimedCommand[];
  readonly tablets: readonly string[];
  /** Hive's KnownGeneration per tablet after the planned boots (hive-generations.ts). */
  readonly generations: ReadonlyMap<string, number>;
}

export function generateWorkload(
  seed: number,
  nodes: readonly NodeId[],
  faults: FaultPlan,
  t: ChaosTiming,
  /** Nodes Hive may start tablets on (bridge mode: the primary pile's); default all. */
  tabletNodes: readonly NodeId[] = nodes,
  /** Boot every tablet again after the heal (bridge admin commands stop tablets outside faults). */
  bootAllAfterHeal = false,
): WorkloadPlan {
  const c = new Chooser(seed, STREAM.workload);
  const out: TimedCommand[] = [];
  const add = (atUs: Us, command: Command) => out.push({ atUs, command });
  const hitAt = (n: NodeId, at: Us) =>
    faults.episodes.some((e) => e.startUs <= at && at < e.endUs + 500_000 && e.nodes.includes(n));
  const healthyOf = (among: readonly NodeId[], at: Us): NodeId => {
    const ok = among.filter((n) => !hitAt(n, at));
    return c.pick(ok.length > 0 ? ok : among);
  };
  const healthy = (at: Us): NodeId => healthyOf(nodes, at);
  const anyNode = (at: Us): NodeId => (c.chance(0.7) ? healthy(at) : c.pick(nodes));
  const ms = (lo: number, hi: number) => c.int(lo, hi) * 1000;
  const lastUs = t.endUs - 8_000_000;

  const tablets = Array.from({ length: c.int(2, 3) }, (_, i) => (FIRST_TABLET + BigInt(i)).toString());
  // Hive: where each tablet (and the SchemeShard) was last booted, and whether a fault hit it since.
  const host = new Map<string, { node: NodeId; atUs: Us }>();
  const boot = (id: string, atUs: Us) => {
    const node = healthyOf(tabletNodes, atUs);
    host.set(id, { node, atUs });
    add(
      atUs,
      id === SCHEMESHARD_ID
        ? { kind: 'schemeshard.boot', node, tabletId: id }
        : { kind: 'tablet.boot', node, tabletId: id },
    );
  };
  tablets.forEach((id, i) => boot(id, 100_000 + 50_000 * i));
  boot(SCHEMESHARD_ID, 300_000);
  // Hive reacts to faults, and moves live tablets now and then (the new instance races the old
  // leader); triggers are handled in time order so `host` always names the latest boot.
  const moves = tablets
    .filter(() => c.chance(0.4))
    .map((id) => ({ atUs: t.faultStartUs + ms(0, (t.faultEndUs - t.faultStartUs) / 1000), id }));
  const triggers = [...faults.episodes.map((e) => ({ atUs: e.startUs, e })), ...moves].sort(
    (p, q) => p.atUs - q.atUs,
  );
  for (const tr of triggers) {
    if ('id' in tr) boot(tr.id, tr.atUs);
    else
      for (const [id, h] of [...host])
        if (h.atUs <= tr.atUs && tr.e.nodes.includes(h.node)) boot(id, tr.atUs + ms(500, 2000));
  }
  const healUs = t.faultEndUs + 500_000;
  // Once healed, Hive boots again every tablet hit since its last boot, or booted while faults were
  // active (that boot may have failed: no quorum for its lock). Beyond the tolerance a leader
  // anywhere may have lost its replicas (its guardian demotes it as isolated): Hive boots them all.
  const suspect = (id: string) => {
    const h = host.get(id);
    if (h === undefined) return false;
    if (bootAllAfterHeal || faults.mode !== 'within' || h.atUs >= t.faultStartUs) return true;
    return faults.episodes.some((e) => e.endUs > h.atUs && e.nodes.includes(h.node));
  };
  for (const id of [...tablets, SCHEMESHARD_ID]) if (suspect(id)) boot(id, healUs);

  // Board: publishers (some unpublish later) and subscriptions, one more after the heal.
  const paths = BOARD_PATHS.slice(0, c.int(1, BOARD_PATHS.length));
  for (let k = 0; k < c.int(2, 4); k++) {
    const at = ms(300, t.faultEndUs / 1000);
    const node = healthy(at);
    const publisher = `ep${k}`;
    add(at, { kind: 'board.publish', node, path: c.pick(paths), payload: `n${node}:ep${k}`, publisher });
    if (c.chance(0.25))
      add(Math.min(at + ms(1000, 6000), lastUs), { kind: 'board.unpublish', node, publisher });
  }
  for (let k = 0; k < c.int(2, 3); k++) {
    const at = ms(200, t.faultEndUs / 1000);
    add(at, { kind: 'board.subscribe', node: anyNode(at), path: c.pick(paths), subscriber: `sub${k}` });
  }
  add(healUs + 500_000, {
    kind: 'board.subscribe',
    node: healthy(healUs + 500_000),
    path: c.pick(paths),
    subscriber: 'late',
  });

  // SchemeBoard: scheme-cache subscriptions and the SchemeShard's changes.
  for (let k = 0; k < c.int(2, 4); k++) {
    const at = ms(200, t.faultEndUs / 1000);
    add(at, { kind: 'schemeboard.subscribe', node: anyNode(at), path: c.pick(SCHEMA_PATHS) });
  }
  add(healUs + 500_000, {
    kind: 'schemeboard.subscribe',
    node: healthy(healUs + 500_000),
    path: c.pick(SCHEMA_PATHS),
  });
  for (const ch of schemaChanges(c, 800_000, lastUs)) add(ch.atUs, { ...ch.change, node: healthy(ch.atUs) });

  // Tablet clients all along the run.
  for (let at = 500_000; at < t.endUs - 3_000_000; at += ms(300, 900)) {
    add(at, { kind: 'tablet.request', node: anyNode(at), tabletId: c.pick(tablets) });
  }
  out.sort((p, q) => p.atUs - q.atUs);
  const hive = new HiveGenerations();
  return { commands: suggestGenerations(out, hive), tablets, generations: hive.snapshot() };
}
