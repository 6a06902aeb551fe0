/**
 * The actor contract every simulated process follows (replicas, proxies, tablets, publishers,
 * subscribers, SchemeShard, the per-node agent). Modelled on YDB's actor system, reduced to what the
 * simulator needs. An actor is a behaviour (code) plus plain state (data): state must be
 * structured-clonable (objects, arrays, Map, Set, bigint; no functions, no class instances) so a node
 * can be snapshotted, restored and moved between workers.
 *
 * The kernel knows messages only as `{ kind }`: each subsystem declares its own union, and a
 * behaviour declares the kinds of it that it handles (`inbox`, built with `defineActor`); `receive`
 * sees only those, and the kernel drops any other kind before it (see NodeCtx.deliver).
 *
 * Determinism: `receive` may only read its state, the envelope and the context. Randomness comes from
 * `ctx.random()` (seeded per node), time from `ctx.now` (virtual microseconds).
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { ActorId, Us } from './address.ts';

export { USER, type ActorId, type Us } from './address.ts';

/**
 * What the kernel knows of any message: its kind (subsystems prefix theirs, e.g. `ss.`, `board.`)
 * and fields it does not look at. Messages are declared as object types (`type X = { ... }`), which
 * fit the index signature; an `interface` would not.
 */
export interface KernelMessage {
  readonly kind: string;
  readonly [field: string]: unknown;
}

export interface Envelope<M extends KernelMessage = KernelMessage> {
  readonly from: ActorId;
  readonly to: ActorId;
  readonly msg: M;
  readonly sentAt: Us;
  readonly deliverAt: Us;
  /** Global sequence, assigned by the scheduler when it merges outputs; orders ties. */
  readonly seq: number;
}

export type TimerId = number;

/** Facts an actor may consult. `config` is its node's live configuration (see NodeState). */
export interface World {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  /** Version of `config` on this node (1 = the spec's); absent outside a node runtime. */
  readonly configVersion?: number;
  /** Run seed (for documentation / ids only; use ctx.random() for randomness). */
  readonly seed: number;
}

/** A trace event as an actor emits it; the runtime adds the time `t` and the `node`. */
export interface EventBody {
  readonly kind: string;
  readonly [field: string]: unknown;
}

export interface ActorContext {
  readonly self: ActorId;
  readonly now: Us;
  /** Counts restarts of this node; part of every spawned actor's name, so ids never repeat. */
  readonly incarnation: number;
  readonly world: World;
  send(to: ActorId, msg: KernelMessage): void;
  /** Delivers `msg` to self (from self) after `delayUs`; timers die with the actor. */
  schedule(delayUs: Us, msg: KernelMessage): TimerId;
  cancel(timer: TimerId): void;
  /** Starts a new actor on this node; returns its id. `args` is passed to its behaviour's init. */
  spawn(type: string, args: unknown): ActorId;
  /** Stops this actor: its timers are dropped and later messages to it are undelivered. */
  stop(): void;
  /** Seeded uniform [0, 1), from this node's generator. */
  random(): number;
  /** Ask to receive `sys.disconnected` when the interconnect session to `node` breaks. */
  watchNode(node: NodeId): void;
  unwatchNode(node: NodeId): void;
  /** Appends a trace event (time and node are filled in by the runtime). */
  emit(event: EventBody): void;
  /**
   * Switches this node to `config` (version `version`) now, as `config.apply` does: the node emits
   * `config.applied`, each subsystem's `onConfig` runs, and the node reboots with it later. Used by
   * the actor that delivers configurations to a node (YDB's NodeWarden).
   */
  applyConfig(config: ClusterConfig, version: number): void;
  /**
   * Holds interconnect between this node and `nodes` down (replacing the previous set): messages
   * both ways are dropped and a send finds the peer unreachable, as YDB's interconnect does for a
   * peer it does not allow (`AllowsConnection`). A newly refused peer's session breaks (both ends'
   * watchers hear `sys.disconnected`); a lifted one can connect again. A fault heal does not lift it;
   * the node's restart does (its process holds it).
   */
  refusePeers(nodes: readonly NodeId[]): void;
  /**
   * Keeps `value` under `key` on the node's disk (plain data): it survives the node's restart, as
   * what YDB persists in PDisk metadata does, and a restarted node's actors read it with `durable`.
   */
  storeDurable(key: string, value: unknown): void;
  /** The value stored under `key` (in this or an earlier incarnation), or undefined. */
  durable(key: string): unknown;
}

