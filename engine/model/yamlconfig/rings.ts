/**
 * One `TStateStorage` message (a `domains_config.state_storage` entry or an `explicit_*_config`)
 * → a SubsystemConfig, following ydb/core/base/statestorage.cpp `BuildStateStorageInfoImpl` and
 * `CopyStateStorageRingInfo`: a legacy `ring` is one readable PRIMARY group; `ring_groups` are
 * groups with `write_only`, `ring_group_actor_id_offset`, `bridge_pile_id`, `pile_state`; inside a
 * group a flat `node` list makes one-replica rings and nested `ring: [{node: [...]}]` lists make
 * rings of several replicas (no deeper nesting). Structural rules from
 * ydb/core/config/validation (`ValidateStateStorageConfig`) and distconf_bridge.cpp
 * (`ExtractStateStorageConfig`: bridge mode needs ring groups, each with a pile).
 */
import type { RingGroup, RingGroupState, SubsystemConfig } from '../config/types.ts';
import type { Subsystem } from '../config/types.ts';
import {
  MAX_NODES_PER_RING,
  MAX_REPLICAS_PER_SUBSYSTEM,
  MAX_RING_GROUPS,
  MAX_RINGS_PER_GROUP,
} from './limits.ts';
import type { Loc } from './problems.ts';
import type { At, MapView, Reader } from './reader.ts';
import type { ConfigOrigin, GroupSource, SubsystemSource } from './source.ts';
import { readGroupRings, type RingBudget } from './ring.ts';
import { yt } from './messages.ts';

const CONFIG_KEYS = [
  'ssid',
  'ring',
  'ring_groups',
  'state_storage_version',
  'compatible_versions',
  'cluster_state_generation',
  'cluster_state_guid',
];
const GROUP_KEYS = [
  'nto_select',
  'ring',
  'node',
  'write_only',
  'ring_group_actor_id_offset',
  'bridge_pile_id',
  'pile_state',
  'use_ring_specific_node_selection',
  'is_disabled',
  'use_single_node_actor_id',
];
const U32 = 0xffffffff;

/** `EPileState` → ring group state (statestorage.cpp `GetRingGroupState`). */
const PILE_STATES: ReadonlyMap<string, RingGroupState> = new Map([
  ['PRIMARY', 'PRIMARY'],
  ['PROMOTED', 'PRIMARY'],
  ['SYNCHRONIZED', 'SYNCHRONIZED'],
  ['DEMOTED', 'SYNCHRONIZED'],
  ['NOT_SYNCHRONIZED', 'NOT_SYNCHRONIZED'],
  ['DISCONNECTED', 'DISCONNECTED'],
]);

const loc = (a: At): Loc => ({ path: a.path, offset: a.offset });

interface GroupRead {
  readonly group: RingGroup;
  readonly source: GroupSource;
}

/** A ring group's pile (`bridge_pile_id` → name) and state (`pile_state`, else derived). */
function pileAndState(
  r: Reader,
  g: MapView,
  piles: readonly string[] | undefined,
): { pile?: string; state?: RingGroupState } {
  const pileIdAt = g.get('bridge_pile_id');
  const stateAt = g.get('pile_state');
  let pile: string | undefined;
  if (pileIdAt !== undefined) {
    const id = r.int(pileIdAt, 'bridge_pile_id', 0, U32);
    if (piles === undefined) r.report.warn('ignored', pileIdAt, yt('pile-id-ignored'));
    else if (id !== undefined && id >= piles.length)
      r.report.error('bridge', pileIdAt, yt('pile-id-range', { id, count: piles.length }));
    else if (id !== undefined) pile = piles[id];
  } else if (piles !== undefined) r.report.error('bridge', g.loc, yt('pile-id-missing'));
  let state: RingGroupState | undefined;
  if (stateAt !== undefined) {
    const text = r.text(stateAt, 'pile_state');
    state = text === undefined ? undefined : PILE_STATES.get(text.toUpperCase());
    if (text !== undefined && state === undefined)
      r.report.error(
        'bad-value',
        stateAt,
        yt('pile-state', { states: [...PILE_STATES.keys()].join(', '), text }),
      );
  }
  // Without a stored pile_state distconf derives it from the cluster state; a fresh cluster's
  // primary is the first pile, as in the preset builder (the others SYNCHRONIZED).
  if (pile !== undefined && state === undefined)
    state = piles?.indexOf(pile) === 0 ? 'PRIMARY' : 'SYNCHRONIZED';
  if (pile === undefined && state === 'PRIMARY') state = undefined;
  return { ...(pile === undefined ? {} : { pile }), ...(state === undefined ? {} : { state }) };
}

