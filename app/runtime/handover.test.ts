import { describe, expect, it } from 'vitest';
import { loadPreset, type Command } from '../../engine/index.ts';
import type { HandoverRuntime } from './handover.ts';
import { type HandoverOutcome, withHandover } from './handover.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { RuntimeFactory, RuntimeInit, SimRuntime } from './runtimeApi.ts';
import type { WorkerPoolStats } from './workerStats.ts';

const world = loadPreset('mirror-3-dc');
const init: RuntimeInit = { topology: world.topology, config: world.config, seed: 3 };
const boot = (node: number, tabletId: string): Command => ({ kind: 'tablet.boot', node, tabletId });

/** What the fake worker host says of its pool. */
const POOL: WorkerPoolStats = {
  workers: [],
  dedicated: true,
  minNodes: 1,
  maxNodes: 1,
  rounds: 3,
  startupMs: 5,
};

/** A second in-process runtime posing as the worker host, started only when `gate` opens. */
function fakeWorkers(seedOverride?: number): { factory: RuntimeFactory; open: () => void } {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const factory: RuntimeFactory = async (i) => {
    await gate;
    const rt = await inProcessRuntime({ ...i, seed: seedOverride ?? i.seed });
    await rt.runUntil(0); // as the worker host does before it answers
    return { ...rt, host: 'workers', workerCount: 27, workerStats: () => Promise.resolve(POOL) };
  };
  return { factory, open };
}

/** The same commands and times on one runtime, start to end: the hash a handover must keep. */
async function reference(untilUs: number): Promise<{ hash: string; events: number }> {
  const rt = await inProcessRuntime(init);
  await rt.runUntil(0);
  rt.command(boot(1, '72075186224037888'), 1_000);
  await rt.runUntil(50_000);
  rt.command(boot(7, '72075186224037889'));
  await rt.runUntil(untilUs);
  return { hash: rt.traceHash(), events: rt.eventCount() };
}

async function liveRun(workers: RuntimeFactory): Promise<{ rt: SimRuntime; outcomes: HandoverOutcome[] }> {
  const outcomes: HandoverOutcome[] = [];
  const rt = await withHandover(inProcessRuntime, workers, { onOutcome: (o) => outcomes.push(o) })(init);
  rt.command(boot(1, '72075186224037888'), 1_000);
  await rt.runUntil(50_000);
  rt.command(boot(7, '72075186224037889'));
  return { rt, outcomes };
}

/** A worker host that takes `delayMs` per engine call, as a busy one would; hooks see its life. */
function slowWorkers(
  delayMs: number,
  hooks: { started?: () => number; replaying?: () => void; disposed?: (id: number) => void } = {},
): RuntimeFactory {
  return async (i) => {
    const id = hooks.started?.() ?? 0;
    const rt = await inProcessRuntime(i);
    await rt.runUntil(0);
    return {
      ...rt,
      host: 'workers',
      runUntil: async (us) => {
        hooks.replaying?.();
        await new Promise((r) => setTimeout(r, delayMs));
        return rt.runUntil(us);
      },
      dispose: () => {
        hooks.disposed?.(id);
        rt.dispose();
      },
    };
  };
}

