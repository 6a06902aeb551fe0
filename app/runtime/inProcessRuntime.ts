/**
 * The live simulation in the page's own thread: the cluster simulation with its default
 * in-process host. The Web Worker host (workers/browser) plugs in the same way with its own factory.
 */
import { createClusterSimulation } from '../../engine/index.ts';
import type { RuntimeFactory } from './runtimeApi.ts';
import { adaptSimulation } from './simulationAdapter.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed, latency }) =>
  adaptSimulation(
    createClusterSimulation({ topology, config, seed, traceMode: 'stream', ...(latency ? { latency } : {}) }),
    'in-process',
  );
