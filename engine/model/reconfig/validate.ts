/**
 * distconf `ReconfigStateStorage` (ydb/core/blobstorage/nodewarden/distconf_invoke_state_storage.cpp):
 * the checks a replacement of ring groups must pass, with YDB's own error texts. The texts YDB
 * follows with `old: <info> new: <info>` dumps end at the sentence here.
 *
 * Rules that our config model cannot violate are satisfied by construction:
 *  1. "Ring option is not allowed, use RingGroups" — configs hold `ringGroups` only;
 *  3. "Ring and Node are defined, use the one of them" — a ring group holds rings only;
 *  4. "too deep nested ring declaration", "RingGroupActorIdOffset should be used in ring group
 *     level, not ring" — rings hold node ids only and the offset lives on the group.
 *  8. YDB stores a one-group result back as the legacy `Ring`: a representation detail. The model
 *     keeps `ringGroups: [g]` and engine/model/yamlconfig/export.ts writes such a subsystem as
 *     `ring:` (when the group is readable and has no pile), which is what YDB's config shows.
 */
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type Subsystem,
  type SubsystemConfig,
} from '../config/types.ts';
import { firstActorIdCollision, sameConfiguration } from './actor-ids.ts';
import { ydbSubsystemName } from './names.ts';

export type ConfigPatch = Partial<Record<Subsystem, SubsystemConfig>>;

export type ReplaceResult =
  | { readonly ok: true; readonly config: ClusterConfig }
  | { readonly ok: false; readonly subsystem: Subsystem | null; readonly reason: string };

/** Why `next` may not replace `prev` for `subsystem`, or undefined when it may. */
function replaceProblem(
  subsystem: Subsystem,
  prev: SubsystemConfig,
  next: SubsystemConfig,
): string | undefined {
  const name = ydbSubsystemName(subsystem);
  const groups = next.ringGroups;
  const first = groups[0];
  if (first === undefined) return `New ${name} configuration RingGroups is not filled in`;
  if (first.writeOnly) return `New ${name} configuration first RingGroup is writeOnly`;
  for (const g of groups) {
    const items = g.rings.length;
    if (!Number.isInteger(g.ntoSelect) || items < 1 || g.ntoSelect < 1 || g.ntoSelect > items)
      return `${name} invalid ring group selection`;
    if (g.rings.some((r) => r.replicas.length < 1)) return `${name} empty ring`;
  }
  if (firstActorIdCollision(subsystem, groups) !== undefined)
    return `${name} replicas ActorId intersection, specify RingGroupActorIdOffset if you run multiple replicas on one node`;
  // Rule 6: a group can only be introduced as WriteOnly.
  for (const g of groups) {
    if (g.writeOnly) continue;
    if (!prev.ringGroups.some((old) => sameConfiguration(subsystem, g, old)))
      return 'New introduced ring group should be WriteOnly';
  }
  // Rule 7: a group can only be deleted after it was WriteOnly.
  for (const old of prev.ringGroups) {
    if (old.writeOnly) continue;
    if (!groups.some((g) => sameConfiguration(subsystem, old, g)))
      return 'Can not delete not WriteOnly ring group. Make it WriteOnly before deletion';
  }
  return undefined;
}

/** Apply `patch` to `current` as distconf would; absent subsystems keep their config. */
export function validateReplace(current: ClusterConfig, patch: ConfigPatch): ReplaceResult {
  const present = RING_SUBSYSTEMS.filter((s) => patch[s] !== undefined);
  if (present.length === 0) return { ok: false, subsystem: null, reason: 'New configuration is not defined' };
  let config: ClusterConfig = current;
  for (const s of present) {
    const next = patch[s];
    if (next === undefined) continue;
    const reason = replaceProblem(s, current[s], next);
    if (reason !== undefined) return { ok: false, subsystem: s, reason };
    config = { ...config, [s]: next };
  }
  return { ok: true, config };
}
