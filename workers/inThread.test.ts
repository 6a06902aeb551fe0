/**
 * A pool slot on the coordinator's own thread: taken first in every round (it runs while the
 * threads run theirs), the same run as in-process, and not counted as a thread.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONFIG,
  Simulation,
  TESTING_BEHAVIOURS,
  testTopology,
  type Host,
  type ServiceSpec,
} from '../engine/index.ts';
import { asThread } from './asThread.testing.ts';
import { inThreadHandle } from './inThread.ts';
import { WorkerPoolHost } from './pool.ts';
import type { WorkerHandle } from './workerBridge.ts';

const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 8, name: 'pong' }, count: 30 } },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 1, ttl: 20 } },
];

const sim = (host?: Host) =>
  new Simulation({
    topology: testTopology(2, 2, 2),
    config: EMPTY_CONFIG,
    seed: 3,
    extraServices: services,
    extraBehaviours: TESTING_BEHAVIOURS,
    ...(host ? { host } : {}),
  });

describe("a pool slot on the coordinator's thread", () => {
  it('is answered first in each round, gives the in-process run and is not a thread', async () => {
    const order: string[] = [];
    // Slot 1 (the second datacenter) runs on the coordinator's thread; slot 0 stands in for a thread.
    const spawn = (slot: number): WorkerHandle => {
      const h = slot === 1 ? inThreadHandle() : asThread();
      const sync = h.sync as NonNullable<WorkerHandle['sync']>;
      const take: typeof sync.take = (ms) => {
        order.push(h.inThread ? 'own' : 'thread');
        return sync.take(ms);
      };
      return { ...h, sync: { ...sync, take } };
    };
    const pool = new WorkerPoolHost({ kind: 'threads', spawn, partition: 'dc' });
    const call = pool.call.bind(pool);
    pool.call = (req) => {
      order.push('|');
      return call(req);
    };
    const ref = sim();
    const run = sim(pool);
    ref.runUntilSync(40_000);
    await run.runUntil(40_000);
    expect(run.hash()).toBe(ref.hash());
    expect(run.messageCount).toBe(ref.messageCount);
    expect([pool.workerCount, pool.threadCount]).toEqual([2, 1]);
    const both = order
      .join(' ')
      .split('|')
      .map((r) => r.trim())
      .filter((r) => r.split(' ').length === 2);
    expect(both.length).toBeGreaterThan(5);
    expect(new Set(both)).toEqual(new Set(['own thread']));
    await run.dispose();
  });
});
