/**
 * The live simulation in the page's own thread: the cluster simulation with its default
 * in-process host. The Web Worker host (workers/browser) plugs in the same way with its own factory.
 */
import { createClusterSimulation } from '../../engine/cluster.ts';
import type { RuntimeFactory } from './simRuntime.ts';
import { simulationRuntime } from './simulationRuntime.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed }) =>
  simulationRuntime(createClusterSimulation({ topology, config, seed, traceMode: 'stream' }), 'in-process');
