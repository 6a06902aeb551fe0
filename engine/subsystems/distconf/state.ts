/** Plain-data state of one node's distconf actor (structured-clonable: Maps, arrays, numbers). */
import type { ActorId, TimerId, Us, World } from '../../kernel/actor.ts';
import type { ClusterConfig, RingGroup, Subsystem } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';
import type { RootCommand } from './commands.ts';

export interface Invoke {
  readonly op: RootCommand;
  readonly replyTo: ActorId;
  readonly cookie: number;
  readonly hops: number;
}

interface Proposal {
  readonly version: number;
  readonly config: ClusterConfig;
  readonly invoke: Invoke;
  /** Static nodes that stored it, the root included, ascending. */
  acks: NodeId[];
  readonly timer: TimerId;
}

/** The four-step reconfiguration run from this node (an operator's procedure). */
interface Stepper {
  /** The configuration the procedure started from; every step is computed from it (steps.ts). */
  readonly base: ClusterConfig;
  readonly targets: Partial<Record<Subsystem, RingGroup>>;
  /** Last committed step, 0..4. */
  step: number;
  /** Automatic pause between steps, null: manual (`reconfig.next`). */
  readonly pauseUs: Us | null;
  /** When the next automatic step is due, null when none is scheduled. */
  dueAt: Us | null;
  timer: TimerId | null;
  /** Step being committed and the invoke cookie carrying it. */
  inFlight: { readonly step: number; readonly cookie: number } | null;
}

export interface DistconfState {
  readonly self: NodeId;
  /** Static nodes: those hosting replicas in the configuration the cluster was deployed with. */
  readonly staticNodes: readonly NodeId[];
  readonly isStatic: boolean;
  /** Passive until the first distconf message or command (then static nodes exchange heartbeats). */
  active: boolean;
  /** The configuration this static node stores (committed, or accepted from a proposal). */
  stored: { version: number; config: ClusterConfig };
  /** Lowest version a new proposal may use (past failed proposals some nodes may have stored). */
  versionFloor: number;
  readonly lastHeard: Map<NodeId, Us>;
  readonly peerVersion: Map<NodeId, number>;
  root: boolean;
  proposal: Proposal | null;
  /** Invokes waiting on the root for the current proposal, or parked while no root is known. */
  readonly queue: Invoke[];
  readonly parked: Invoke[];
  /** Root only: node → the version its NodeWarden confirmed and when it was last sent the config. */
  readonly wardens: Map<NodeId, { version: number; sentAt: Us }>;
  /** Root only: actors the extensions run on the root, by id. */
  readonly rootServices: Map<string, ActorId>;
  /** Invokes this node started: cookie → the command kind and its timeout timer. */
  readonly pending: Map<number, { readonly command: string; readonly timer: TimerId }>;
  cookie: number;
  stepper: Stepper | null;
}

export function initialState(world: World, self: NodeId, staticNodes: readonly NodeId[]): DistconfState {
  return {
    self,
    staticNodes,
    isStatic: staticNodes.includes(self),
    active: false,
    stored: { version: world.configVersion ?? 1, config: world.config },
    versionFloor: 0,
    lastHeard: new Map(),
    peerVersion: new Map(),
    root: false,
    proposal: null,
    queue: [],
    parked: [],
    wardens: new Map(),
    rootServices: new Map(),
    pending: new Map(),
    cookie: 0,
    stepper: null,
  };
}

/** Static nodes seen recently, this one included, ascending. */
export function seenNodes(st: DistconfState, now: Us, windowUs: Us): NodeId[] {
  return st.staticNodes.filter(
    (n) => n === st.self || (st.lastHeard.has(n) && now - (st.lastHeard.get(n) as Us) <= windowUs),
  );
}
