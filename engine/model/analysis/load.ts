/**
 * Load per replica: the share of records each replica is selected for, over a sample of keys hashed
 * the way YDB hashes them (statestorage_proxy.cpp): StateStorage by TabletId (ids from
 * 72075186224037888, the first id of a usual HiveId range), Board by `CityHash64("gpc+/Root/db<i>")`
 * (endpoint publications), SchemeBoard by `CityHash64("/Root/db<i>")`.
 */
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type Subsystem,
  type SubsystemConfig,
} from '../config/types.ts';
import {
  compileGroup,
  recordHash,
  selectGroupInto,
  type RecordKey,
  type WalkerKind,
} from '../selection/index.ts';
import type { NodeId } from '../topology/types.ts';
import { assertNever } from '../../util/assert.ts';
import { countsFor } from './types.ts';

interface ReplicaLoad {
  readonly ring: number;
  readonly index: number;
  readonly node: NodeId;
  readonly records: number;
  /** records / keys sampled. */
  readonly share: number;
}

interface GroupLoad {
  readonly group: number;
  /** Its majority decides reads and writes. */
  readonly counted: boolean;
  readonly replicas: readonly ReplicaLoad[];
  readonly minShare: number;
  readonly maxShare: number;
  /** maxShare / minShare; null when some replica gets no sampled record. */
  readonly ratio: number | null;
}

export interface SubsystemLoad {
  readonly subsystem: Subsystem;
  /** How the sampled keys were made. */
  readonly keys: string;
  readonly samples: number;
  /** Groups the selection can't run on (empty ring, nto_select out of range) are left out, named here. */
  readonly skipped: readonly string[];
  readonly groups: readonly GroupLoad[];
}

export interface LoadOptions {
  /** Keys per subsystem; default DEFAULT_LOAD_SAMPLES, at most LOAD_SAMPLE_LIMIT. */
  readonly samples?: number;
  readonly walker?: WalkerKind;
}

export const DEFAULT_LOAD_SAMPLES = 100_000;
export const LOAD_SAMPLE_LIMIT = 1_000_000;
const FIRST_TABLET = 72075186224037888n;

function keyOf(s: Subsystem, i: number): RecordKey {
  switch (s) {
    case 'statestorage':
      return { kind: 'tablet', tabletId: FIRST_TABLET + BigInt(i) };
    case 'board':
      return { kind: 'path', path: `gpc+/Root/db${i}` };
    case 'schemeboard':
      return { kind: 'path', path: `/Root/db${i}` };
    default:
      return assertNever(s, 'subsystem');
  }
}

const KEYS: Record<Subsystem, string> = {
  statestorage: `tablet ids ${FIRST_TABLET} + i`,
  board: 'paths gpc+/Root/db<i> (CityHash64)',
  schemeboard: 'paths /Root/db<i> (CityHash64)',
};

function problem(sc: SubsystemConfig, g: number): string | undefined {
  const group = sc.ringGroups[g]!;
  if (group.rings.length === 0) return `group ${g}: no rings`;
  if (group.rings.some((r) => r.replicas.length === 0)) return `group ${g}: an empty ring`;
  if (group.ntoSelect < 1 || group.ntoSelect > group.rings.length)
    return `group ${g}: nto_select out of range`;
  return undefined;
}

export function subsystemLoad(
  sc: SubsystemConfig,
  subsystem: Subsystem,
  opts: LoadOptions = {},
): SubsystemLoad {
  const samples = Math.min(opts.samples ?? DEFAULT_LOAD_SAMPLES, LOAD_SAMPLE_LIMIT);
  let hashes: number[] | undefined; // hashed once, on the first group that can run
  const skipped: string[] = [];
  const groups: GroupLoad[] = [];
  sc.ringGroups.forEach((group, gi) => {
    const bad = problem(sc, gi);
    if (bad !== undefined) return void skipped.push(bad);
    hashes ??= Array.from({ length: samples }, (_, i) => recordHash(keyOf(subsystem, i)));
    const g = compileGroup(subsystem, group);
    const counts = group.rings.map((r) => new Array<number>(r.replicas.length).fill(0));
    const rings = new Int32Array(g.ntoSelect);
    const index = new Int32Array(g.ntoSelect);
    for (const h of hashes) {
      const n = selectGroupInto(rings, index, g, h, opts.walker ?? 'fixed');
      for (let i = 0; i < n; i++) counts[rings[i]!]![index[i]!]!++;
    }
    const replicas = group.rings.flatMap((r, ring) =>
      r.replicas.map((node, i) => {
        const records = counts[ring]![i]!;
        return { ring, index: i, node, records, share: records / samples };
      }),
    );
    const shares = replicas.map((r) => r.share);
    const minShare = Math.min(...shares);
    const maxShare = Math.max(...shares);
    groups.push({
      group: gi,
      counted: countsFor('read', group) || countsFor('write', group),
      replicas,
      minShare,
      maxShare,
      ratio: minShare > 0 ? maxShare / minShare : null,
    });
  });
  return { subsystem, keys: KEYS[subsystem], samples, skipped, groups };
}

/** Load of every subsystem's replicas. */
export function replicaLoad(config: ClusterConfig, opts: LoadOptions = {}): SubsystemLoad[] {
  return RING_SUBSYSTEMS.map((s) => subsystemLoad(config[s], s, opts));
}
