/**
 * The same run gives the same trace hash however its work is batched into host calls: one lookahead
 * window per call (the default), or windows so narrow that a call carries about one message.
 * Narrower windows route the senders' messages in another global order, so this fails if message
 * ids, latency draws or the hash follow routing order instead of each sender's own.
 */
import { describe, expect, it } from 'vitest';
import type { FaultCommand } from './faults.ts';
import type { ServiceSpec } from './nodestate.ts';
import { testSim } from './testing/sim.ts';
import { testTopology } from './testing/topology.ts';

const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  {
    node: 1,
    type: 'test.pinger',
    name: 'p',
    args: { peer: { node: 8, name: 'pong' }, count: 60, thinkUs: 700 },
  },
  { node: 6, type: 'test.pinger', name: 'p', args: { peer: { node: 3, name: 'pong' }, count: 60 } },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 6, ttl: 400 } },
  { node: 4, type: 'test.ticker', name: 't', args: { periodUs: 250, count: 200 } },
  { node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [2, 7] } },
];
const faults: [number, FaultCommand][] = [
  [3_000, { kind: 'net.duplicate', probability: 0.1 }],
  [5_000, { kind: 'node.restart', node: 7, downForUs: 8_000 }],
  [10_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [20_000, { kind: 'rolling.restart', set: { racks: ['dc1-r2'] }, intervalUs: 4_000, downForUs: 1_000 }],
  [30_000, { kind: 'link.delay', a: { nodes: [1] }, b: { dcs: ['dc2'] }, extraUs: 2_000 }],
  [33_000, { kind: 'rack.down', rack: 'dc2-r1' }],
  [40_000, { kind: 'link.heal', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [60_000, { kind: 'net.loss', probability: 0.05 }],
];

function run(seed: number, windowUs?: number) {
  const sim = testSim(services, { topology: testTopology(2, 2, 2), seed, ...(windowUs ? { windowUs } : {}) });
  for (const [at, c] of faults) sim.schedule(at, c);
  let calls = 0;
  sim.trace.subscribe(() => calls++);
  sim.runUntilSync(80_000);
  const kinds = new Map<string, number>();
  for (const e of sim.trace.events) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  return { hash: sim.hash(), count: sim.trace.count, kinds, calls };
}

describe('batching', () => {
  it.each([1, 2])('seed %i: one window per call and about one message per call give one hash', (seed) => {
    const wide = run(seed);
    const narrow = run(seed, 1);
    const odd = run(seed, 7);
    expect(narrow.calls).toBeGreaterThan(wide.calls);
    expect(wide.kinds.get('msg.dropped')).toBeGreaterThan(0);
    expect(wide.kinds.get('msg.sent')).toBeGreaterThan(200);
    expect(narrow.kinds).toEqual(wide.kinds);
    expect([narrow.hash, odd.hash]).toEqual([wide.hash, wide.hash]);
    expect(narrow.count).toBe(wide.count);
  });

  it('another seed gives another hash', () => {
    expect(run(1).hash).not.toBe(run(2).hash);
  });
});
