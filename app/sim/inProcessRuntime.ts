/**
 * The live simulation in the page's own thread: engine/sim's Simulation with its default
 * in-process host. The Web Worker host (workers/browser) plugs in the same way with its own factory.
 */
import { Simulation } from '../../engine/sim/index.ts';
import type { RuntimeFactory, SimRuntime } from './runtime.ts';

export const inProcessRuntime: RuntimeFactory = async ({ topology, config, seed }) => {
  const sim = new Simulation({ topology, config, seed });
  // The trace keeps every event; hand out only what each window added.
  let cursor = 0;
  const rt: SimRuntime = {
    host: 'in-process',
    workerCount: sim.workerCount,
    stepUs: sim.lookaheadUs,
    nowUs: () => sim.now,
    command: (cmd, atUs) => sim.schedule(atUs ?? sim.now, cmd),
    async runUntil(untilUs) {
      await sim.runUntil(untilUs);
      const events = sim.trace.events;
      const batch = events.slice(cursor);
      cursor = events.length;
      return batch;
    },
    traceHash: () => sim.hash(),
    eventCount: () => sim.trace.count,
    dispose: () => void sim.dispose(),
  };
  return rt;
};
