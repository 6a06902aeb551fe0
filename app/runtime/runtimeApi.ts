/**
 * What the session needs from a live simulation, whatever hosts it (engine/kernel's in-process
 * Simulation, or the Web Worker host in workers/browser). An adapter per host implements this;
 * the session knows nothing else about the engine's runtime.
 */
import type {
  ClusterConfig,
  Checkpoint,
  Us,
  Command,
  TraceEvent,
  NodeId,
  Topology,
  ScenarioFile,
} from '../../engine/index.ts';
import type { WorkerPoolStats } from './workerStats.ts';

export interface RuntimeInit {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly seed: number;
  /** Latency overrides (engine/kernel/latency.ts); absent: the defaults, with jitter. */
  readonly latency?: ScenarioFile['latency'];
}

type HostKind = 'in-process' | 'workers';

/**
 * Where a run that starts in-process and hands over to the worker host stands (./handover.ts):
 * workers starting and replaying, handed over, stayed in-process because the traces differed, or
 * because the workers could not take over.
 */
export type HandoverPhase = 'pending' | 'done' | 'mismatch' | 'failed';

/**
 * Why a run without a handover is in-process (./pickRuntime.ts): the address asked for it
 * (`?host=inprocess`), the browser has no Web Workers, `?host=workers` could not start them, or the
 * workers fell behind the chosen speed and the run moved to the page's thread (./fallback.ts).
 */
export type InProcessWhy = 'forced' | 'unsupported' | 'workersFailed' | 'slow';

export interface SimRuntime {
  readonly host: HostKind;
  /** Web Workers running nodes (0 in-process). */
  readonly workerCount: number;
  /** Current virtual time. */
  nowUs(): Us;
  /** Schedules a command at `atUs` (default: now); throws when the engine refuses it. */
  command(cmd: Command, atUs?: Us): void;
  /**
   * Runs every event up to and including `untilUs`; returns the trace events of that window. The
   * runtime keeps none of them afterwards: whoever wants the trace folds these batches.
   */
  runUntil(untilUs: Us): Promise<readonly TraceEvent[]>;
  /** Smallest useful step of virtual time (the scheduler's lookahead window). */
  readonly stepUs: Us;
  /** A point of the run to come back to (engine and node state, plain data). */
  snapshot(): Promise<Checkpoint>;
  /**
   * Wall time (ms) spent since the last call finishing earlier snapshots after they returned (the
   * in-process host's copy-on-write clones, done in idle time); absent where a snapshot is whole.
   */
  deferredSnapshotMs?(): number;
  /** Back to a checkpoint taken earlier in this run; commands given after it must be given again. */
  restore(cp: Checkpoint): Promise<void>;
  /** Stable hash of the trace so far (engine Simulation.hash): equal runs give equal hashes on any host. */
  traceHash(): string;
  /** Trace events recorded so far. */
  eventCount(): number;
  /**
   * Test hook (workers only): kills the worker hosting `node` as a crash would; the simulation
   * reports the node as crashed at its next round. Absent in-process.
   */
  readonly killWorkerOf?: (node: NodeId) => void;
  /**
   * The worker pool's figures now (per worker: nodes, rounds, heap); null in-process, including a
   * run that has not been handed over to the workers yet. For a display polled about once a second.
   */
  workerStats(): Promise<WorkerPoolStats | null>;
  /** Set on an in-process runtime the page chose instead of the workers. */
  readonly inProcessWhy?: InProcessWhy;
  /** Set on a runtime that hands over to another host while it runs. */
  readonly handover?: HandoverPhase;
  /** Calls `listener` when `host`, `workerCount` or `handover` change (a handover runtime only). */
  onChange?(listener: () => void): void;
  /** Moves a run on workers to the faster in-process host (./fallback.ts); false when it stays. */
  fallBack?(): Promise<boolean>;
  dispose(): void;
}

export type RuntimeFactory = (init: RuntimeInit) => Promise<SimRuntime>;

export type RuntimeInfo =
  /** No live simulation: topology, selection and quorum math only. */
  | { readonly kind: 'static' }
  | { readonly kind: 'starting'; readonly host: HostKind }
  | {
      readonly kind: 'live';
      readonly host: HostKind;
      readonly workers: number;
      /** Set while (and after) the run moves from the in-process host to the workers. */
      readonly handover?: HandoverPhase;
      readonly inProcessWhy?: InProcessWhy;
    }
  | { readonly kind: 'error'; readonly message: string };

/** What the page shows of a live runtime. */
export function liveInfo(rt: SimRuntime): RuntimeInfo {
  const { handover, inProcessWhy } = rt;
  return {
    kind: 'live',
    host: rt.host,
    workers: rt.workerCount,
    ...(handover ? { handover } : {}),
    ...(inProcessWhy ? { inProcessWhy } : {}),
  };
}
