/**
 * The SimRuntime surface over an engine Simulation, shared by the in-process and Web Worker
 * factories (they differ only in the host they pass and the test hook they add).
 */
import type { ClusterSimulation as Simulation } from '../../engine/cluster.ts';
import type { SimRuntime } from './runtime.ts';

export function simulationRuntime(
  sim: Simulation,
  host: SimRuntime['host'],
  killWorkerOf?: SimRuntime['killWorkerOf'],
): SimRuntime {
  // The trace keeps every event; hand out only what each window added.
  let cursor = 0;
  return {
    host,
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
    ...(killWorkerOf ? { killWorkerOf } : {}),
    dispose: () => void sim.dispose(),
  };
}
