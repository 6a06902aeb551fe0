/**
 * A ring group reduced to typed arrays for the hot path: ring sizes and, for ring-specific node
 * selection, each ring's `TRing::ContentHash()` over its replica service ids
 * (ydb/core/base/statestorage.cpp). Cached per (group object, subsystem): configs are immutable.
 */
import type { RingGroup, Subsystem } from '../config/types.ts';
import { actorIdHash32, ringContentHash } from '../hash/actorid.ts';
import { invariant } from '../../util/assert.ts';
import { MAX_RINGS } from './primes.ts';
import { subsystemPrefix } from './service-name.ts';

export interface CompiledGroup {
  readonly total: number;
  readonly ntoSelect: number;
  readonly ringSpecific: boolean;
  readonly ringSizes: Int32Array;
  /** Per ring content hash (computed for every ring; only read in ring-specific mode). */
  readonly contentHashes: Uint32Array;
}

const cache = new WeakMap<RingGroup, Map<Subsystem, CompiledGroup>>();

/**
 * Content hash of ring `ring` of a group. Our config lists rings explicitly, so replica ids use
 * the nested-ring layout (byte7 = ring + 1, byte8 = actorIdOffset + index + 1); for one-replica
 * rings the value is never used by selection.
 */
export function groupRingContentHash(subsystem: Subsystem, group: RingGroup, ring: number): number {
  const r = group.rings[ring];
  invariant(r !== undefined, `ring ${ring} out of range`);
  const prefix = subsystemPrefix(subsystem);
  const actorIdOffset = group.actorIdOffset ?? 0;
  return ringContentHash(
    r.replicas.map((nodeId, index) => actorIdHash32({ prefix, ring, index, nodeId, actorIdOffset })),
  );
}

export function compileGroup(subsystem: Subsystem, group: RingGroup): CompiledGroup {
  let bySub = cache.get(group);
  const hit = bySub?.get(subsystem);
  if (hit !== undefined) return hit;
  const total = group.rings.length;
  invariant(total >= 1 && total <= MAX_RINGS, `ring group has ${total} rings, expected 1..${MAX_RINGS}`);
  invariant(
    Number.isInteger(group.ntoSelect) && group.ntoSelect >= 1 && group.ntoSelect <= total,
    `ntoSelect ${group.ntoSelect} must be in 1..${total}`,
  );
  const ringSizes = new Int32Array(total);
  const contentHashes = new Uint32Array(total);
  for (let i = 0; i < total; i++) {
    const n = group.rings[i]?.replicas.length ?? 0;
    invariant(n >= 1, `ring ${i} has no replicas`);
    ringSizes[i] = n;
    contentHashes[i] = groupRingContentHash(subsystem, group, i);
  }
  const compiled: CompiledGroup = {
    total,
    ntoSelect: group.ntoSelect,
    ringSpecific: group.ringSpecificNodeSelection ?? false,
    ringSizes,
    contentHashes,
  };
  if (bySub === undefined) {
    bySub = new Map();
    cache.set(group, bySub);
  }
  bySub.set(subsystem, compiled);
  return compiled;
}
