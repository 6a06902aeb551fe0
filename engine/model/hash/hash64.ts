/**
 * YDB's 64→32 and 128→32 multiply-add hashes (ydb/core/base/defs.h `Hash64to32`, `Hash128to32`).
 * All arithmetic wraps at 2^64; the result is the top 32 bits of the wrapped sum.
 */

const M32 = 0xffffffffn;
const M64 = 0xffffffffffffffffn;

// ydb/core/base/defs.h: the constants, shared with TActorId::Hash32 (actorid.cpp).
const HASH_C_ADD64 = 0x0f530cad458b0fb1n;
export const HASH_C_A = 0x001dff3d8dc48f5dn;
export const HASH_C_B = 0x179ca10c9242235dn;
export const HASH_C_C = 0x0f530cad458b0fb1n;
export const HASH_C_D = 0xb5026f5aa96619e9n;
const HASH_C_ADD128 = 0x06c9c021156eaa1fn;

/** `Hash64to32(x)`: `(0x0F530CAD458B0FB1 + A*(x>>32) + B*(x&M32)) >> 32`, unsigned 32-bit. */
export function hash64to32(x: bigint): number {
  const v = x & M64;
  const sum = (HASH_C_ADD64 + HASH_C_A * (v >> 32n) + HASH_C_B * (v & M32)) & M64;
  return Number(sum >> 32n);
}

/** `Hash128to32(a, b)` (ydb/core/base/defs.h); `TPathId::Hash()` = Hash128to32(OwnerId, LocalPathId). */
export function hash128to32(a: bigint, b: bigint): number {
  const x = a & M64;
  const y = b & M64;
  const sum =
    (HASH_C_ADD128 +
      HASH_C_A * (x & M32) +
      HASH_C_B * (x >> 32n) +
      HASH_C_C * (y & M32) +
      HASH_C_D * (y >> 32n)) &
    M64;
  return Number(sum >> 32n);
}

// Halves of the Hash64to32 constants for the bigint-free path.
const ADD_H = 0x0f530cad;
const ADD_L = 0x458b0fb1;
const A_H = 0x001dff3d;
const A_L = 0x8dc48f5d;
const B_H = 0x179ca10c;
const B_L = 0x9242235d;
const P16 = 65536;
const P32 = 4294967296;

/**
 * Hash64to32 on the 32-bit halves of x, without bigint (the selection hot path).
 * For a 32-bit h and a 64-bit constant C = Ch·2^32 + Cl, h·C mod 2^64 contributes
 * `imul(h, Ch)` to the high word plus the full 64-bit product h·Cl; that product is split on
 * h's 16-bit limbs so every partial sum stays below 2^53 and is exact in a double.
 */
export function hash64to32Parts(hi: number, lo: number): number {
  const h = hi >>> 0;
  const l = lo >>> 0;
  const h1 = h >>> 16;
  const l1 = l >>> 16;
  // h1·A_L and l1·B_L are < 2^48; after the ·2^16 shift their low 16 bits land in the low word.
  const tA = h1 * A_L;
  const tB = l1 * B_L;
  // The low 16 bits of an exact product are those of its 32-bit wrap (no float modulo).
  const tAlo = Math.imul(h1, A_L) & 0xffff;
  const tBlo = Math.imul(l1, B_L) & 0xffff;
  const low = ADD_L + (h & 0xffff) * A_L + (l & 0xffff) * B_L + tAlo * P16 + tBlo * P16;
  const high =
    ADD_H +
    (tA - tAlo) / P16 +
    (tB - tBlo) / P16 +
    Math.imul(h, A_H) +
    Math.imul(l, B_H) +
    Math.floor(low / P32);
  return high >>> 0;
}

/** Splits an unsigned 64-bit bigint into 32-bit halves (for hash64to32Parts). */
export function splitU64(x: bigint): { hi: number; lo: number } {
  const v = x & M64;
  return { hi: Number(v >> 32n), lo: Number(v & M32) };
}
