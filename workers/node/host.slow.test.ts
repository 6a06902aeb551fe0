import { afterAll, describe, expect, it } from 'vitest';
import {
  TESTING_BEHAVIOURS,
  EMPTY_CONFIG,
  testTopology,
  Simulation,
  createClusterSimulation,
  loadPreset,
  type FaultCommand as Command,
  type ServiceSpec,
} from '../../engine/index.ts';
import type { WorkerPoolHost } from '../pool.ts';
import { createThreadsHost, type ThreadsHostOptions } from './host.ts';

// 2 DCs × 2 racks × 2 nodes: dc1 = 1-4, dc2 = 5-8.
const topology = testTopology(2, 2, 2);
const services: ServiceSpec[] = [
  { node: 'all', type: 'test.ponger', name: 'pong' },
  {
    node: 1,
    type: 'test.pinger',
    name: 'p',
    args: { peer: { node: 8, name: 'pong' }, count: 60, thinkUs: 700, verbose: true },
  },
  {
    node: 6,
    type: 'test.pinger',
    name: 'p',
    args: { peer: { node: 3, name: 'pong' }, count: 60, verbose: true },
  },
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 2, ttl: 60 } },
  { node: 4, type: 'test.ticker', name: 't', args: { periodUs: 250, count: 200 } },
  { node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [2, 7] } },
];
const schedules: [number, Command][][] = [
  [],
  [
    [10_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
    [40_000, { kind: 'link.heal', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  ],
  [
    [5_000, { kind: 'node.restart', node: 7, downForUs: 8_000 }],
    [15_000, { kind: 'net.loss', probability: 0.1 }],
    [20_000, { kind: 'rolling.restart', set: { racks: ['dc1-r2'] }, intervalUs: 4_000, downForUs: 1_000 }],
    [30_000, { kind: 'link.delay', a: { nodes: [1] }, b: { dcs: ['dc2'] }, extraUs: 2_000 }],
    [33_000, { kind: 'rack.down', rack: 'dc2-r1' }],
  ],
];
const END_US = 160_000;
/** Events in a canonical order (a span records its partition's events together). */
const byKey = (a: { t: number; node: number }, b: { t: number; node: number }) =>
  a.t - b.t || a.node - b.node || JSON.stringify(a).localeCompare(JSON.stringify(b));

const hosts: WorkerPoolHost[] = [];
async function threads(o: ThreadsHostOptions = {}): Promise<WorkerPoolHost> {
  const h = await createThreadsHost(o);
  hosts.push(h);
  return h;
}
afterAll(() => hosts.forEach((h) => h.dispose()));

function build(
  seed: number,
  faults: [number, Command][],
  host?: WorkerPoolHost,
  extra: ServiceSpec[] = [],
): Simulation {
  const sim = new Simulation({
    topology,
    config: EMPTY_CONFIG,
    seed,
    extraServices: [...services, ...extra],
    extraBehaviours: TESTING_BEHAVIOURS,
    ...(host ? { host } : {}),
  });
  for (const [at, c] of faults) sim.schedule(at, c);
  return sim;
}

describe('worker_threads host', () => {
  it('gives the in-process trace hash for several seeds and fault schedules (dedicated and pooled)', async () => {
    let runs = 0;
    const pool = await threads({ maxDedicated: 0, poolSize: 3 }); // reused: re-initialised per run
    const dedicated = await threads();
    for (const [k, faults] of schedules.entries()) {
      for (const seed of [1, 2]) {
        const ref = build(seed, faults);
        ref.runUntilSync(END_US);
        const host = k === 1 && seed === 1 ? dedicated : pool;
        const sim = build(seed, faults, host);
        await sim.runUntil(END_US / 2);
        await sim.runUntil(END_US);
        expect(sim.hash()).toBe(ref.hash());
        expect(sim.trace.events).toEqual(ref.trace.events);
        expect(host.workerCount).toBe(host === pool ? 3 : 8);
        runs++;
      }
    }
    expect(runs).toBe(6);
  });

  it('gives the in-process hash partitioned by datacenter and with windows of about one message', async () => {
    const byDc = await threads({ partition: 'dc' });
    for (const [k, faults] of schedules.entries()) {
      const ref = build(k + 1, faults);
      ref.runUntilSync(END_US);
      const sim = new Simulation({ ...build(k + 1, []).options, host: byDc, windowUs: 1 });
      for (const [at, c] of faults) sim.schedule(at, c);
      await sim.runUntil(END_US);
      expect([byDc.workerCount, byDc.threadCount]).toEqual([2, 1]);
      expect(sim.hash()).toBe(ref.hash());
      expect(sim.trace.count).toBe(ref.trace.count);
    }
  });

  it('partitioned by datacenter, takes several windows per call and stops where in-process does', async () => {
    const byDc = await threads({ partition: 'dc' });
    // Quiet stretches between faults and commands: spans run there, one window per call elsewhere.
    const faults: [number, Command][] = [
      [9_000, { kind: 'node.restart', node: 7, downForUs: 8_000 }],
      [30_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
      [36_000, { kind: 'link.heal', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
      [52_000, { kind: 'net.loss', probability: 0.2 }],
      [55_000, { kind: 'net.loss', probability: 0 }],
      [90_000, { kind: 'rack.down', rack: 'dc2-r1' }],
      [95_000, { kind: 'rack.up', rack: 'dc2-r1' }],
    ];
    for (const seed of [1, 2]) {
      const ref = build(seed, faults);
      const sim = build(seed, faults, byDc);
      const calls = byDc.calls;
      for (const t of [20_013, 61_000, 97_777, END_US]) {
        ref.runUntilSync(t);
        await sim.runUntil(t);
        expect([t, sim.hash(), sim.messageCount]).toEqual([t, ref.hash(), ref.messageCount]);
      }
      // One window per call takes about a call per two events here.
      expect(byDc.calls - calls).toBeLessThan(ref.trace.count / 6);
      expect([...sim.trace.events].sort(byKey)).toEqual([...ref.trace.events].sort(byKey));
    }
  });

  it('a behaviour that throws crashes its node exactly as in-process', async () => {
    const bomb: ServiceSpec[] = [
      { node: 6, type: 'test.thrower', name: 'x' },
      { node: 2, type: 'test.bomber', name: 'b', args: { target: { node: 6, name: 'x' }, delayUs: 3_000 } },
    ];
    const ref = build(4, [], undefined, bomb);
    const sim = build(4, [], await threads({ maxDedicated: 0, poolSize: 2 }), bomb);
    ref.runUntilSync(20_000);
    await sim.runUntil(20_000);
    expect(sim.nodeStatus(6)).toBe('crashed');
    expect(sim.trace.events.filter((e) => e.kind === 'node.crashed')).toEqual(
      ref.trace.events.filter((e) => e.kind === 'node.crashed'),
    );
    expect(sim.hash()).toBe(ref.hash());
    sim.command({ kind: 'node.up', node: 6 });
    await sim.runUntil(30_000);
    expect(sim.nodeStatus(6)).toBe('up');
    await sim.dispose();
  });

  it('a killed worker thread shows up as its node crashing, never a hang; node.up restarts it', async () => {
    const host = await threads();
    const sim = build(9, [], host);
    await sim.runUntil(5_000);
    host.killWorkerOf(8);
    await sim.runUntil(10_000);
    expect(sim.nodeStatus(8)).toBe('crashed');
    const crash = sim.trace.events.find((e) => e.kind === 'node.crashed');
    expect(crash && crash.kind === 'node.crashed' ? [crash.target, crash.error] : null).toEqual([
      8,
      'worker died: killed',
    ]);
    expect([sim.nodeStatus(1), sim.nodeStatus(7)]).toEqual(['up', 'up']);
    sim.command({ kind: 'node.up', node: 8 });
    await sim.runUntil(20_000);
    expect(sim.nodeStatus(8)).toBe('up');
    expect(sim.incarnation(8)).toBe(2);
    await sim.dispose();
  });

  it('runs every subsystem (looked up by id in the workers) with BlobStorage and config.apply as in-process', async () => {
    const { topology, config } = loadPreset('single-dc-8-racks');
    const T = '72075186224037888';
    const build = (host?: WorkerPoolHost) => {
      const sim = createClusterSimulation({ topology, config, seed: 4, ...(host ? { host } : {}) });
      sim.schedule(10_000, { kind: 'tablet.boot', node: 6, tabletId: T });
      sim.schedule(10_000, {
        kind: 'board.publish',
        node: 3,
        path: 'gpc+/Root/db1',
        payload: 'x',
        publisher: 'p',
      });
      sim.schedule(300_000, { kind: 'config.apply', config, version: 2 });
      sim.schedule(400_000, { kind: 'node.restart', node: 6, downForUs: 100_000 });
      sim.schedule(600_000, { kind: 'tablet.boot', node: 9, tabletId: T });
      return sim;
    };
    const ref = build();
    ref.runUntilSync(1_500_000);
    const sim = build(await threads({ maxDedicated: 0, poolSize: 2 }));
    await sim.runUntil(700_000);
    const cp = await sim.snapshot();
    await sim.runUntil(1_500_000);
    expect(sim.hash()).toBe(ref.hash());
    expect(sim.trace.events).toEqual(ref.trace.events);
    expect(ref.trace.events.filter((e) => e.kind === 'config.applied')).toHaveLength(16);
    expect(ref.trace.events.some((e) => e.kind === 'leader.elected' && e.generation === 2)).toBe(true);
    await sim.restore(cp);
    await sim.runUntil(1_500_000);
    expect(sim.hash()).toBe(ref.hash());
    await sim.dispose();
  });
});
