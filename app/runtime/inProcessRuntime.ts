/**
 * The live simulation in the page's own thread: engine/kernel's Simulation with its default
 * in-process host. The Web Worker host (workers/browser) plugs in the same way with its own factory.
 */
import { Simulation } from '../../engine/kernel/index.ts';
import type { RuntimeFactory } from './simRuntime.ts';
import { simulationRuntime } from './simulationRuntime.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed }) =>
  simulationRuntime(new Simulation({ topology, config, seed }), 'in-process');
