import { describe, expect, it } from 'vitest';
import { deepClone } from './clone.ts';
import type { FaultCommand } from './faults.ts';
import { InProcessHost } from './inprocess.ts';
import type { ServiceSpec } from './nodestate.ts';
import { testSim } from './testing/sim.ts';

const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 2, ttl: 100 } },
  { node: 9, type: 'test.ticker', name: 't', args: { periodUs: 333, count: 100 } },
];
// A crash and a boot of the same node between snapshots, and a rolling restart over a rack.
const faults: [number, FaultCommand][] = [
  [12_000, { kind: 'node.down', node: 4 }],
  [18_000, { kind: 'node.up', node: 4 }],
  [25_000, { kind: 'rolling.restart', set: { racks: ['dc2-r1'] }, intervalUs: 3_000, downForUs: 1_500 }],
];

function run() {
  const host = new InProcessHost();
  const sim = testSim(services, { seed: 5, host });
  for (const [at, c] of faults) sim.schedule(at, c);
  return { host, sim };
}

describe('InProcessHost copy-on-write snapshots', () => {
  it('a snapshot keeps the states as they were when taken, whatever runs after it', () => {
    const { host, sim } = run();
    sim.runUntilSync(10_000);
    const first = sim.snapshotSync();
    const firstThen = deepClone(first.nodes);
    expect(host.sharedCount).toBe(first.nodes.length);
    sim.runUntilSync(20_000);
    const second = sim.snapshotSync();
    const secondThen = deepClone(second.nodes);
    sim.runUntilSync(40_000);
    expect(first.nodes).toEqual(firstThen);
    expect(second.nodes).toEqual(secondThen);
    // Restoring over them leaves both as they were too.
    sim.restoreSync(first);
    sim.runUntilSync(30_000);
    expect(first.nodes).toEqual(firstThen);
    expect(second.nodes).toEqual(secondThen);
  });

  it('settle clones ahead what the run has not, and a restored run replays to the same hash', () => {
    const { host, sim } = run();
    sim.runUntilSync(15_000);
    const cp = sim.snapshotSync();
    const left = host.sharedCount;
    expect(left).toBeGreaterThan(3);
    expect(host.settle(3)).toBe(left - 3);
    expect(host.settle(Infinity)).toBe(0);
    sim.runUntilSync(40_000);
    const hash = sim.hash();
    sim.restoreSync(cp);
    sim.runUntilSync(40_000);
    expect(sim.hash()).toBe(hash);
  });

  it('a run snapshotted every few windows hashes as one never snapshotted', () => {
    const plain = run().sim;
    plain.runUntilSync(40_000);
    const { sim } = run();
    for (let t = 1_000; t <= 40_000; t += 1_000) {
      sim.runUntilSync(t);
      sim.snapshotSync();
    }
    expect(sim.hash()).toBe(plain.hash());
  });
});
