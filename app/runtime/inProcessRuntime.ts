/**
 * The live simulation in the page's own thread: the cluster simulation with the in-process host,
 * whose copy-on-write snapshots are settled in idle time (settleSnapshots.ts). The Web Worker host
 * (workers/browser) plugs in the same way with its own factory.
 */
import { createClusterSimulation, InProcessHost } from '../../engine/index.ts';
import type { RuntimeFactory } from './runtimeApi.ts';
import { snapshotSettler } from './settleSnapshots.ts';
import { adaptSimulation } from './simulationAdapter.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed, latency }) => {
  const host = new InProcessHost();
  const sim = createClusterSimulation({
    topology,
    config,
    seed,
    host,
    traceMode: 'stream',
    ...(latency ? { latency } : {}),
  });
  return adaptSimulation(sim, 'in-process', undefined, snapshotSettler(host));
};