/**
 * Code of one actor type: `S` its state, `M` the messages it handles (timers to self and system
 * messages included), listed in `inbox`. A message of another kind is dropped by the kernel before
 * `receive`: counted per node and marked `unhandled` on its `msg.delivered` trace event.
 */
export interface Behaviour<S = unknown, M extends KernelMessage = KernelMessage> {
  readonly type: string;
  readonly inbox: readonly M['kind'][];
  init(ctx: ActorContext, args: unknown): S;
  /** Handles one message, mutating `state` in place. */
  receive(state: S, env: Envelope<M>, ctx: ActorContext): void;
}

/**
 * A behaviour as registries hold it, its state and message types erased: any `Behaviour<S, M>` is
 * assignable to it (receive is a method, so its parameters compare bivariantly). Sound because the
 * runtime only hands a behaviour the state its own `init` made and messages of its `inbox`.
 */
export type AnyBehaviour = Behaviour<unknown, KernelMessage>;

/** The members of union `U` whose kind is one of `K`. */
export type Narrow<U extends KernelMessage, K extends U['kind']> = Extract<U, { readonly kind: K }>;

/**
 * The messages of union `U` an actor receives when its inbox lists `Kinds`:
 *   const INBOX = ['ss.resolve', 'ss.info'] as const;
 *   export const resolver: Behaviour<State, InboxOf<StateStorageInbox, typeof INBOX>> = { inbox: INBOX, ... }
 */
export type InboxOf<U extends KernelMessage, Kinds extends readonly U['kind'][]> = Narrow<U, Kinds[number]>;

/**
 * Declares a behaviour over state `S` whose messages come from union `U` (a subsystem's inbox with
 * the system messages): `receive` sees `env.msg` narrowed to the kinds listed in `inbox`, so its
 * switch is exhaustive over those alone.
 *   defineActor<AgentState, StateStorageInbox>()({ type, inbox: ['cmd'], init, receive })
 */
export function defineActor<S, U extends KernelMessage>() {
  return <const K extends U['kind']>(b: {
    readonly type: string;
    readonly inbox: readonly K[];
    init(ctx: ActorContext, args: unknown): S;
    receive(state: S, env: Envelope<Narrow<U, K>>, ctx: ActorContext): void;
  }): Behaviour<S, Narrow<U, K>> => b;
}

/** One handler per message kind of union `U`, each seeing its message narrowed to that kind. */
export type KindHandlers<S, U extends KernelMessage> = {
  readonly [K in U['kind']]?: (state: S, msg: Narrow<U, K>, ctx: ActorContext, env: Envelope<U>) => void;
};

/**
 * Declares a behaviour from a table of handlers, one per message kind it takes: the table's keys are
 * its inbox and the kernel does the dispatch, so no actor writes the switch over kinds.
 *   actorByKind<State, BoardInbox>()('board.replica', init, { 'board.publish': (s, m, ctx, env) => ... })
 */
export function actorByKind<S, U extends KernelMessage>() {
  return <const H extends KindHandlers<S, U>>(
    type: string,
    init: (ctx: ActorContext, args: unknown) => S,
    handlers: H,
  ): Behaviour<S, Narrow<U, keyof H & U['kind']>> => {
    const table = handlers as unknown as Record<
      string,
      (s: S, m: KernelMessage, c: ActorContext, e: Envelope) => void
    >;
    return {
      type,
      inbox: Object.keys(handlers) as (keyof H & U['kind'])[],
      init,
      receive: (state, env, ctx) => table[env.msg.kind]!(state, env.msg, ctx, env),
    };
  };
}

const inboxSets = new WeakMap<AnyBehaviour, ReadonlySet<string>>();

/** Whether `b` declares `kind` in its inbox (what the kernel checks before each receive). */
export function handles(b: AnyBehaviour, kind: string): boolean {
  let set = inboxSets.get(b);
  if (set === undefined) inboxSets.set(b, (set = new Set(b.inbox)));
  return set.has(kind);
}
