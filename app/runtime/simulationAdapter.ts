/**
 * The SimRuntime surface over an engine Simulation, shared by the in-process and Web Worker
 * factories (they differ only in the host they pass, its figures and the test hook they add).
 */
import type { ClusterSimulation, TraceEvent } from '../../engine/index.ts';
import type { SimRuntime } from './runtimeApi.ts';
import type { SnapshotSettler } from './settleSnapshots.ts';
import { poolStats, type PoolView } from './workerStats.ts';

/**
 * `sim` records in stream mode: each round's events reach the listener below and the recorder
 * keeps none, so a run that plays for hours does not keep its whole trace (the hash and the event
 * count live on without them).
 */
export function adaptSimulation(
  sim: ClusterSimulation,
  host: SimRuntime['host'],
  workers?: { readonly pool: PoolView; readonly killWorkerOf: NonNullable<SimRuntime['killWorkerOf']> },
  /** The in-process host's copy-on-write snapshots, settled in idle time (settleSnapshots.ts). */
  settler?: SnapshotSettler,
): SimRuntime {
  const pending: TraceEvent[] = [];
  sim.trace.subscribe((batch) => {
    for (const e of batch) pending.push(e);
  });
  return {
    host,
    workerCount: sim.workerCount,
    stepUs: sim.lookaheadUs,
    nowUs: () => sim.now,
    command: (cmd, atUs) => sim.schedule(atUs ?? sim.now, cmd),
    async runUntil(untilUs) {
      await sim.runUntil(untilUs);
      return pending.splice(0);
    },
    async snapshot() {
      const cp = await sim.snapshot();
      settler?.after();
      return cp;
    },
    ...(settler ? { deferredSnapshotMs: () => settler.takeSpentMs() } : {}),
    restore: (cp) => sim.restore(cp),
    traceHash: () => sim.hash(),
    eventCount: () => sim.trace.count,
    workerStats: () => (workers ? poolStats(workers.pool) : Promise.resolve(null)),
    ...(workers ? { killWorkerOf: workers.killWorkerOf } : {}),
    dispose: () => void sim.dispose(),
  };
}
