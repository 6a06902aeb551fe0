/**
 * Bridge mode: no tablet serves outside the PRIMARY or the PROMOTED pile. A `tablet.served` (a leader
 * acknowledged a write after committing it) and a `schema.committed` (a SchemeShard published a committed
 * schema change) are judged against the cluster state its node applied (bridge fold `appliedByNode`; the
 * first pile is primary before any state is applied). Tablets start only in those piles (bridge-mode docs,
 * "other tablets"; statestorage/bridge-boot.ts).
 */
import type { World } from '../kernel/actor.ts';
import { bridgeFold } from '../folds/bridge.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

export const createBridgeTabletChecker: CheckerFactory = (world: World): InvariantChecker => {
  const pileOf = new Map(world.topology.nodes.map((n) => [n.id, n.pile]));
  const first = world.topology.piles[0]?.id;
  const s = bridgeFold.init(world);
  return {
    name: 'bridge-tablet-pile',
    observe(e) {
      bridgeFold.step(s, e);
      if ((e.kind !== 'tablet.served' && e.kind !== 'schema.committed') || first === undefined) return [];
      const pile = pileOf.get(e.node);
      if (pile === undefined) return [];
      const a = s.appliedByNode.get(e.node);
      const primary = a?.primary ?? first;
      const promoted = a?.promoted ?? first;
      if (pile === primary || pile === promoted) return [];
      const what =
        e.kind === 'tablet.served'
          ? `tablet ${e.tabletId} (generation ${e.generation}) served a write`
          : `SchemeShard (generation ${e.generation}) committed ${e.path} v${e.version}`;
      return [
        `${what} on n${e.node} in pile ${pile}, which is neither PRIMARY (${primary}) nor PROMOTED ` +
          `(${promoted}) in the cluster state (generation ${a?.generation ?? 0}) that node applied`,
      ];
    },
  };
};
