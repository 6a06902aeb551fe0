/**
 * The live simulation on Web Workers (workers/browser): one worker per node up to 64 nodes, a pool
 * beyond. Same SimRuntime surface as the in-process one, so the controller does not care which runs.
 * The factory waits for every worker to start, so a host that cannot start fails here (and the
 * caller can fall back to in-process) instead of at the first window.
 */
import { Simulation } from '../../engine/sim/index.ts';
import { createBrowserHost } from '../../workers/browser/host.ts';
import type { RuntimeFactory, SimRuntime } from './runtime.ts';

export const workerRuntime: RuntimeFactory = async ({ topology, config, seed }) => {
  const host = createBrowserHost();
  const sim = new Simulation({ topology, config, seed, host });
  try {
    await sim.runUntil(0);
  } catch (e) {
    void sim.dispose();
    throw e;
  }
  let cursor = 0;
  const rt: SimRuntime = {
    host: 'workers',
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
    killWorkerOf: (node) => host.killWorkerOf(node, 'killed from the page (test hook)'),
    dispose: () => void sim.dispose(),
  };
  return rt;
};
