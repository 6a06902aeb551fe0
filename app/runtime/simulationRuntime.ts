/**
 * The SimRuntime surface over an engine Simulation, shared by the in-process and Web Worker
 * factories (they differ only in the host they pass and the test hook they add).
 */
import type { Simulation } from '../../engine/kernel/index.ts';
import type { SimRuntime } from './simRuntime.ts';

export function simulationRuntime(
  sim: Simulation,
  host: SimRuntime['host'],
  killWorkerOf?: SimRuntime['killWorkerOf'],
): SimRuntime {
  return {
    host,
    workerCount: sim.workerCount,
    stepUs: sim.lookaheadUs,
    nowUs: () => sim.now,
    command: (cmd, atUs) => sim.schedule(atUs ?? sim.now, cmd),
    async runUntil(untilUs) {
      await sim.runUntil(untilUs);
      // Hand the window's events out and drop them from the recorder, so a run that plays for
      // hours does not keep its whole trace: the hash and the event count live on without them.
      return sim.trace.events.splice(0);
    },
    snapshot: () => sim.snapshot(),
    restore: (cp) => sim.restore(cp),
    traceHash: () => sim.hash(),
    eventCount: () => sim.trace.count,
    ...(killWorkerOf ? { killWorkerOf } : {}),
    dispose: () => void sim.dispose(),
  };
}
