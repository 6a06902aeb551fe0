/**
 * Spans on the whole cluster (every subsystem, mirror-3-dc partitioned by datacenter, in one
 * thread): node commands due inside a span go in as deliveries instead of ending it, and a run is
 * the same as one window per call wherever it stops.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from './cluster.ts';
import type { HostRequest, HostSetup } from './kernel/host.ts';
import { InProcessHost } from './kernel/inprocess.ts';
import type { NodeId } from './model/topology/types.ts';
import { loadPreset } from './presets.ts';
import type { Command } from './subsystems/index.ts';

const { topology, config } = loadPreset('mirror-3-dc');
const nodes = topology.nodes.map((n) => n.id);
const T = 72075186224037888n;

const byDc = (setup: HostSetup) => {
  const dcs = [...new Set(setup.world.topology.nodes.map((n) => n.realm))];
  const realm = new Map(setup.world.topology.nodes.map((n) => [n.id, n.realm]));
  return new Map(setup.nodes.map((id: NodeId) => [id, dcs.indexOf(realm.get(id) as string)]));
};

/** Tablets booted and asked often, Board traffic, a restart: commands a few ms apart, as in a session. */
function commands(): [number, Command][] {
  const out: [number, Command][] = [];
  const node = (k: number) => nodes[(k * 7) % nodes.length] as NodeId;
  for (let k = 0; k < 4; k++)
    out.push([
      50_000 + 10_000 * k,
      { kind: 'tablet.boot', node: node(k), tabletId: (T + BigInt(k)).toString() },
    ]);
  out.push([
    120_000,
    { kind: 'board.publish', node: node(5), path: 'gpc+/Root/db1', payload: 'x', publisher: 'ep' },
  ]);
  out.push([130_000, { kind: 'board.subscribe', node: node(6), path: 'gpc+/Root/db1', subscriber: 's' }]);
  for (let k = 0; k < 120; k++)
    out.push([
      200_000 + 6_173 * k,
      { kind: 'tablet.request', node: node(k + 3), tabletId: (T + BigInt(k % 4)).toString() },
    ]);
  out.push([500_000, { kind: 'node.restart', node: node(9), downForUs: 150_000 }]);
  // a node command due at the same microsecond as the fault: put back and routed after it
  out.push([500_000, { kind: 'tablet.request', node: node(4), tabletId: T.toString() }]);
  return out;
}

/** Many stops at odd times: a run stopped there must have run exactly the windows that end by then. */
const STOPS = Array.from({ length: 400 }, (_, k) => 40_000 + k * 2_399);

function run(partitioned: boolean) {
  const host = new InProcessHost(partitioned ? { partition: byDc } : {});
  let spans = 0;
  let commandsInSpans = 0;
  const call = host.call.bind(host);
  host.call = (req: HostRequest) => {
    if (req.span) {
      spans++;
      for (const n of req.span.nodes)
        for (const e of n.deliveries) if (e.msg.kind === 'cmd') commandsInSpans++;
    }
    return call(req);
  };
  const sim = createClusterSimulation({ topology, config, seed: 5, traceMode: 'hash', host });
  for (const [at, c] of commands()) sim.schedule(at, c);
  const points = STOPS.map((t) => {
    sim.runUntilSync(t);
    return { t, hash: sim.hash(), count: sim.trace.count, messages: sim.messageCount };
  });
  return { points, spans, commandsInSpans };
}

describe('spans on the cluster', () => {
  it('take node commands in as deliveries and give the run of one window per call', () => {
    const one = run(false);
    const many = run(true);
    expect(one.spans).toBe(0);
    expect(many.spans).toBeGreaterThan(50);
    expect(many.commandsInSpans).toBeGreaterThan(60);
    expect(many.points).toEqual(one.points);
  });
});
