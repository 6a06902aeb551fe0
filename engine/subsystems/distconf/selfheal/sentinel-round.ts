/**
 * The Sentinel's rounds as plain data: each round probes every node; a node that answered before
 * the next round is a good sample, one that did not is a bad one (YDB's Sentinel polls CMS's view
 * of the nodes; here the probe is a message to the node). After a round, `NODE_HEALTH_VALUE`s of
 * all nodes go to distconf when some node's state changed (`SelfHealNodesStateUpdate`).
 */
import type { NodeId } from '../../../model/topology/types.ts';
import {
  initialNodeStatus,
  reportedValue,
  sample,
  type NodeHealth,
  type NodeStatus,
  type SentinelLimits,
} from '../../../model/selfheal/sentinel.ts';

export interface SentinelRounds {
  round: number;
  readonly statuses: Map<NodeId, NodeStatus>;
  /** Nodes that answered the current round's probe. */
  readonly answered: Set<NodeId>;
}

export function initialRounds(nodes: readonly NodeId[]): SentinelRounds {
  return { round: 0, statuses: new Map(nodes.map((n) => [n, initialNodeStatus()])), answered: new Set() };
}

/** Starts a round: the nodes to probe (all known ones) and the round number to tag probes with. */
export function beginRound(r: SentinelRounds): { round: number; probe: NodeId[] } {
  r.round++;
  r.answered.clear();
  return { round: r.round, probe: [...r.statuses.keys()] };
}

/** A probe answer; answers of an older round are late and ignored. */
export function answer(r: SentinelRounds, node: NodeId, round: number): void {
  if (round === r.round && r.statuses.has(node)) r.answered.add(node);
}

export interface RoundResult {
  /** Nodes whose state became GOOD or BAD in this round (`Compute()` true). */
  readonly changed: readonly { readonly node: NodeId; readonly health: NodeHealth }[];
  /** Nodes whose health differs from the round before (a superset of `changed`). */
  readonly moved: readonly {
    readonly node: NodeId;
    readonly health: NodeHealth;
    readonly trigger: boolean;
  }[];
  /** Every node's health after the round. */
  readonly health: ReadonlyMap<NodeId, NodeHealth>;
}

/** Ends the round: one sample per node. */
export function endRound(r: SentinelRounds, limits: SentinelLimits): RoundResult {
  const changed: { node: NodeId; health: NodeHealth }[] = [];
  const moved: { node: NodeId; health: NodeHealth; trigger: boolean }[] = [];
  const health = new Map<NodeId, NodeHealth>();
  for (const [node, st] of r.statuses) {
    const s = sample(st, r.answered.has(node), limits);
    r.statuses.set(node, s.state);
    health.set(node, s.state.health);
    if (s.changed) changed.push({ node, health: s.state.health });
    if (s.state.health !== st.health) moved.push({ node, health: s.state.health, trigger: s.changed });
  }
  return { changed, moved, health };
}

/** distconf's `SelfHealNodesState`: node → state value (PRETTY_GOOD sent as GOOD). */
export function nodesState(r: SentinelRounds): Map<NodeId, number> {
  return new Map([...r.statuses].map(([n, s]) => [n, reportedValue(s.health)]));
}
