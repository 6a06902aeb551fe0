/**
 * The rings of one ring group: a flat `node` list (each node a one-replica ring) or nested
 * `ring: [{node: [...]}, ...]` (statestorage.cpp `CopyStateStorageRingInfo`; a group may not have
 * both — "Ring and Node are defined, use the one of them").
 */
import type { Ring } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';
import type { Loc } from './problems.ts';
import type { At, MapView, Reader } from './reader.ts';
import type { RingSource } from './source.ts';
import { yt } from './messages.ts';

const NESTED_RING_KEYS = [
  'node',
  'use_ring_specific_node_selection',
  'is_disabled',
  'use_single_node_actor_id',
];
/** Group-level keys that mean nothing on a nested ring (YDB ignores them there). */
const GROUP_ONLY_KEYS = ['nto_select', 'write_only', 'bridge_pile_id', 'pile_state'];
const U32 = 0xffffffff;

/** Replicas read so far for one subsystem, against MAX_REPLICAS_PER_SUBSYSTEM. */
export interface RingBudget {
  replicas: number;
  readonly max: number;
  readonly maxRings: number;
  readonly maxNodes: number;
}

export interface GroupRings {
  readonly rings: Ring[];
  readonly sources: RingSource[];
  /** Some nested ring sets use_ring_specific_node_selection (the simulator applies it per group). */
  readonly ringSpecific: boolean;
}

const loc = (a: At): Loc => ({ path: a.path, offset: a.offset });

function readNodes(r: Reader, a: At, budget: RingBudget, max: number): { ids: NodeId[]; locs: Loc[] } {
  const ids: NodeId[] = [];
  const locs: Loc[] = [];
  for (const item of r.seq(a, 'node', max) ?? []) {
    if (budget.replicas >= budget.max) {
      if (budget.replicas++ === budget.max)
        r.report.error('limit', item, yt('replica-limit', { max: budget.max }));
      break;
    }
    const id = r.int(item, 'a node id', 1, U32);
    if (id === undefined) continue;
    budget.replicas++;
    ids.push(id);
    locs.push(loc(item));
  }
  return { ids, locs };
}

function readNestedRing(
  r: Reader,
  m: MapView,
  budget: RingBudget,
): { ring: Ring; source: RingSource; specific: boolean } {
  m.checkKeys(
    r.report,
    [...NESTED_RING_KEYS, ...GROUP_ONLY_KEYS, 'ring', 'ring_group_actor_id_offset'],
    'a ring',
  );
  if (m.has('ring')) r.report.error('too-deep', m.get('ring') as At, yt('ring-too-deep'));
  if (m.has('ring_group_actor_id_offset'))
    r.report.error('conflict', m.get('ring_group_actor_id_offset') as At, yt('offset-on-ring'));
  for (const key of GROUP_ONLY_KEYS)
    if (m.has(key)) r.report.warn('ignored', m.get(key) as At, yt('group-key-on-ring', { key }));
  const flag = (key: string) => {
    const v = m.get(key);
    return v === undefined ? false : (r.bool(v, key) ?? false);
  };
  if (flag('is_disabled')) r.report.warn('ignored', m.get('is_disabled') as At, yt('ring-disabled'));
  const nodesAt = m.get('node');
  const { ids, locs } =
    nodesAt === undefined ? { ids: [], locs: [] } : readNodes(r, nodesAt, budget, budget.maxNodes);
  if (flag('use_single_node_actor_id') && ids.length !== 1)
    r.report.error(
      'bad-value',
      m.get('use_single_node_actor_id') as At,
      yt('single-node-id', { count: ids.length }),
    );
  return {
    ring: { replicas: ids },
    source: { loc: loc(m.loc), replicas: locs },
    specific: flag('use_ring_specific_node_selection'),
  };
}

export function readGroupRings(r: Reader, g: MapView, budget: RingBudget): GroupRings {
  const ringAt = g.get('ring');
  const nodeAt = g.get('node');
  const rings: Ring[] = [];
  const sources: RingSource[] = [];
  let ringSpecific = false;
  if (ringAt !== undefined && nodeAt !== undefined) r.report.error('conflict', nodeAt, yt('ring-and-node'));
  if (ringAt !== undefined) {
    const specific: boolean[] = [];
    for (const item of r.seq(ringAt, 'ring', budget.maxRings) ?? []) {
      const m = r.map(item, 'a ring (a map with a node list)');
      if (m === undefined) continue;
      const read = readNestedRing(r, m, budget);
      rings.push(read.ring);
      sources.push(read.source);
      if (read.ring.replicas.length > 1) specific.push(read.specific);
      ringSpecific ||= read.specific;
    }
    if (specific.some((s) => s) && specific.some((s) => !s))
      r.report.warn('ignored', ringAt, yt('specific-selection'));
  } else if (nodeAt !== undefined) {
    // A flat list is a list of one-replica rings: its length is bounded like a ring count.
    const { ids, locs } = readNodes(r, nodeAt, budget, budget.maxRings);
    ids.forEach((id, i) => {
      rings.push({ replicas: [id] });
      sources.push({ loc: locs[i] as Loc, replicas: [locs[i] as Loc] });
    });
  }
  return { rings, sources, ringSpecific };
}
