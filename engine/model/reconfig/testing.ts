/** Config builders shared by the reconfiguration and SelfHeal tests (not part of the public API). */
import type { ClusterConfig, RingGroup, SubsystemConfig } from '../config/types.ts';

/** A flat group: one replica per ring, on `nodes` in order. */
export function flat(nodes: readonly number[], ntoSelect: number, extra: Partial<RingGroup> = {}): RingGroup {
  return { ntoSelect, writeOnly: false, rings: nodes.map((n) => ({ replicas: [n] })), ...extra };
}

export function groups(...ringGroups: RingGroup[]): SubsystemConfig {
  return { ringGroups };
}

/** The same subsystem config for all three subsystems. */
export function cluster(
  ss: SubsystemConfig,
  board: SubsystemConfig = ss,
  sb: SubsystemConfig = ss,
): ClusterConfig {
  return { statestorage: ss, board, schemeboard: sb };
}
