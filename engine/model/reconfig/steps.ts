/**
 * The four configs of moving a subsystem to a new ring group, as SelfHeal's
 * `TStateStorageSelfhealActor::RequestChangeStateStorage` builds them (distconf_selfheal.cpp):
 * INTRODUCE_NEW_GROUP, MAKE_NEW_GROUP_READWRITE, MAKE_PREVIOUS_GROUP_WRITEONLY,
 * DELETE_PREVIOUS_GROUP. Every step copies the *current* non-WriteOnly groups (left-over
 * WriteOnly groups of an aborted run are dropped) with their WriteOnly flag recomputed, so
 * each step is computed from the config the procedure started from.
 *
 * | step | groups                 | counted |
 * | 1    | [G1…, G2 wo]           | G1      |
 * | 2    | [G1…, G2]              | G1, G2  |
 * | 3    | [G2, G1… wo]           | G2      |
 * | 4    | [G2]                   | G2      |
 *
 * The bridge variant (one new group per pile, current groups past the pile count forced WriteOnly)
 * is `stepGroups` in engine/subsystems/distconf/selfheal/runner.ts.
 */
import type { RingGroup, SubsystemConfig } from '../config/types.ts';

export type ReconfigStep = 1 | 2 | 3 | 4;
export const RECONFIG_STEPS: readonly ReconfigStep[] = [1, 2, 3, 4];

/** YDB's `EReconfigurationStep` names, for traces and the CLI. */
export const RECONFIG_STEP_NAMES: Readonly<Record<ReconfigStep, string>> = {
  1: 'INTRODUCE_NEW_GROUP',
  2: 'MAKE_NEW_GROUP_READWRITE',
  3: 'MAKE_PREVIOUS_GROUP_WRITEONLY',
  4: 'DELETE_PREVIOUS_GROUP',
};

function flagged(g: RingGroup, writeOnly: boolean): RingGroup {
  return g.writeOnly === writeOnly ? g : { ...g, writeOnly };
}

/** Config of `subsystem` after step n of moving from its current counted group(s) to `target`. */
export function stepConfig(current: SubsystemConfig, target: RingGroup, step: ReconfigStep): SubsystemConfig {
  const old = current.ringGroups.filter((g) => !g.writeOnly);
  switch (step) {
    case 1:
      return { ringGroups: [...old, flagged(target, true)] };
    case 2:
      return { ringGroups: [...old, flagged(target, false)] };
    case 3:
      return { ringGroups: [flagged(target, false), ...old.map((g) => flagged(g, true))] };
    case 4:
      return { ringGroups: [flagged(target, false)] };
  }
}

export { chooseActorIdOffset, MAX_RING_GROUP_ACTOR_ID_OFFSET } from './offset.ts';
