/**
 * Replica ActorIds of a ring group, as YDB builds them (ydb/core/base/statestorage.cpp
 * `BuildStateStorageInfoImpl`, `CopyStateStorageRingInfo`; see docs/model.md "Configuration of a subsystem"): the service name
 * depends on the subsystem prefix, the ring index, the replica index and `RingGroupActorIdOffset`,
 * and the ActorId also carries the node id — never the group's position in the config.
 *
 * The layout follows what engine/model/yamlconfig/export.ts writes: rings of one replica without
 * ring-specific selection become a flat `node:` list (byte7 = offset + index + 1), anything else
 * nested `ring: [{node: [...]}]` (byte7 = ring + 1, byte8 = offset + index + 1).
 */
import type { RingGroup, Subsystem } from '../config/types.ts';
import { replicaServiceIdBytes, type ServiceIdLayout } from '../hash/actorid.ts';
import { subsystemPrefix } from '../selection/service-name.ts';

function groupLayout(group: RingGroup): ServiceIdLayout {
  const flat = group.ringSpecificNodeSelection !== true && group.rings.every((r) => r.replicas.length === 1);
  return flat ? 'flat' : 'nested';
}

/** One string per replica (`<node>/<12 name bytes hex>`), equal exactly when the ActorIds are equal. */
function replicaActorIds(subsystem: Subsystem, group: RingGroup): string[] {
  const prefix = subsystemPrefix(subsystem);
  const layout = groupLayout(group);
  const actorIdOffset = group.actorIdOffset ?? 0;
  const out: string[] = [];
  group.rings.forEach((ring, ringIndex) => {
    ring.replicas.forEach((nodeId, index) => {
      // A flat list is one-replica rings whose index in the list is the replica index.
      const id =
        layout === 'flat'
          ? { prefix, ring: 0, index: ringIndex, nodeId, actorIdOffset, layout }
          : { prefix, ring: ringIndex, index, nodeId, actorIdOffset, layout };
      const hex = Array.from(replicaServiceIdBytes(id), (b) => b.toString(16).padStart(2, '0')).join('');
      out.push(`${nodeId}/${hex}`);
    });
  });
  return out;
}

/** First ActorId that appears twice across `groups`, or undefined. */
export function firstActorIdCollision(
  subsystem: Subsystem,
  groups: readonly RingGroup[],
): string | undefined {
  const seen = new Set<string>();
  for (const g of groups) {
    for (const id of replicaActorIds(subsystem, g)) {
      if (seen.has(id)) return id;
      seen.add(id);
    }
  }
  return undefined;
}

/**
 * `TRingGroup::SameConfiguration` (statestorage.cpp): `NToSelect`, `Rings` (per ring IsDisabled,
 * UseRingSpecificNodeSelection and the replica ActorIds) and `State` equal. WriteOnly is not
 * compared — that is what lets rules 6–7 flip the flag. The offset takes part through the ActorIds.
 */
export function sameConfiguration(subsystem: Subsystem, a: RingGroup, b: RingGroup): boolean {
  if (a.ntoSelect !== b.ntoSelect) return false;
  if ((a.state ?? 'PRIMARY') !== (b.state ?? 'PRIMARY')) return false;
  if (a.rings.length !== b.rings.length) return false;
  if ((a.ringSpecificNodeSelection ?? false) !== (b.ringSpecificNodeSelection ?? false)) return false;
  for (let i = 0; i < a.rings.length; i++) {
    const ra = a.rings[i];
    const rb = b.rings[i];
    if (ra?.replicas.length !== rb?.replicas.length) return false;
    if ((ra?.disabled ?? false) !== (rb?.disabled ?? false)) return false;
  }
  const ia = replicaActorIds(subsystem, a);
  const ib = replicaActorIds(subsystem, b);
  return ia.every((id, i) => id === ib[i]);
}
