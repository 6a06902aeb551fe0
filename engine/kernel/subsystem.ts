/**
 * How a subsystem plugs into the runtime, as the kernel sees it. The kernel receives a list of these
 * (SimulationOptions.subsystems) and never imports one: engine/subsystems/<name>/module.ts declare
 * them (with more fields for views and checkers) and engine/subsystems/index.ts lists them.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId, AnyBehaviour, EventBody, KernelMessage, Us, World } from './actor.ts';
import type { KindSchema } from './commands.ts';

/** What a subsystem may do when a node boots or its configuration changes. */
export interface NodeBoot {
  readonly node: NodeId;
  readonly incarnation: number;
  /** The node's world; `config` is the configuration the node runs with. */
  readonly world: World;
  /** The configuration the run started with (version 1): what the cluster was deployed with. */
  readonly initialConfig: ClusterConfig;
  /** Starts an actor under a well-known service name on this node (e.g. `ssr:0:3:1`, `ss-proxy`). */
  spawnService(type: string, name: string, args: unknown): void;
  /** Whether a service of that name runs on this node. */
  hasService(name: string): boolean;
  /** Stops a local actor at once (YDB's poison of a service): its state and timers are gone. */
  stopService(name: string): void;
  /** Sends `msg` to `to` from the node's current actor (or from the node itself on a kernel `config.apply`). */
  send(to: ActorId, msg: KernelMessage): void;
  /** Local actors running behaviour `type`, in start order (a proxy's subscribers, say). */
  actorsOfType(type: string): ActorId[];
  /** Appends a trace event on this node. */
  emit(event: EventBody): void;
}

/**
 * A service outside the cluster's nodes (at a node-0 address, like USER) that the scheduler runs
 * itself: a request sent to `address` is answered from `state`, in routing order, `latencyUs` after
 * it was sent, and the answer takes `latencyUs` back. Its state is plain data kept in checkpoints;
 * no node fault touches it (BlobStorage's durable log is one).
 */
export interface ExternalService<S = unknown, M extends KernelMessage = KernelMessage> {
  readonly address: ActorId;
  /** One-way latency between any node and the service (µs). */
  readonly latencyUs: Us;
  init(): S;
  /** Applies one request to `state` (in place) and returns the reply, or null for none. */
  reply(state: S, msg: M): KernelMessage | null;
}

export interface KernelSubsystem {
  /** Unique id; worker hosts look the subsystem up by it (code cannot be posted to a worker). */
  readonly id: string;
  /** Every behaviour this subsystem's actors use (types must be unique across subsystems). */
  readonly behaviours: readonly AnyBehaviour[];
  /** Its node commands (one schema per kind) and the service on every node that receives them. */
  readonly commands?: { readonly schemas: readonly KindSchema[]; readonly service: string };
  /** Starts this subsystem's actors on a (re)booted node: replicas placed there, proxy, command service. */
  bootstrap?(boot: NodeBoot): void;
  readonly service?: ExternalService;
  /**
   * Whether its actors may call ctx.refusePeers in this world. A refusal is timed at the start of
   * the window it is merged in, so such runs are stepped one window per call (spans.ts).
   */
  mayRefusePeers?(world: World): boolean;
  /** Reacts on a node to its configuration changing from `prev` to `next` (boot.world has `next`). */
  onConfig?(boot: NodeBoot, prev: ClusterConfig, next: ClusterConfig): void;
}
