/** Reconfiguration targets the UI and the chaos harness propose. */
import type { RingGroup } from '../../model/config/types.ts';

/**
 * The group with each ring's replicas in reverse order: the same racks (so the same fault
 * tolerance) but new replica ActorIds, so the four steps really move data. Rings of one replica stay
 * as they are; distconf then needs an actor id offset, which the stepper picks.
 */
export function reversedGroup(g: RingGroup): RingGroup {
  return { ...g, writeOnly: false, rings: g.rings.map((r) => ({ replicas: [...r.replicas].reverse() })) };
}
