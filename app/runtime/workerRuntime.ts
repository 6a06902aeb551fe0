/**
 * The live simulation on Web Workers (workers/browser): one worker per node up to 64 nodes, a pool
 * beyond. Same SimRuntime surface as the in-process one, so the session does not care which runs.
 * The factory waits for every worker to start, so a host that cannot start fails here (and the
 * caller can fall back to in-process) instead of at the first window.
 */
import { createClusterSimulation } from '../../engine/index.ts';
import { createBrowserHost } from '../../workers/browser/host.ts';
import type { RuntimeFactory } from './runtimeApi.ts';
import { adaptSimulation } from './simulationAdapter.ts';

export const workerRuntime: RuntimeFactory = async ({ topology, config, seed, latency }) => {
  const host = createBrowserHost();
  // Latency is drawn where messages are routed (engine/kernel/routing.ts), on this thread.
  const sim = createClusterSimulation({
    topology,
    config,
    seed,
    host,
    traceMode: 'stream',
    ...(latency ? { latency } : {}),
  });
  try {
    await sim.runUntil(0);
  } catch (e) {
    void sim.dispose();
    throw e;
  }
  return adaptSimulation(sim, 'workers', {
    pool: host,
    killWorkerOf: (node) => host.killWorkerOf(node, 'killed from the page (test hook)'),
  });
};
