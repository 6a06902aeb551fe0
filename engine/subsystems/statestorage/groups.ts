/**
 * Which replicas a tablet's operations talk to, per ring group, from the shared selection module
 * (YDB TStateStorageInfo::SelectReplicas, ydb/core/base/statestorage.cpp). Keep every selection
 * call in this file so the source of `selectReplicas` is swapped in one place.
 */
import { isContacted } from '../../model/quorum/quorum.ts';
import type { ActorId, World } from '../../kernel/actor.ts';
import { MAX_CACHED_SELECTIONS } from '../../limits.ts';
import { recordHash, replicaNameIn, selectReplicas } from '../../model/selection/index.ts';

export interface ReplicaGroup {
  readonly group: number;
  readonly writeOnly: boolean;
  /** PRIMARY groups supply leader data in multi-group replies (statestorage_proxy.cpp ProcessEvInfo). */
  readonly primary: boolean;
  readonly majority: number;
  /** Selected replicas in slot order (the slot is the request cookie). */
  readonly replicas: readonly ActorId[];
}

/**
 * 'request': groups a proxy request contacts (not NOT_SYNCHRONIZED / DISCONNECTED);
 * 'resolve': groups TEvResolveReplicas returns, used by guardians (all but DISCONNECTED).
 */
// Selections per configuration object (configs are immutable; a node that switches config gets a
// new object): requests, proxies and guardians of a tablet select the same groups over and over.
const cache = new WeakMap<object, Map<string, readonly ReplicaGroup[]>>();

export function tabletGroups(
  world: World,
  tabletId: string,
  mode: 'request' | 'resolve',
): readonly ReplicaGroup[] {
  const cfg = world.config.statestorage;
  let byKey = cache.get(cfg);
  if (byKey === undefined) cache.set(cfg, (byKey = new Map()));
  const key = mode === 'request' ? tabletId : `r${tabletId}`;
  let groups = byKey.get(key);
  if (groups === undefined) {
    if (byKey.size >= MAX_CACHED_SELECTIONS) byKey.clear();
    groups = Object.freeze(computeGroups(world, tabletId, mode));
    byKey.set(key, groups);
  }
  return groups;
}

function computeGroups(world: World, tabletId: string, mode: 'request' | 'resolve'): ReplicaGroup[] {
  const hash = recordHash({ kind: 'tablet', tabletId });
  const out: ReplicaGroup[] = [];
  for (const sel of selectReplicas(world.config.statestorage, 'statestorage', hash)) {
    // Resolve lists every group but DISCONNECTED ones; requests contact only isContacted() groups.
    if (sel.state === 'DISCONNECTED' || (mode === 'request' && !isContacted(sel.state))) continue;
    out.push({
      group: sel.group,
      writeOnly: sel.writeOnly,
      primary: sel.state === 'PRIMARY',
      majority: sel.majority,
      replicas: sel.replicas.map((r) => ({
        node: r.node,
        name: replicaNameIn(world.config.statestorage, r),
      })),
    });
  }
  return out;
}
