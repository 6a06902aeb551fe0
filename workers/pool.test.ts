/**
 * The pool's per-worker figures, with in-thread fake workers (the worker API called directly, its
 * messages cloned as postMessage would): which nodes each slot hosts, the requests and node steps
 * it was sent, and a dead worker's reason. host.slow.test.ts runs the same pool on real threads.
 */
import { describe, expect, it } from 'vitest';
import {
  Simulation,
  TESTING_BEHAVIOURS,
  EMPTY_CONFIG,
  testTopology,
  type HostRequest,
  type ServiceSpec,
} from '../engine/index.ts';
import type { WorkerHandle } from './workerBridge.ts';
import { WorkerPoolHost } from './pool.ts';
import { asThread } from './asThread.testing.ts';

/**
 * What the fake workers were sent, per slot: requests and node steps, counted on their side. With
 * `sync`, requests go through a synchronous transport (as on a doorbell, ./node/doorbell.ts); `sent`
 * counts them.
 */
function fakeWorkers(sync = false) {
  const seen: { requests: number; steps: number }[] = [];
  const sent = { sync: 0, async: 0 };
  const spawn = (slot: number): WorkerHandle => {
    const mine = (seen[slot] ??= { requests: 0, steps: 0 });
    const count = (req: HostRequest, via: 'sync' | 'async') => {
      sent[via]++;
      mine.requests++;
      mine.steps += req.steps.length;
    };
    return asThread({ sync, seen: count, memory: (slot + 1) * 1000 });
  };
  return { seen, spawn, sent };
}

// 2 DCs × 2 racks × 2 nodes; pings across the DCs and a ticker keep every node stepping.
const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 8, name: 'pong' }, count: 30 } },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 1, ttl: 20 } },
];

function run(pool: WorkerPoolHost): Simulation {
  return new Simulation({
    topology: testTopology(2, 2, 2),
    config: EMPTY_CONFIG,
    seed: 5,
    extraServices: services,
    extraBehaviours: TESTING_BEHAVIOURS,
    host: pool,
  });
}

describe('WorkerPoolHost figures', () => {
  it('count, per worker, the requests and node steps sent to it, and say which nodes it hosts', async () => {
    const fake = fakeWorkers();
    const pool = new WorkerPoolHost({ kind: 'threads', spawn: fake.spawn, maxDedicated: 0, poolSize: 3 });
    const sim = run(pool);
    await sim.runUntil(30_000);
    const f = pool.figures();
    expect(f.map((s) => s.nodes)).toEqual([
      [1, 4, 7],
      [2, 5, 8],
      [3, 6],
    ]);
    expect(f.map((s) => ({ requests: s.requests, steps: s.steps }))).toEqual(fake.seen);
    for (const s of f) expect(Math.min(s.requests, s.steps)).toBeGreaterThan(0);
    expect(Math.max(...f.map((s) => s.requests))).toBeLessThanOrEqual(pool.calls);
    expect(f.map((s) => [s.running, s.dead])).toEqual([
      [3, null],
      [3, null],
      [2, null],
    ]);
    await expect(pool.memory()).resolves.toEqual([1000, 2000, 3000]);

    pool.killWorkerOf(5, 'killed in a test');
    await sim.runUntil(40_000);
    const after = pool.figures();
    expect(after.map((s) => s.dead)).toEqual([null, 'killed in a test', null]);
    expect(after.map((s) => s.running)).toEqual([3, 0, 2]);
    // A dead worker is sent nothing more; the others go on counting.
    expect(after[1]?.requests).toBe(fake.seen[1]?.requests);
    expect(after[0]?.requests).toBeGreaterThan(f[0]?.requests ?? Infinity);
    await expect(pool.memory()).resolves.toEqual([1000, null, 3000]);
    await sim.dispose();
  });

  it('answers synchronously on a synchronous transport, with the same run and figures', async () => {
    const hashes: string[] = [];
    for (const sync of [false, true]) {
      const fake = fakeWorkers(sync);
      const pool = new WorkerPoolHost({ kind: 'threads', spawn: fake.spawn, maxDedicated: 0, poolSize: 3 });
      const sim = run(pool);
      await sim.runUntil(30_000);
      expect(fake.sent[sync ? 'async' : 'sync']).toBe(0);
      expect(fake.sent[sync ? 'sync' : 'async']).toBeGreaterThan(0);
      expect(pool.figures().map((s) => ({ requests: s.requests, steps: s.steps }))).toEqual(fake.seen);
      hashes.push(sim.hash());
      if (sync) {
        // A worker that dies mid-run on a synchronous transport: its nodes crash, the others go on.
        pool.killWorkerOf(5, 'killed in a test');
        await sim.runUntil(40_000);
        expect(pool.figures().map((s) => s.running)).toEqual([3, 0, 2]);
        expect(sim.nodeStatus(5)).toBe('crashed');
      }
      await sim.dispose();
    }
    expect(hashes[1]).toBe(hashes[0]);
  });

  it('start from zero when the pool serves a new simulation', async () => {
    const fake = fakeWorkers();
    const pool = new WorkerPoolHost({ kind: 'threads', spawn: fake.spawn }); // dedicated: 8 workers
    await run(pool).runUntil(10_000);
    expect(pool.figures().every((s) => s.requests > 0)).toBe(true);
    const again = run(pool);
    await again.runUntil(0);
    const f = pool.figures();
    expect(f.map((s) => s.nodes)).toEqual([[1], [2], [3], [4], [5], [6], [7], [8]]);
    expect(f.every((s) => s.steps === 0)).toBe(true);
    await again.dispose();
  });
});
