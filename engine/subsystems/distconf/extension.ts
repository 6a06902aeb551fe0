/**
 * The seams of distconf: what a feature built on it (bridge mode, SelfHeal) plugs in, as one typed
 * value per feature listed in ./registry.ts. Everything here is code registered at build time; the
 * actors' state stays plain data. Defaults (no extension) are in ./policy.ts.
 */
import type { ActorContext, ActorId, AnyBehaviour, World } from '../../kernel/actor.ts';
import type { KindSchema } from '../../kernel/commands.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';
import type { RootCommand } from './commands.ts';
import type { ReplicaHost } from './events.ts';
import type { InvokeResult } from './messages.ts';

/** What a root-side decision may read. */
export interface RootInput {
  /** The root's committed configuration and its version. */
  readonly config: ClusterConfig;
  readonly version: number;
  readonly world: World;
  readonly staticNodes: readonly NodeId[];
  /** Actors the extensions run on the root (./extension.ts rootServices), by service id. */
  readonly rootServices: ReadonlyMap<string, ActorId>;
  readonly ctx: ActorContext;
}

/** What the root does with a command: commit a new configuration, refuse it, or answer at once. */
export type RootDecision =
  | { readonly kind: 'propose'; readonly config: ClusterConfig }
  | {
      readonly kind: 'refuse';
      readonly subsystem: string | null;
      readonly reason: string;
      readonly replicaHost?: ReplicaHost;
    }
  | { readonly kind: 'answer'; readonly result: InvokeResult };

/** One row of the root command table (./table.ts): its schema and what the root does with it. */
export interface RootCommandEntry {
  readonly schema: KindSchema;
  run(input: RootInput, command: RootCommand): RootDecision;
}

export function defineRootCommand<C extends RootCommand>(
  schema: KindSchema & { parse(v: unknown): C },
  run: (input: RootInput, command: C) => RootDecision,
): RootCommandEntry {
  return { schema, run: (input, command) => run(input, command as C) };
}

/** Facts the root-election predicate sees on one static node. */
export interface RootQuery {
  readonly world: World;
  readonly self: NodeId;
  readonly staticNodes: readonly NodeId[];
  /** Static nodes this node heard from recently, itself included, ascending. */
  readonly seen: readonly NodeId[];
}

/** Facts the commit-quorum predicate sees for one proposal. */
export interface QuorumQuery {
  readonly world: World;
  /** The configuration being committed (already decorated). */
  readonly config: ClusterConfig;
  readonly staticNodes: readonly NodeId[];
  /** Static nodes that stored the proposal, the root included, ascending. */
  readonly acked: readonly NodeId[];
}

export interface DistconfExtension {
  readonly id: string;
  /** Behaviours of its actors (registered with the distconf descriptor). */
  readonly behaviours?: readonly AnyBehaviour[];
  /** Kinds of the trace events its actors emit. */
  readonly events?: readonly string[];
  /** Root commands it adds (e.g. `bridge.switch`); node commands routed to the `distconf` service. */
  readonly commands?: readonly RootCommandEntry[];
  /**
   * Actors started on a node when it becomes root and poisoned when it stops (YDB starts SelfHeal on
   * the root and `UnbecomeRoot` poisons it, distconf_fsm.cpp). Key = service id in RootInput.
   */
  readonly rootServices?: readonly { readonly id: string; readonly type: string; readonly args?: unknown }[];
  /** Must hold for a node to be root (ANDed over extensions; bridge: primary pile, GlobalQuorum). */
  rootEligible?(q: RootQuery): boolean;
  /** Config quorum for a proposal; undefined leaves it to the next extension or the default. */
  commitQuorum?(q: QuorumQuery): boolean | undefined;
  /**
   * Derives the configuration actually committed from the one a command produced (bridge: pile
   * states into ring groups, cluster-state generation). Applied in registry order.
   */
  decorate?(prev: ClusterConfig, next: ClusterConfig, world: World): ClusterConfig;
}
