/**
 * Bridge-mode invariants, from the trace alone:
 * - committed cluster-state generations go up by exactly one (`SwitchBridgeClusterState`,
 *   `UpdateClusterStateGeneration`) — the identical state committed again at the same generation is
 *   the same commit finished by another root — and every committed state has its primary SYNCHRONIZED;
 * - one committed state per generation: a node never applies a generation with another primary or
 *   other pile states than the root committed — two piles never both act PRIMARY for it.
 * Where tablets may serve is bridgeTablets.ts.
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
      return out;
    },
  };
};