function readGroup(
  r: Reader,
  g: MapView,
  legacy: boolean,
  piles: readonly string[] | undefined,
  budget: RingBudget,
): GroupRead {
  g.checkKeys(r.report, GROUP_KEYS, 'a ring group');
  const ntoAt = g.get('nto_select');
  if (ntoAt === undefined) r.report.error('missing', g.loc, yt('nto-missing'));
  const nto = ntoAt === undefined ? undefined : r.int(ntoAt, 'nto_select', 0, U32);
  const flag = (key: string) => {
    const v = g.get(key);
    return v === undefined ? undefined : r.bool(v, key);
  };
  let writeOnly = flag('write_only') ?? false;
  const offsetAt = g.get('ring_group_actor_id_offset');
  const offset = offsetAt === undefined ? 0 : (r.int(offsetAt, 'ring_group_actor_id_offset', 0, U32) ?? 0);
  for (const key of ['use_ring_specific_node_selection', 'is_disabled', 'use_single_node_actor_id'])
    if (g.has(key)) r.report.warn('ignored', g.get(key) as At, yt('ring-key-on-group', { key }));
  if (legacy) {
    if (writeOnly) r.report.warn('ignored', g.get('write_only') as At, yt('legacy-write-only'));
    writeOnly = false;
    for (const a of [g.get('bridge_pile_id'), g.get('pile_state')])
      if (a !== undefined) r.report.warn('ignored', a, yt('legacy-pile'));
  }
  const { pile, state } = legacy ? {} : pileAndState(r, g, piles);
  const rings = readGroupRings(r, g, budget);
  const group: RingGroup = {
    ntoSelect: nto ?? 0,
    writeOnly,
    rings: rings.rings,
    ...(rings.ringSpecific ? { ringSpecificNodeSelection: true } : {}),
    ...(offset !== 0 ? { actorIdOffset: offset } : {}),
    ...(pile !== undefined ? { pile } : {}),
    ...(state !== undefined ? { state } : {}),
  };
  return {
    group,
    source: {
      loc: loc(g.loc),
      nto: loc(ntoAt ?? g.loc),
      ntoMissing: nto === undefined,
      rings: rings.sources,
    },
  };
}

export interface ReadConfig {
  readonly config: SubsystemConfig;
  readonly source: SubsystemSource;
}

/** Reads one subsystem's `TStateStorage` message; never throws, reports every shape problem. */
export function readStateStorageConfig(
  r: Reader,
  a: At,
  subsystem: Subsystem,
  origin: ConfigOrigin,
  piles: readonly string[] | undefined,
): ReadConfig {
  const groups: GroupRead[] = [];
  const done = (): ReadConfig => ({
    config: { ringGroups: groups.map((g) => g.group) },
    source: { subsystem, origin, loc: loc(a), groups: groups.map((g) => g.source) },
  });
  const m = r.map(a, 'a State Storage config');
  if (m === undefined) return done();
  m.checkKeys(r.report, CONFIG_KEYS, 'a State Storage config');
  const ringAt = m.get('ring');
  const groupsAt = m.get('ring_groups');
  const budget: RingBudget = {
    replicas: 0,
    max: MAX_REPLICAS_PER_SUBSYSTEM,
    maxRings: MAX_RINGS_PER_GROUP,
    maxNodes: MAX_NODES_PER_RING,
  };
  if (ringAt !== undefined && groupsAt !== undefined)
    r.report.error('conflict', ringAt, yt('ring-and-groups'));
  if (groupsAt !== undefined) {
    for (const item of r.seq(groupsAt, 'ring_groups', MAX_RING_GROUPS) ?? []) {
      const g = r.map(item, 'a ring group');
      if (g !== undefined) groups.push(readGroup(r, g, false, piles, budget));
    }
    if (groups.length === 0) r.report.error('empty', groupsAt, yt('groups-empty'));
  } else if (ringAt !== undefined) {
    if (piles !== undefined) r.report.error('bridge', ringAt, yt('bridge-legacy-ring'));
    const g = r.map(ringAt, 'ring');
    if (g !== undefined) groups.push(readGroup(r, g, true, piles, budget));
  } else r.report.error('missing', a, yt('no-ring'));
  return done();
}
