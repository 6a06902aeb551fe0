/**
 * A host partitioned by datacenter takes several windows per call (spans.ts) while the network is
 * quiet, and the run is the same as one window per call: same hash, same events, same message
 * count at every point a run stops, with faults and commands mid-run.
 */
import { describe, expect, it } from 'vitest';
import type { NodeId } from '../model/topology/types.ts';
import { defineActor, type KernelMessage } from './actor.ts';
import type { FaultCommand } from './faults.ts';
import type { HostRequest, HostSetup } from './host.ts';
import { InProcessHost } from './inprocess.ts';
import type { ServiceSpec } from './nodestate.ts';
import type { KernelSubsystem } from './subsystem.ts';
import { testSim } from './testing/sim.ts';
import { testTopology } from './testing/topology.ts';

const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  {
    node: 1,
    type: 'test.pinger',
    name: 'p',
    args: { peer: { node: 8, name: 'pong' }, count: 80, thinkUs: 700 },
  },
  { node: 6, type: 'test.pinger', name: 'p', args: { peer: { node: 3, name: 'pong' }, count: 80 } },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 6, ttl: 400 } },
  { node: 4, type: 'test.ticker', name: 't', args: { periodUs: 250, count: 300 } },
  { node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [2, 7] } },
];
/** Faults with quiet stretches between them (spans run only there). */
const faults: [number, FaultCommand][] = [
  [9_000, { kind: 'node.restart', node: 7, downForUs: 8_000 }],
  [30_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [36_000, { kind: 'link.heal', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [52_000, { kind: 'net.loss', probability: 0.2 }],
  [55_000, { kind: 'net.loss', probability: 0 }],
  [70_000, { kind: 'link.delay', a: { nodes: [1] }, b: { dcs: ['dc2'] }, extraUs: 2_000 }],
  [74_000, { kind: 'link.delay', a: { nodes: [1] }, b: { dcs: ['dc2'] }, extraUs: 0 }],
  [90_000, { kind: 'rack.down', rack: 'dc2-r1' }],
  [95_000, { kind: 'rack.up', rack: 'dc2-r1' }],
];
const FEW = [4_000, 20_013, 47_000, 80_000, 130_000];
/** Many stops at odd times: a run stopped there must have run exactly the windows that end by then. */
const MANY = Array.from({ length: 130 }, (_, k) => 1_000 + k * 997);

const byDc = (setup: HostSetup) => {
  const realm = new Map(setup.world.topology.nodes.map((n) => [n.id, n.realm]));
  const dcs = [...new Set(realm.values())];
  return new Map(setup.nodes.map((id: NodeId) => [id, dcs.indexOf(realm.get(id) as string)]));
};

/** Every node a partition of its own: spans of a few windows, most partitions idle in each. */
const byNode = (setup: HostSetup) => new Map(setup.nodes.map((id: NodeId, i) => [id, i]));

type TallyMessage =
  | { readonly kind: 'tally.add' }
  | { readonly kind: 'tally.sum'; readonly n: number }
  | { readonly kind: 'tally.tick'; readonly n: number };
const TALLY = { node: 0, name: 'tally' };

/** Every node asks an outside counter to count it, each at its own pace, and notes the answer. */
const teller = defineActor<{ periodUs: number }, TallyMessage>()({
  type: 'test.teller',
  inbox: ['tally.tick', 'tally.sum'],
  init(ctx) {
    const periodUs = 900 + 170 * ctx.self.node;
    ctx.schedule(periodUs, { kind: 'tally.tick', n: 1 });
    return { periodUs };
  },
  receive(state, env, ctx) {
    const m = env.msg;
    if (m.kind === 'tally.sum') return ctx.emit({ kind: 'note', text: `sum ${m.n}` });
    ctx.send(TALLY, { kind: 'tally.add' });
    if (m.n < 40) ctx.schedule(state.periodUs, { kind: 'tally.tick', n: m.n + 1 });
  },
});

/**
 * A service outside the cluster whose answers depend on the order requests reach it: a span that
 * stops at a send to it must leave the coordinator serving requests in the order of one window per
 * call, and the partitions' windows after that stop must still come out the same.
 */
const tally: KernelSubsystem = {
  id: 'tally',
  behaviours: [teller],
  bootstrap: (boot) => boot.spawnService(teller.type, 'teller', {}),
  service: {
    address: TALLY,
    latencyUs: 300,
    init: () => ({ count: 0 }),
    reply: (state: { count: number }, msg: KernelMessage) =>
      msg.kind === 'tally.add' ? { kind: 'tally.sum', n: ++state.count } : null,
  },
};

function run(
  seed: number,
  partitioned: boolean | 'node',
  stops: readonly number[],
  subsystems: KernelSubsystem[] = [],
) {
  const host = new InProcessHost(
    partitioned === 'node' ? { partition: byNode } : partitioned ? { partition: byDc } : {},
  );
  let spans = 0;
  let spansWithDown = 0;
  /** Spans asked before the last one's windows were all walked (after a partition stopped). */
  let overlapping = 0;
  let lastUntil = -Infinity;
  let calls = 0;
  const call = host.call.bind(host);
  host.call = (req: HostRequest) => {
    calls++;
    if (req.span) spans++;
    if (req.span && req.span.down.length > 0) spansWithDown++;
    if (req.span && req.span.from < lastUntil) overlapping++;
    if (req.span) lastUntil = req.span.until;
    return call(req);
  };
  const sim = testSim(services, { topology: testTopology(2, 2, 2), seed, host, subsystems });
  for (const [at, c] of faults) sim.schedule(at, c);
  const points = stops.map((t) => {
    sim.runUntilSync(t);
    return { t, hash: sim.hash(), count: sim.trace.count, messages: sim.messageCount };
  });
  const kinds = new Map<string, number>();
  for (const e of sim.trace.events) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  return { points, kinds, spans, spansWithDown, overlapping, calls };
}

describe('spans', () => {
  it.each([1, 2, 3])('seed %i: several windows per call give the run of one window per call', (seed) => {
    const one = run(seed, false, FEW);
    const many = run(seed, true, FEW);
    expect(one.spans).toBe(0);
    expect(many.spans).toBeGreaterThan(5);
    expect(many.calls).toBeLessThan(one.calls / 2);
    expect(one.kinds.get('msg.sent')).toBeGreaterThan(500);
    expect(one.kinds.get('msg.dropped')).toBeGreaterThan(0);
    expect(many.kinds).toEqual(one.kinds);
    expect(many.points).toEqual(one.points);
  });

  it('keeps taking spans while a node is down (a restart), with the run of one window per call', () => {
    const one = run(1, false, FEW);
    const many = run(1, true, FEW);
    expect(many.spansWithDown).toBeGreaterThan(0);
    expect(many.kinds.get('msg.dropped')).toBeGreaterThan(0);
    expect(many.kinds).toEqual(one.kinds);
    expect(many.points).toEqual(one.points);
  });

  it.each([1, 2])('seed %i: a partition per node gives the run of one window per call', (seed) => {
    const one = run(seed, false, MANY);
    const many = run(seed, 'node', MANY);
    expect(many.spans).toBeGreaterThan(50);
    expect(many.calls).toBeLessThan(one.calls);
    expect(many.kinds).toEqual(one.kinds);
    expect(many.points).toEqual(one.points);
  });

  it.each([1, 2])('seed %i: stopped anywhere, a run has run the same windows', (seed) => {
    const many = run(seed, true, MANY);
    expect(many.spans).toBeGreaterThan(5);
    expect(many.points).toEqual(run(seed, false, MANY).points);
  });

  it.each([1, 2])(
    'seed %i: spans resume after a stop at an order-sensitive service, with the run of one window per call',
    (seed) => {
      const one = run(seed, false, FEW, [tally]);
      const many = run(seed, true, FEW, [tally]);
      expect(many.overlapping).toBeGreaterThan(5);
      expect(many.calls).toBeLessThan(one.calls * 0.7);
      expect(many.kinds).toEqual(one.kinds);
      expect(many.points).toEqual(one.points);
    },
  );
});
