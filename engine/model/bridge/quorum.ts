/**
 * Config quorum per cluster state (distconf_quorum.cpp): the mandatory piles are those whose state
 * `RequiresConfigQuorum`; each must have node quorum. The code, not the docs: PRIMARY/NS1 needs the
 * primary pile alone (docs say both). Root election (`GlobalQuorum`, distconf_fsm.cpp): only a node
 * of the primary pile that sees quorum in every mandatory pile.
 */
import type { NodeId, Topology } from '../topology/types.ts';
import { PILE_STATE_TRAITS, type ClusterState } from './state.ts';

/** Pile indices whose quorum a config commit under this state needs (`mindPrev=false`: new state only). */
export function mandatoryPiles(state: ClusterState): number[] {
  const out: number[] = [];
  state.perPile.forEach((s, i) => {
    if (PILE_STATE_TRAITS[s].requiresConfigQuorum) out.push(i);
  });
  return out;
}

/**
 * `HasNodeQuorum`: a strict majority of the pile's datacenters each have a strict majority of their
 * nodes answering. A pile with no datacenters has no quorum.
 */
export function pileHasNodeQuorum(
  topology: Topology,
  pileId: string,
  isUp: (node: NodeId) => boolean,
): boolean {
  const realms = topology.realms.filter((r) => r.pile === pileId);
  if (realms.length === 0) return false;
  let okRealms = 0;
  for (const realm of realms) {
    const nodes = topology.nodes.filter((n) => n.realm === realm.id);
    const up = nodes.filter((n) => isUp(n.id)).length;
    if (nodes.length > 0 && up * 2 > nodes.length) okRealms++;
  }
  return okRealms * 2 > realms.length;
}

/** Node quorum per pile index, in the topology's pile order. */
export function nodeQuorumByPile(topology: Topology, isUp: (node: NodeId) => boolean): boolean[] {
  return topology.piles.map((p) => pileHasNodeQuorum(topology, p.id, isUp));
}

/** Whether a config under `state` can be committed with these piles having node quorum. */
export function hasConfigQuorum(state: ClusterState, pileHasQuorum: (pile: number) => boolean): boolean {
  return mandatoryPiles(state).every(pileHasQuorum);
}

/**
 * A node does not persist a proposed config when its pile is not mandatory in it ("won't persist
 * proposed config when this node is not part of the quorum", distconf propose handler).
 */
export function persistsProposedConfig(proposed: ClusterState, nodePile: number): boolean {
  const s = proposed.perPile[nodePile];
  return s !== undefined && PILE_STATE_TRAITS[s].requiresConfigQuorum;
}

/** B12: only a primary-pile node with global quorum may become distconf root. */
export function rootEligible(
  state: ClusterState,
  nodePile: number,
  pileHasQuorum: (pile: number) => boolean,
): boolean {
  return nodePile === state.primary && hasConfigQuorum(state, pileHasQuorum);
}
