/**
 * The move off the workers: a run on a worker pool (in-thread fake workers: the worker API called
 * directly, its messages cloned as postMessage would) moves to the in-process host mid-run and goes
 * on exactly as a run that was in-process from the start.
 */
import type { Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import { createClusterSimulation, loadPreset, type Command } from '../../engine/index.ts';
import { WorkerPoolHost } from '../../workers/pool.ts';
import { createWorkerApi, type WorkerApi, type WorkerSetup } from '../../workers/worker-api.ts';
import type { WorkerHandle } from '../../workers/workerBridge.ts';
import type { FallbackRuntime } from './fallback.ts';
import { withFallback } from './fallback.ts';
import { inProcessRuntime } from './inProcessRuntime.ts';
import type { RuntimeFactory, RuntimeInit, SimRuntime } from './runtimeApi.ts';
import { adaptSimulation } from './simulationAdapter.ts';

const world = loadPreset('mirror-3-dc');
const init: RuntimeInit = { topology: world.topology, config: world.config, seed: 11 };
const boot = (node: number, tabletId: string): Command => ({ kind: 'tablet.boot', node, tabletId });

function spawn(): WorkerHandle {
  const api = createWorkerApi();
  const remote = {
    init: async (s: WorkerSetup) => api.init(structuredClone(s)),
    call: async (req: Parameters<WorkerApi['call']>[0]) => structuredClone(api.call(structuredClone(req))),
    memory: async () => 0,
    snapshot: async () => structuredClone(api.snapshot()),
    restore: async (list: Parameters<WorkerApi['restore']>[0]) => api.restore(structuredClone(list)),
  } as unknown as Remote<WorkerApi>;
  return { remote, terminate: () => {}, release: () => {}, onDeath: () => {} };
}

/** A run on a pool of three fake workers, booted like the browser's worker host. */
const poolRuntime: RuntimeFactory = async (i) => {
  const sim = createClusterSimulation({
    ...i,
    traceMode: 'stream',
    host: new WorkerPoolHost({ kind: 'threads', spawn, maxDedicated: 0, poolSize: 3 }),
  });
  await sim.runUntil(0);
  return adaptSimulation(sim, 'workers');
};

/** Commands at 1 ms and 60 ms, run to `untilUs`; `midway` is called at 40 ms. */
async function drive(rt: SimRuntime, untilUs: number, midway: () => Promise<unknown> = async () => {}) {
  rt.command(boot(1, '72075186224037888'), 1_000);
  await rt.runUntil(40_000);
  await midway();
  rt.command({ kind: 'rack.down', rack: 'dc2-r1' }, 60_000);
  rt.command(boot(7, '72075186224037889'), 60_000);
  await rt.runUntil(untilUs);
  return { hash: rt.traceHash(), events: rt.eventCount() };
}

describe('falling back from the workers to the page', () => {
  it('moves the run mid-way and goes on as an in-process run from the start', async () => {
    const reference = await inProcessRuntime(init);
    await reference.runUntil(0);
    const expected = await drive(reference, 400_000);

    let moved = 0;
    let changes = 0;
    const rt = (await withFallback(poolRuntime, inProcessRuntime, () => moved++)(init)) as FallbackRuntime;
    rt.onChange(() => changes++);
    expect(rt.host).toBe('workers');
    let result = false;
    const got = await drive(rt, 400_000, async () => (result = await rt.fallBack()));
    expect(result).toBe(true);
    expect(got).toEqual(expected);
    expect(rt.host).toBe('in-process');
    expect(rt.inProcessWhy).toBe('slow');
    expect(rt.handover).toBeUndefined();
    expect([moved, changes]).toEqual([1, 1]);
    // Once is enough: a run already in the page stays there.
    await expect(rt.fallBack()).resolves.toBe(false);
    rt.dispose();
    reference.dispose();
  });

  it('stays on its host when the two disagree, and never moves an in-process run', async () => {
    const other: RuntimeFactory = async (i) => inProcessRuntime({ ...i, seed: i.seed + 1 });
    // A "page" host that cannot restore the workers' checkpoint to the same trace.
    const broken: RuntimeFactory = async (i) => {
      const rt = await other(i);
      return { ...rt, restore: async () => {}, traceHash: () => 'different' };
    };
    const rt = await withFallback(poolRuntime, broken)(init);
    await rt.runUntil(20_000);
    const before = rt.traceHash();
    await expect(rt.fallBack?.()).resolves.toBe(false);
    expect([rt.host, rt.inProcessWhy, rt.traceHash()]).toEqual(['workers', undefined, before]);
    rt.dispose();

    const page = await withFallback(inProcessRuntime, inProcessRuntime)(init);
    await expect(page.fallBack?.()).resolves.toBe(false);
    expect(page.host).toBe('in-process');
    page.dispose();
  });
});
