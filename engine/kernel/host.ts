/**
 * The Host interface the scheduler drives: where node states live and steps run (in-process,
 * Web Workers, worker_threads). Every call may answer synchronously (the in-process fast path: no
 * promise per window) or with a Promise (workers). One request per scheduler round: kills first,
 * then boots, then the window's steps (which carry configuration changes); outputs come back in
 * any order (the scheduler sorts them).
 */
import type { NodeId } from '../model/topology/types.ts';
import type { AnyBehaviour, World } from './actor.ts';
import type { LatencyOptions } from './latency.ts';
import type { NodeBootSpec, NodeState, NodeStepInput, NodeStepOutput, ServiceSpec } from './nodestate.ts';
import type { SpanRequest, SpanResult } from './span.ts';
import type { KernelSubsystem } from './subsystem.ts';

export interface HostSetup {
  readonly world: World;
  readonly nodes: readonly NodeId[];
  readonly traceFull: boolean;
  readonly extraServices: readonly ServiceSpec[];
  /**
   * Subsystems booted on every node, in order. Code cannot be posted to a worker: worker hosts pass
   * their ids and look them up inside the worker (and always register the test behaviours).
   */
  readonly subsystems: readonly KernelSubsystem[];
  /** In-process hosts only. */
  readonly extraBehaviours?: readonly AnyBehaviour[];
  /** The run's link latencies (a host running spans times its partitions' sends itself). */
  readonly latency?: Partial<LatencyOptions>;
}

export interface HostRequest {
  readonly kill: readonly NodeId[];
  readonly boot: readonly NodeBootSpec[];
  readonly steps: readonly NodeStepInput[];
  /** Several windows at once (only to a host with `partitions`; then kill, boot and steps are empty). */
  readonly span?: SpanRequest;
}

export interface HostResponse {
  /** One output per booted and per stepped node (a node both booted and stepped gives two, boot first). */
  readonly outputs: readonly NodeStepOutput[];
  /** One result per partition a span request was run on (span.ts). */
  readonly spans?: readonly SpanResult[];
}

export type MaybePromise<T> = T | Promise<T>;

export interface Host {
  readonly kind: 'inprocess' | 'threads' | 'browser';
  /** Workers (or threads) in use; 0 in-process. */
  readonly workerCount: number;
  /**
   * Set (after init) by a host that runs each partition of nodes apart and can take several
   * windows per call (span.ts): the partition of every node. Absent: one window per call.
   */
  readonly partitions?: ReadonlyMap<NodeId, number> | null;
  init(setup: HostSetup): MaybePromise<void>;
  call(req: HostRequest): MaybePromise<HostResponse>;
  /** States of all live nodes (structured clones, independent of the host's copies). */
  snapshot(): MaybePromise<NodeState[]>;
  /** Replaces every node state with `states` (nodes not listed are gone). */
  restore(states: readonly NodeState[]): MaybePromise<void>;
  dispose(): MaybePromise<void>;
}

export function isPromise<T>(x: MaybePromise<T>): x is Promise<T> {
  return typeof (x as { then?: unknown } | null)?.then === 'function';
}
