/**
 * `TStateStorageInfo::SelectReplicas` for every ring group of a subsystem
 * (ydb/core/base/statestorage.cpp): rings by the walker, then one replica per selected ring.
 * Two layers: `selectGroupInto` writes typed arrays without allocating (hot path);
 * `selectReplicas` builds ReplicaRef lists on top.
 */
import type { ReplicaRef, RingGroupState, Subsystem, SubsystemConfig } from '../config/types.ts';
import { majority } from '../config/types.ts';
import { type CompiledGroup, compileGroup } from './compiled-group.ts';
import { intHash32 } from '../hash/numeric.ts';
import { walkerDelta } from './primes.ts';
import { type WalkerKind, selectRingsInto } from './walker.ts';

export interface SelectOptions {
  /** Default `fixed` (YDB after PR #26361); `legacy` reproduces the duplicate-ring bug. */
  readonly walker?: WalkerKind;
}

export interface GroupSelection {
  readonly group: number;
  readonly ntoSelect: number;
  readonly majority: number;
  readonly writeOnly: boolean;
  readonly state: RingGroupState;
  readonly pile?: string;
  /** The group's RingGroupActorIdOffset when set (part of its replicas' names, service-name.ts). */
  readonly actorIdOffset?: number;
  /** One replica per slot, in slot order (slot = YDB's reply cookie). */
  readonly replicas: ReplicaRef[];
}

/**
 * Writes ring per slot into `outRings` and replica index per slot into `outIndex`; returns the
 * slot count (ntoSelect). Both arrays need at least ntoSelect entries.
 */
export function selectGroupInto(
  outRings: Int32Array,
  outIndex: Int32Array,
  g: CompiledGroup,
  hash: number,
  walker: WalkerKind = 'fixed',
): number {
  const total = g.total;
  const n = g.ntoSelect;
  const h = hash >>> 0;
  const delta = walkerDelta(h);
  if (n < total && h + delta * (n + 1) <= 0xffffffff) {
    // The walker's common case (no ui32 wrap, see walker.ts), inlined: rings step by delta mod total.
    const step = (delta >>> 0) % total;
    let r = ((h + 2 * delta) >>> 0) % total;
    for (let i = 0; i < n; i++) {
      outRings[i] = r;
      r += step;
      if (r >= total) r -= total;
    }
  } else selectRingsInto(outRings, h, total, n, walker);
  const sizes = g.ringSizes;
  if (g.ringSpecific) {
    // CombineHashes(hash, content) = IntHash(hash) ^ content: IntHash(hash) is the same for every slot.
    const mixed = intHash32(hash);
    const content = g.contentHashes;
    for (let i = 0; i < n; i++) {
      const ring = outRings[i] as number;
      const size = sizes[ring] as number;
      outIndex[i] = size === 1 ? 0 : ((mixed ^ (content[ring] as number)) >>> 0) % size;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const size = sizes[outRings[i] as number] as number;
      outIndex[i] = size === 1 ? 0 : h % size;
    }
  }
  return n;
}

// Scratch buffers for the friendly API (selection never re-enters itself).
let scratchRings = new Int32Array(16);
let scratchIndex = new Int32Array(16);

export function selectReplicas(
  config: SubsystemConfig,
  subsystem: Subsystem,
  hash: number,
  opts?: SelectOptions,
): GroupSelection[] {
  const walker = opts?.walker ?? 'fixed';
  const result: GroupSelection[] = [];
  config.ringGroups.forEach((group, groupIdx) => {
    const g = compileGroup(subsystem, group);
    if (scratchRings.length < g.ntoSelect) {
      scratchRings = new Int32Array(g.ntoSelect);
      scratchIndex = new Int32Array(g.ntoSelect);
    }
    const n = selectGroupInto(scratchRings, scratchIndex, g, hash, walker);
    const replicas: ReplicaRef[] = [];
    for (let i = 0; i < n; i++) {
      const ring = scratchRings[i] as number;
      const index = scratchIndex[i] as number;
      const node = group.rings[ring]?.replicas[index] as number;
      replicas.push({ subsystem, group: groupIdx, ring, index, node });
    }
    const sel: GroupSelection = {
      group: groupIdx,
      ntoSelect: group.ntoSelect,
      majority: majority(group.ntoSelect),
      writeOnly: group.writeOnly,
      state: group.state ?? 'PRIMARY',
      replicas,
      ...(group.pile !== undefined ? { pile: group.pile } : {}),
      ...(group.actorIdOffset ? { actorIdOffset: group.actorIdOffset } : {}),
    };
    result.push(sel);
  });
  return result;
}
