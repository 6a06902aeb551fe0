/**
 * Bridge-mode data safety, from the trace alone: a blob acknowledged while every pair of the
 * dsproxy-proxy was SYNCHRONIZED survives the loss of either pile (bridge-mode docs: writes go
 * "synchronously to both groups"; ydb/core/blobstorage/dsproxy/bridge/bridge.cpp finishes a put only
 * when every connected pile's group answered OK). Judged twice:
 * - at the acknowledgement: each pile's static group stored it on a quorum of its VDisks
 *   (`CheckQuorumForGroup`), so losing the other pile leaves a group that can read it;
 * - at a read: a read through a proxy that finds no such blob in the primary group (after a quorum
 *   answered) lost an acknowledged write.
 */
import type { World } from '../kernel/actor.ts';
import { groupHasQuorum, staticGroups } from '../model/bridge/staticgroup.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

const synchronized = (mode: string): boolean =>
  mode.length > 0 && mode.split(' ').every((pair) => pair.endsWith(':SYNCHRONIZED'));

export const createBridgeDataChecker: CheckerFactory = (world: World): InvariantChecker => {
  const groups = staticGroups(world.topology);
  const acked = new Set<string>();
  return {
    name: 'bridge-acknowledged-blob-survives',
    observe(e) {
      if (e.kind === 'bridge.get' && !e.found && e.reason === undefined && acked.has(e.blob))
        return [`blob ${e.blob}, acknowledged while SYNCHRONIZED, not found in group ${e.group}`];
      if (e.kind !== 'bridge.put' || !e.ok || !e.blob || !synchronized(e.mode)) return [];
      acked.add(e.blob);
      const short = groups.filter((g) => {
        const held = new Set(e.holders?.[g.pile] ?? []);
        return !groupHasQuorum(g, (v) => held.has(v.node));
      });
      return short.map(
        (g) => `blob ${e.blob} acknowledged while SYNCHRONIZED without a quorum of group ${g.pile}'s VDisks`,
      );
    },
  };
};
