/**
 * Hashes of replica actor ids, needed for `TRing::ContentHash()` and therefore for ring-specific
 * node selection. Sources: ydb/library/actors/core/actorid.{h,cpp} (`TActorId::Hash32`, layout
 * LocalId:u64 | Hint:u32 | NodeId:u32, little-endian, service ids store 12 name bytes and set
 * bit 31 of NodeId) and ydb/core/base/statestorage.cpp (`BuildStateStorageInfoImpl`,
 * `CopyStateStorageRingInfo`, `TRing::ContentHash`).
 */
import { HASH_C_A, HASH_C_B, HASH_C_C, HASH_C_D, hash64to32Parts } from './hash64.ts';

const M64 = 0xffffffffffffffffn;
const ACTOR_ADD = 0x5851f42d4c957f2dn;

/** Service-id prefixes: `BuildStateStorageInfo` "ssr", `...BoardInfo` "ssb", `BuildSchemeBoardInfo` "sbr". */
export type ReplicaPrefix = 'ssr' | 'ssb' | 'sbr';

function actorSum(x0: number, x1: number, x2: number, x3: number): bigint {
  const s =
    ACTOR_ADD +
    BigInt(x0 >>> 0) * HASH_C_A +
    BigInt(x1 >>> 0) * HASH_C_B +
    BigInt(x2 >>> 0) * HASH_C_C +
    BigInt(x3 >>> 0) * HASH_C_D;
  return s & M64;
}

/** `TActorId::Hash32()` of the id viewed as four little-endian ui32 words x0..x3. */
export function actorIdHash32Words(x0: number, x1: number, x2: number, x3: number): number {
  return Number(actorSum(x0, x1, x2, x3) >> 32n);
}

/** `TActorId::Hash()` (64-bit: the same sum with its halves swapped). */
export function actorIdHash64Words(x0: number, x1: number, x2: number, x3: number): bigint {
  const s = actorSum(x0, x1, x2, x3);
  return ((s >> 32n) | (s << 32n)) & M64;
}

/**
 * How the config listed the replica: `nested` rings (`ring: [{node: [...]}]`), a `flat` node list
 * (each node is a one-replica ring) or a nested ring with `UseSingleNodeActorId`.
 */
export type ServiceIdLayout = 'nested' | 'flat' | 'singleNode';

export interface ReplicaServiceId {
  readonly prefix: ReplicaPrefix;
  /** Ring index in its group (0-based). */
  readonly ring: number;
  /** Replica index inside the ring (0-based); for `flat`, the node's index in the list. */
  readonly index: number;
  readonly nodeId: number;
  /** `RingGroupActorIdOffset`, default 0. */
  readonly actorIdOffset?: number;
  /** Default `nested`. */
  readonly layout?: ServiceIdLayout;
}

/** The 12 name bytes of a replica's service id (statestorage.cpp `CopyStateStorageRingInfo`). */
export function replicaServiceIdBytes(id: ReplicaServiceId): Uint8Array {
  const b = new Uint8Array(12);
  for (let i = 0; i < 3; i++) b[i] = id.prefix.charCodeAt(i);
  b[3] = 1; // ui32 stateStorageGroup = 1, little-endian, in bytes 3..6
  const offset = id.actorIdOffset ?? 0;
  const layout = id.layout ?? 'nested';
  // Bytes are `char`s: values wrap at 256 as in C.
  switch (layout) {
    case 'nested':
      b[7] = (id.ring + 1) & 0xff;
      b[8] = (offset + id.index + 1) & 0xff;
      break;
    case 'singleNode':
      b[7] = (id.ring + 1) & 0xff;
      b[8] = offset & 0xff;
      break;
    case 'flat':
      b[7] = (offset + id.index + 1) & 0xff;
      break;
  }
  return b;
}

function word(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24)) >>> 0;
}

/** `TActorId(nodeId, serviceName).Hash32()` of a replica service id; x3 = nodeId | 0x80000000. */
export function actorIdHash32(id: ReplicaServiceId): number {
  const b = replicaServiceIdBytes(id);
  return actorIdHash32Words(word(b, 0), word(b, 4), word(b, 8), (id.nodeId | 0x80000000) >>> 0);
}

/** `TRing::ContentHash()`: `h = 17; for r: h = Hash64to32((h << 32) | r.Hash32())`. */
export function ringContentHash(replicaHash32s: readonly number[]): number {
  let h = 17;
  for (const r of replicaHash32s) {
    h = hash64to32Parts(h, r);
  }
  return h;
}
