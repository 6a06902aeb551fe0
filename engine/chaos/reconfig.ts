/**
 * The reconfiguration a chaos run may carry out while its faults happen: every subsystem moves to
 * a group with each ring's replicas in reverse order (new replica ActorIds on the same racks, so
 * the fault budget stays right), in distconf's four steps DEFAULT_STEP_PAUSE_US apart — longer
 * than any single fault episode, as YDB's pause is meant to outlast a node's lag.
 */
import type { ClusterConfig } from '../model/config/types.ts';
import type { Command } from '../subsystems/unions.ts';
import { DEFAULT_STEP_PAUSE_US } from '../subsystems/distconf/names.ts';
import { staticNodesOf } from '../subsystems/distconf/module.ts';
import { reversedGroup } from '../subsystems/distconf/targets.ts';

/** reconfig.start from the first static node, toward the reversed first StateStorage group. */
export function reconfigCommand(config: ClusterConfig): Command {
  const first = config.statestorage.ringGroups[0];
  if (!first) throw new Error('chaos reconfiguration: StateStorage has no ring group');
  return {
    kind: 'reconfig.start',
    node: staticNodesOf(config)[0] ?? 1,
    subsystem: 'all',
    target: reversedGroup(first),
    pauseMs: DEFAULT_STEP_PAUSE_US / 1000,
  };
}
