/**
 * The live simulation in the page's own thread: engine/kernel's Simulation with its default
 * in-process host. The Web Worker host (workers/browser) plugs in the same way with its own factory.
 */
import { createClusterSimulation } from '../../engine/cluster.ts';
import type { RuntimeFactory } from './runtime.ts';
import { simulationRuntime } from './simulationRuntime.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed }) =>
  simulationRuntime(createClusterSimulation({ topology, config, seed }), 'in-process');
