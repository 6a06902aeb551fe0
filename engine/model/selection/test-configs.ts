/** Small config builders shared by the selection tests (not part of the public API). */
import type { RingGroup, SubsystemConfig } from '../config/types.ts';

/** `rings` rings of `perRing` replicas; node ids numbered from `firstNode` in ring order. */
export function ringGroup(
  rings: number,
  ntoSelect: number,
  perRing = 1,
  extra: Partial<RingGroup> = {},
  firstNode = 1,
): RingGroup {
  return {
    ntoSelect,
    writeOnly: false,
    rings: Array.from({ length: rings }, (_, r) => ({
      replicas: Array.from({ length: perRing }, (_, j) => firstNode + r * perRing + j),
    })),
    ...extra,
  };
}

export function oneGroup(group: RingGroup): SubsystemConfig {
  return { ringGroups: [group] };
}
