/**
 * Bridge-mode invariants, from the trace alone:
 * - committed cluster-state generations go up by exactly one (`SwitchBridgeClusterState`,
 *   `UpdateClusterStateGeneration`) — the identical state committed again at the same generation is
 *   the same commit finished by another root — and every committed state has its primary SYNCHRONIZED;
 * - one committed state per generation: a node never applies a generation with another primary or
 *   other pile states than the root committed — two piles never both act PRIMARY for it;
 * - no tablet leader serves from a pile that is neither primary nor promoted in the state its node
 *   applied (tablets run only in the PRIMARY or PROMOTED pile, docs contributor/bridge.md).
 */
import type { World } from '../kernel/actor.ts';
import type { ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import { bridgeApplyOf, bridgeCommitOf, bridgeFold } from '../folds/bridge.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

const key = (s: ClusterStateView) => `${s.perPile.join(',')} primary ${s.primary} promoted ${s.promoted}`;

/**
 * Each event is judged against the bridge fold's state before the event (engine/folds/bridge.ts,
 * the one reader of the bridge events), then folded in.
 */
export const createBridgeChecker: CheckerFactory = (world: World): InvariantChecker => {
  const pileOf = new Map(world.topology.nodes.map((n) => [n.id, n.pile]));
  const first = world.topology.piles[0]?.id;
  const s = bridgeFold.init(world);
  const committedKey = (generation: number) => {
    const c = s.committedAt.get(generation);
    return c && key(c);
  };

  const judgeCommit = (e: ClusterStateView): string[] => {
    // A second root finishing the same proposal commits the identical state again (distconf's
    // new root completes a persisted ProposedStorageConfig): the same commit, not a new one.
    if (e.generation === s.topGeneration && committedKey(e.generation) === key(e)) return [];
    const out: string[] = [];
    if (e.generation !== s.topGeneration + 1)
      out.push(`cluster state generation ${e.generation} committed after ${s.topGeneration} (must be +1)`);
    const primaryIndex = world.topology.piles.findIndex((p) => p.id === e.primary);
    if (e.perPile[primaryIndex] !== 'SYNCHRONIZED')
      out.push(
        `generation ${e.generation}: primary pile ${e.primary} is ${e.perPile[primaryIndex] ?? 'unknown'}`,
      );
    return out;
  };

  const judgeApply = (node: number, e: ClusterStateView): string[] => {
    const c = committedKey(e.generation);
    if (c === undefined)
      return [`node ${node} applied cluster state generation ${e.generation}, which was never committed`];
    return c === key(e)
      ? []
      : [`node ${node} applied generation ${e.generation} as ${key(e)}, committed as ${c}`];
  };

  return {
    name: 'bridge-cluster-state',
    observe(e) {
      const commit = bridgeCommitOf(e);
      const apply = bridgeApplyOf(e);
      const out = commit ? judgeCommit(commit) : apply ? judgeApply(apply.node, apply.state) : [];
      bridgeFold.step(s, e);
      if (e.kind !== 'tablet.served') return out;
      const pile = pileOf.get(e.node);
      if (pile === undefined || first === undefined) return out;
      const a = s.appliedByNode.get(e.node) ?? { primary: first, promoted: first };
      return pile === a.primary || pile === a.promoted
        ? out
        : [
            `tablet ${e.tabletId} served from node ${e.node} in pile ${pile}, which is not PRIMARY (${a.primary})`,
          ];
    },
  };
};
