/**
 * What the controller needs from a live simulation, whatever hosts it (engine/kernel's in-process
 * Simulation, or the Web Worker host in workers/browser). An adapter per host implements this;
 * the controller knows nothing else about the engine's runtime.
 */
import type { ClusterConfig } from '../../engine/model/config/types.ts';
import type { Us } from '../../engine/kernel/actor.ts';
import type { Command, TraceEvent } from '../../engine/subsystems/index.ts';
import type { NodeId, Topology } from '../../engine/model/topology/types.ts';

export interface RuntimeInit {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly seed: number;
}

export interface SimRuntime {
  readonly host: 'in-process' | 'workers';
  /** Web Workers running nodes (0 in-process). */
  readonly workerCount: number;
  /** Current virtual time. */
  nowUs(): Us;
  /** Schedules a command at `atUs` (default: now). */
  command(cmd: Command, atUs?: Us): void;
  /** Runs every event up to and including `untilUs`; returns the trace events of that window. */
  runUntil(untilUs: Us): Promise<readonly TraceEvent[]>;
  /** Smallest useful step of virtual time (the scheduler's lookahead window). */
  readonly stepUs: Us;
  /** Stable hash of the trace so far (engine Simulation.hash): equal runs give equal hashes on any host. */
  traceHash(): string;
  /** Trace events recorded so far. */
  eventCount(): number;
  /**
   * Test hook (workers only): kills the worker hosting `node` as a crash would; the simulation
   * reports the node as crashed at its next round. Absent in-process.
   */
  readonly killWorkerOf?: (node: NodeId) => void;
  dispose(): void;
}

export type RuntimeFactory = (init: RuntimeInit) => Promise<SimRuntime>;
