/**
 * Ring-group pile states per cluster state (`ExtractStateStorageConfig`, distconf_bridge.cpp) and
 * what the StateStorage proxy does with each (statestorage_proxy.cpp; statestorage.cpp
 * `GetRingGroupState`). Every subsystem has one ring group per pile.
 */
import type { ClusterConfig, RingGroup, RingGroupState, Subsystem } from '../config/types.ts';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import { clusterStateGuid, perPileState, secondaryPileState, type ClusterState } from './state.ts';

/** The `PileState` distconf writes into a ring group. */
export type RingGroupPileState =
  'PRIMARY' | 'DEMOTED' | 'PROMOTED' | 'SYNCHRONIZED' | 'NOT_SYNCHRONIZED' | 'DISCONNECTED';

export function ringGroupPileState(state: ClusterState, pile: number): RingGroupPileState {
  const s = perPileState(state, pile);
  if (pile === state.primary) return state.promoted === pile ? 'PRIMARY' : 'DEMOTED';
  if (pile === state.promoted) return 'PROMOTED';
  return secondaryPileState(s);
}

/** `GetRingGroupState`: DEMOTED acts as SYNCHRONIZED, PROMOTED as PRIMARY. */
export function effectiveRingGroupState(s: RingGroupPileState): RingGroupState {
  switch (s) {
    case 'PRIMARY':
    case 'PROMOTED':
      return 'PRIMARY';
    case 'DEMOTED':
    case 'SYNCHRONIZED':
      return 'SYNCHRONIZED';
    case 'NOT_SYNCHRONIZED':
    case 'DISCONNECTED':
      return s;
  }
}

/** One row of the proxy's behaviour towards a group in this pile state. */
export interface RingGroupRole {
  /** SigNone lookups go to the group. */
  readonly lookupContacted: boolean;
  /** Update / Lock / SigAsync requests go to the group and its majority is awaited. */
  readonly updateAwaited: boolean;
  /** The tablet's leader data is taken from this group's replies. */
  readonly leaderData: boolean;
  /** Guardians, Board and SchemeBoard resolve (and refill) its replicas. */
  readonly resolved: boolean;
}

export const RING_GROUP_ROLES: Readonly<Record<RingGroupPileState, RingGroupRole>> = {
  PRIMARY: { lookupContacted: true, updateAwaited: true, leaderData: true, resolved: true },
  DEMOTED: { lookupContacted: true, updateAwaited: true, leaderData: false, resolved: true },
  PROMOTED: { lookupContacted: true, updateAwaited: true, leaderData: true, resolved: true },
  SYNCHRONIZED: { lookupContacted: true, updateAwaited: true, leaderData: false, resolved: true },
  NOT_SYNCHRONIZED: { lookupContacted: false, updateAwaited: false, leaderData: false, resolved: true },
  DISCONNECTED: { lookupContacted: false, updateAwaited: false, leaderData: false, resolved: false },
};

function applyToGroups(
  groups: readonly RingGroup[],
  state: ClusterState,
  pileNames: readonly string[],
): RingGroup[] {
  return groups.map((g) => {
    if (g.pile === undefined) return g;
    const pile = pileNames.indexOf(g.pile);
    if (pile < 0)
      throw new Error(`ring group pile '${g.pile}' is not one of the piles ${pileNames.join(', ')}`);
    return { ...g, state: effectiveRingGroupState(ringGroupPileState(state, pile)) };
  });
}

/**
 * The config with every pile's ring groups in the state the cluster state gives them, stamped with
 * its generation and guid (`ExtractStateStorageConfig` copies both into every TStateStorageInfo).
 */
export function applyClusterState(
  config: ClusterConfig,
  state: ClusterState,
  pileNames: readonly string[],
): ClusterConfig {
  const out = {} as Record<Subsystem, ClusterConfig[Subsystem]>;
  const clusterState = { generation: state.generation, guid: clusterStateGuid(state) };
  const name = (i: number) => pileNames[i] ?? `#${i}`;
  const bridgePiles = { primary: name(state.primary), promoted: name(state.promoted) };
  for (const s of RING_SUBSYSTEMS)
    out[s] = {
      ...config[s],
      ringGroups: applyToGroups(config[s].ringGroups, state, pileNames),
      clusterState,
      // tablets start by it (statestorage/bridge-boot.ts); Board and SchemeBoard do not read it
      ...(s === 'statestorage' ? { bridgePiles } : {}),
    };
  return out;
}
