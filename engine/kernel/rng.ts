/**
 * Seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean), state
 * kept as four plain 32-bit numbers so node state snapshots with structuredClone. One generator per
 * node, derived from (run seed, node id); the coordinator has its own (node id 0).
 */

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** murmur3 finaliser: a good 32-bit avalanche for seed derivation. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Folds a (possibly > 32-bit, possibly negative) integer seed into 32 bits. */
function fold(seed: number): number {
  const lo = seed >>> 0;
  const hi = Math.floor(seed / 4294967296) >>> 0;
  return fmix32(lo ^ fmix32(hi + 0x9e3779b9));
}

/** Seed of node `nodeId`'s generator in a run seeded with `runSeed` (node 0 = the scheduler). */
export function deriveSeed(runSeed: number, nodeId: number): number {
  return fmix32(fold(runSeed) ^ Math.imul(fmix32(nodeId + 1), 0x9e3779b1));
}

export function nextU32(s: RngState): number {
  const t0 = (s.a + s.b) | 0;
  s.a = s.b ^ (s.b >>> 9);
  s.b = (s.c + (s.c << 3)) | 0;
  const c = (s.c << 21) | (s.c >>> 11);
  s.d = (s.d + 1) | 0;
  const t = (t0 + s.d) | 0;
  s.c = (c + t) | 0;
  return t >>> 0;
}

/** Uniform [0, 1). */
export function nextFloat(s: RngState): number {
  return nextU32(s) / 4294967296;
}

export function createRng(seed: number): RngState {
  const x = fold(seed);
  const s: RngState = { a: 0x9e3779b9, b: 0x243f6a88, c: 0xb7e15162, d: x };
  // Warm up so that nearby seeds diverge immediately.
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}
