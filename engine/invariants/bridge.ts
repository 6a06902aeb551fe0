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
import type { Stamped } from '../kernel/trace.ts';
import type { NodeId } from '../model/topology/types.ts';
import type { BridgeEvent, ClusterStateView } from '../subsystems/distconf/bridge/events.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

const key = (s: ClusterStateView) => `${s.perPile.join(',')} primary ${s.primary} promoted ${s.promoted}`;

export const createBridgeChecker: CheckerFactory = (world: World): InvariantChecker => {
  const pileOf = new Map<NodeId, string | undefined>(world.topology.nodes.map((n) => [n.id, n.pile]));
  const first = world.topology.piles[0]?.id;
  let generation = 0;
  const committed = new Map<number, string>();
  /** Node → the primary and promoted piles of the state it applied. */
  const acting = new Map<NodeId, { primary: string; promoted: string }>();
  return {
    name: 'bridge-cluster-state',
    observe(ev) {
      const e = ev as unknown as Stamped<BridgeEvent> | typeof ev;
      switch (e.kind) {
        case 'bridge.committed': {
          // A second root finishing the same proposal commits the identical state again (distconf's
          // new root completes a persisted ProposedStorageConfig): the same commit, not a new one.
          if (e.generation === generation && committed.get(e.generation) === key(e)) return [];
          const out: string[] = [];
          if (e.generation !== generation + 1)
            out.push(`cluster state generation ${e.generation} committed after ${generation} (must be +1)`);
          const primaryIndex = world.topology.piles.findIndex((p) => p.id === e.primary);
          if (e.perPile[primaryIndex] !== 'SYNCHRONIZED')
            out.push(
              `generation ${e.generation}: primary pile ${e.primary} is ${e.perPile[primaryIndex] ?? 'unknown'}`,
            );
          generation = Math.max(generation, e.generation);
          committed.set(e.generation, key(e));
          return out;
        }
        case 'bridge.applied': {
          acting.set(e.node, { primary: e.primary, promoted: e.promoted });
          const c = committed.get(e.generation);
          if (c === undefined)
            return [
              `node ${e.node} applied cluster state generation ${e.generation}, which was never committed`,
            ];
          return c === key(e)
            ? []
            : [`node ${e.node} applied generation ${e.generation} as ${key(e)}, committed as ${c}`];
        }
        case 'tablet.served': {
          const pile = pileOf.get(e.node);
          if (pile === undefined || first === undefined) return [];
          const a = acting.get(e.node) ?? { primary: first, promoted: first };
          return pile === a.primary || pile === a.promoted
            ? []
            : [
                `tablet ${e.tabletId} served from node ${e.node} in pile ${pile}, which is not PRIMARY (${a.primary})`,
              ];
        }
        default:
          return [];
      }
    },
  };
};
