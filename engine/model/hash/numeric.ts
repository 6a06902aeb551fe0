/**
 * Thomas Wang's integer hashes as YDB uses them (util/digest/numeric.h `IntHashImpl`,
 * `CombineHashes(l, r) = IntHash(l) ^ r`). The 32-bit variant picks the node inside a ring when
 * `UseRingSpecificNodeSelection` is set (ydb/core/base/statestorage.cpp `TRing::SelectReplica`).
 */

/** 32-bit IntHash (ui32 wrap): `k += ~(k<<15); k ^= k>>10; k += k<<3; k ^= k>>6; k += ~(k<<11); k ^= k>>16`. */
export function intHash32(k: number): number {
  // int32 arithmetic throughout (the same bits as ui32 wrap), one conversion to unsigned at the end.
  let x = k | 0;
  x = (x + ~(x << 15)) | 0;
  x ^= x >>> 10;
  x = (x + (x << 3)) | 0;
  x ^= x >>> 6;
  x = (x + ~(x << 11)) | 0;
  x ^= x >>> 16;
  return x >>> 0;
}

/** `CombineHashes<ui32>(l, r)`: unsigned 32-bit. */
export function combineHashes(l: number, r: number): number {
  return (intHash32(l) ^ r) >>> 0;
}

const M64 = 0xffffffffffffffffn;

/** 64-bit IntHash (ui64 wrap); used by YDB's `StabilityRun` checksums (`CombineHashes<ui64>`). */
export function intHash64(k: bigint): bigint {
  let x = k & M64;
  x = (x + (~(x << 32n) & M64)) & M64;
  x ^= x >> 22n;
  x = (x + (~(x << 13n) & M64)) & M64;
  x ^= x >> 8n;
  x = (x + (x << 3n)) & M64;
  x ^= x >> 15n;
  x = (x + (~(x << 27n) & M64)) & M64;
  x ^= x >> 31n;
  return x;
}

/** `CombineHashes<ui64>(l, r)`. */
export function combineHashes64(l: bigint, r: bigint): bigint {
  return intHash64(l) ^ (r & M64);
}