describe('HandoverRuntime', () => {
  it('hands over to the workers at the same virtual time, and the trace goes on as one run', async () => {
    const w = fakeWorkers();
    const { rt, outcomes } = await liveRun(w.factory);
    expect(rt.host).toBe('in-process');
    expect(rt.handover).toBe('pending');
    await expect(rt.workerStats()).resolves.toBeNull();
    const before = rt.nowUs();
    w.open();
    const outcome = await (rt as HandoverRuntime).done;
    expect(outcome.phase).toBe('done');
    expect(outcomes).toEqual([outcome]);
    expect(rt.host).toBe('workers');
    expect(rt.workerCount).toBe(27);
    await expect(rt.workerStats()).resolves.toBe(POOL);
    expect(rt.nowUs()).toBe(before);
    await rt.runUntil(300_000);
    const ref = await reference(300_000);
    expect({ hash: rt.traceHash(), events: rt.eventCount() }).toEqual(ref);
    expect(ref.events).toBeGreaterThan(50);
  });

  it('stays in-process when the replay gives another trace hash', async () => {
    const w = fakeWorkers(4); // another seed: another trace, as a determinism defect would give
    const { rt, outcomes } = await liveRun(w.factory);
    w.open();
    const outcome = await (rt as HandoverRuntime).done;
    expect(outcome.phase).toBe('mismatch');
    if (outcome.phase !== 'mismatch') return;
    expect(outcome.inProcessHash).not.toBe(outcome.workersHash);
    expect(outcome.atUs).toBe(50_000);
    expect(outcomes).toEqual([outcome]);
    expect(rt.host).toBe('in-process');
    expect(rt.handover).toBe('mismatch');
    expect(rt.killWorkerOf).toBeUndefined();
    await expect(rt.workerStats()).resolves.toBeNull();
    await rt.runUntil(300_000);
    expect(rt.traceHash()).toBe((await reference(300_000)).hash);
  });

  it('stays in-process when the workers cannot start', async () => {
    const { rt } = await liveRun(async () => {
      throw new Error('no workers here');
    });
    const outcome = await (rt as HandoverRuntime).done;
    expect(outcome).toEqual({ phase: 'failed', reason: 'no workers here' });
    expect(rt.host).toBe('in-process');
    await rt.runUntil(300_000);
    expect(rt.traceHash()).toBe((await reference(300_000)).hash);
  });

  it('replays again after a seek back voids the replay under way', async () => {
    const w = fakeWorkers();
    const { rt } = await liveRun(w.factory);
    const cp = await rt.snapshot();
    await rt.runUntil(100_000);
    await rt.restore(cp); // the replay started before this no longer matches the run
    w.open();
    expect((await (rt as HandoverRuntime).done).phase).toBe('done');
    expect(rt.host).toBe('workers');
    await rt.runUntil(300_000);
    expect(rt.traceHash()).toBe((await reference(300_000)).hash);
  });

  it('replays commands given at one instant in separate windows in separate windows', async () => {
    // A rack clicked down and up again while paused: the engine applies each on its own run.
    const w = fakeWorkers();
    const rt = await withHandover(inProcessRuntime, w.factory)(init);
    rt.command({ kind: 'rack.down', rack: 'dc1-r1' });
    await rt.runUntil(0);
    rt.command({ kind: 'rack.up', rack: 'dc1-r1' });
    await rt.runUntil(0);
    w.open();
    expect((await (rt as HandoverRuntime).done).phase).toBe('done');
  });

  it('replays a played run (many short windows, clicks between them) in a few long ones', async () => {
    const w = fakeWorkers();
    const rt = await withHandover(inProcessRuntime, w.factory)(init);
    rt.command(boot(1, '72075186224037888'), 2_000);
    for (let t = 0, i = 0; t < 400_000; t += 7_000, i++) {
      await rt.runUntil(t);
      if (i % 9 === 3) rt.command({ kind: 'rack.down', rack: 'dc2-r1' });
      if (i % 9 === 6) rt.command({ kind: 'rack.up', rack: 'dc2-r1' }, t + 3_000);
    }
    w.open();
    expect((await (rt as HandoverRuntime).done).phase).toBe('done');
    expect(rt.eventCount()).toBeGreaterThan(100);
  });

  it('tells the session of the host change, and nothing once disposed', async () => {
    const w = fakeWorkers();
    const { rt, outcomes } = await liveRun(w.factory);
    let changes = 0;
    rt.onChange?.(() => changes++);
    rt.dispose();
    w.open();
    expect((await (rt as HandoverRuntime).done).phase).toBe('failed');
    expect(changes).toBe(0);
    expect(outcomes).toEqual([]);
  });

  it('stops the worker host it is replaying at once when the run is disposed or rewound', async () => {
    const disposed: number[] = [];
    let started = 0;
    let replaying = false;
    const slow = slowWorkers(5, {
      started: () => ++started,
      replaying: () => (replaying = true),
      disposed: (id) => disposed.push(id),
    });
    const { rt } = await liveRun(slow);
    await rt.runUntil(200_000);
    const cp = await rt.snapshot();
    while (!replaying) await new Promise((r) => setTimeout(r, 5)); // the replay is under way
    await rt.restore(cp);
    expect(disposed).toContain(1); // at once, not when its replay would have ended
    expect((await (rt as HandoverRuntime).done).phase).toBe('done');
    expect(started).toBe(2);
    expect(disposed).not.toContain(2);
    rt.dispose(); // the second host is the live runtime now
    expect(disposed.filter((id) => id === 2)).toEqual([2]);
  });

  it('stays in-process rather than freezing the page when the workers cannot keep up', async () => {
    const sluggish = slowWorkers(40);
    const rt = await withHandover(inProcessRuntime, sluggish, { lockedStretchMs: 20 })(init);
    const handover = rt as HandoverRuntime;
    let settled = false;
    void handover.done.then(() => (settled = true));
    // The live run keeps playing (a frame at a time, as the page does) while the workers replay.
    for (let t = 10_000; !settled; t += 10_000) {
      await rt.runUntil(t);
      await new Promise((r) => setTimeout(r, 5));
    }
    const outcome = await handover.done;
    expect(outcome.phase).toBe('failed');
    expect(outcome.phase === 'failed' && outcome.reason).toContain('did not catch up');
    expect(rt.host).toBe('in-process');
  });
});
