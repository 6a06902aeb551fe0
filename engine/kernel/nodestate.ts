/**
 * Plain-data shapes of the node runtime (everything here is structured-clonable) and the step
 * input/output that crosses the host boundary (in-process call or worker message).
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId, Envelope, KernelMessage, TimerId, Us } from './actor.ts';
import type { RngState } from './rng.ts';
import type { EventBase } from './trace.ts';

/** Pseudo-actor name the scheduler addresses interconnect notifications to (fan-out to watchers). */
export const WATCHERS = '$watchers';
/**
 * Pseudo-actor that "sends" `sys.disconnected` on behalf of a broken interconnect session. A message
 * an actor sends to `{ node: peer, name: INTERCONNECT }` is never delivered: it tears the session
 * between its node and `peer` down (YDB: TEvInterconnect::TEvDisconnect to the peer's interconnect
 * proxy), and both ends' watchers hear `sys.disconnected`.
 */
export const INTERCONNECT = 'interconnect';

export interface ActorRecord {
  readonly type: string;
  readonly self: ActorId;
  state: unknown;
}

export interface TimerEntry {
  readonly at: Us;
  readonly id: TimerId;
  readonly actor: string;
  readonly msg: KernelMessage;
  readonly sentAt: Us;
}

/** A configuration and its version number (1 = the spec's, at start). */
export interface ConfigVersion {
  readonly version: number;
  readonly config: ClusterConfig;
  /** What the node's actors keep on disk beside it (ctx.storeDurable); absent: nothing. */
  readonly disk?: DurableRecords;
}

/**
 * Records a node keeps on disk beside its config, by key (a service's name), like YDB's PDisk
 * metadata record beside the committed config. Plain data; a restarted node boots with them.
 */
type DurableRecords = Readonly<Record<string, unknown>>;

/** A configuration a node switches to at virtual time `at` (from `config.apply`). */
export interface ConfigChange extends ConfigVersion {
  readonly at: Us;
}

export interface NodeState {
  readonly node: NodeId;
  readonly incarnation: number;
  now: Us;
  readonly rng: RngState;
  /** The configuration this node's actors use (ctx.world.config) and its version. */
  config: ClusterConfig;
  configVersion: number;
  /** The node's durable records (ctx.storeDurable), kept across its restarts. */
  disk: DurableRecords;
  readonly actors: Map<string, ActorRecord>;
  spawnCounter: number;
  /** Heap by (at, id); cancelled timers stay until popped (lazy deletion via `liveTimers`). */
  readonly timers: TimerEntry[];
  /** Live timer id → the actor it belongs to (stopping an actor cancels its own). */
  readonly liveTimers: Map<TimerId, string>;
  timerCounter: number;
  /** Events this incarnation has traced so far: the key of its next one (tracehash.ts). */
  traced: number;
  /** Watched node → names of actors watching it, in watch order (the delivery order). */
  readonly watchers: Map<NodeId, string[]>;
}

/** An envelope as the runtime builds it: the scheduler fills `deliverAt` and `seq` when routing. */
export interface OutEnvelope {
  readonly from: ActorId;
  readonly to: ActorId;
  readonly msg: KernelMessage;
  readonly sentAt: Us;
  deliverAt: Us;
  seq: number;
}

export interface NodeStepInput {
  readonly node: NodeId;
  /** Sorted by (deliverAt, seq), all with deliverAt < until. */
  readonly deliveries: readonly Envelope[];
  /** Window end (exclusive): timers due before it fire in this step. */
  readonly until: Us;
  /** Configuration changes, sorted by time; each applies before deliveries and timers at its time. */
  readonly configs?: readonly ConfigChange[];
  /** When given, each timer fired is appended here by its due time (a span's window replay, span.ts). */
  readonly fired?: number[];
}

export interface NodeStepOutput {
  readonly node: NodeId;
  /** Sends in the order they were made. */
  readonly outbox: OutEnvelope[];
  /** The node's trace events of this step, or null when recording hash-only. */
  readonly events: EventBase[] | null;
  /** Hash of this step's events (see tracehash.foldBlock) and their count. */
  readonly hashA: number;
  readonly hashB: number;
  readonly eventCount: number;
  /** Earliest live timer (µs), Infinity when none. */
  readonly nextTimerAt: Us;
  /** Set when an actor threw: the node crashed and its state must be discarded. */
  readonly crashed: string | null;
  /** When it crashed (the failing handler's time); absent: the window's start (a worker died). */
  readonly crashedAt?: Us;
  /** The last configuration an actor applied in this step (ctx.applyConfig); the node reboots with it. */
  readonly config?: ConfigVersion;
  /** The peers an actor last set this node to refuse in this step (ctx.refusePeers). */
  readonly refuse?: readonly NodeId[];
  /** Messages and timers dropped in this step because their actor does not handle the kind. */
  readonly unhandled?: number;
}

/** What a host needs to (re)boot a node. */
export interface NodeBootSpec {
  readonly node: NodeId;
  readonly incarnation: number;
  readonly seed: number;
  /** Virtual time of the boot (µs). */
  readonly at: Us;
  /** The last configuration the node applied; absent: the spec's (version 1). */
  readonly config?: ConfigVersion;
}

/** A service started on boot after the subsystems' (test actors, demos). Plain data. */
export interface ServiceSpec {
  /** Node id, or 'all' for every node. */
  readonly node: NodeId | 'all';
  readonly type: string;
  readonly name: string;
  readonly args?: unknown;
}
