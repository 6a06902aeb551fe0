/**
 * distconf `AdjustRingGroupActorIdOffsetInRecommendedStateStorageConfig` (invoke_ss): a new group
 * is introduced next to the current ones, so none of its replica ActorIds may equal one of the
 * current config's. YDB tries the target as generated (offset 0), then sets offsets 1, 2, … on the
 * new groups until nothing collides, and gives up past `MAX_RING_GROUP_ACTOR_ID_OFFSET`.
 */
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type RingGroup,
  type Subsystem,
  type SubsystemConfig,
} from '../config/types.ts';
import { firstActorIdCollision } from './actor-ids.ts';
import { ydbSubsystemName } from './names.ts';

/**
 * Highest `RingGroupActorIdOffset` the adjustment tries. YDB's loop checks `actorIdOffset > 16`
 * before incrementing, so as read it also tests 17 before failing; we stop at 16.
 */
export const MAX_RING_GROUP_ACTOR_ID_OFFSET = 16;

export type OffsetResult = { ok: true; offset: number } | { ok: false; reason: string };

function withOffset(g: RingGroup, offset: number): RingGroup {
  return { ...g, actorIdOffset: offset };
}

/** Do the new group(s) (bridge: one per pile) at `offset` collide with each other or `current`? */
function offsetFits(
  subsystem: Subsystem,
  current: SubsystemConfig,
  target: RingGroup | readonly RingGroup[],
  offset: number,
): boolean {
  const added = (Array.isArray(target) ? target : [target]) as readonly RingGroup[];
  const groups = [...current.ringGroups, ...added.map((g) => withOffset(g, offset))];
  return firstActorIdCollision(subsystem, groups) === undefined;
}

/** YDB's per-subsystem adjustment: 0 when the target fits as is, else the first fitting 1..16. */
export function adjustActorIdOffset(
  subsystem: Subsystem,
  current: SubsystemConfig,
  target: RingGroup | readonly RingGroup[],
): OffsetResult {
  for (let offset = 0; offset <= MAX_RING_GROUP_ACTOR_ID_OFFSET; offset++) {
    if (offsetFits(subsystem, current, target, offset)) return { ok: true, offset };
  }
  return { ok: false, reason: `${ydbSubsystemName(subsystem)} can not adjust RingGroupActorIdOffset` };
}

/**
 * The offset (0 or 1..16) the target groups need so no replica ActorId collides with `current`;
 * one offset for all given subsystems (the smallest that fits each of them). YDB adjusts each
 * subsystem on its own; prefixes differ, so subsystems never collide with each other, and a
 * common offset keeps the four step configs easy to read. An error names the first subsystem
 * that cannot fit.
 */
export function chooseActorIdOffset(
  current: ClusterConfig,
  targets: Partial<Record<Subsystem, RingGroup>>,
): OffsetResult {
  const present = RING_SUBSYSTEMS.filter((s) => targets[s] !== undefined);
  for (let offset = 0; offset <= MAX_RING_GROUP_ACTOR_ID_OFFSET; offset++) {
    if (present.every((s) => offsetFits(s, current[s], targets[s] as RingGroup, offset)))
      return { ok: true, offset };
  }
  for (const s of present) {
    const own = adjustActorIdOffset(s, current[s], targets[s] as RingGroup);
    if (!own.ok) return own;
  }
  const names = present.map(ydbSubsystemName).join(', ');
  return { ok: false, reason: `${names} can not adjust RingGroupActorIdOffset` };
}
