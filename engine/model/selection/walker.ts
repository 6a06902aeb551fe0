/**
 * Ring choice inside one ring group (ydb/core/base/statestorage.cpp `SelectReplicas`,
 * ydb/core/base/statestorage_ringwalker.h `TStateStorageRingWalker`).
 *
 * `nto == total`: slot i is ring i. Otherwise a prime-step walk in ui32:
 * `delta = Primes[hash % 128]; a = hash + delta; per slot: a += delta; ring = a % total`.
 * The wrap of `a` past 2^32 can repeat a ring (9 rings: 2^32 mod 9 = 4).
 *
 * Fixed walker (PR #26361, Oct 2025), as read in the newer statestorage_ringwalker.h
 * `TStateStorageRingWalker::Select(hash, sz, nToSelect)`: after the raw walk, each slot whose ring
 * already appeared in an earlier slot is re-probed with `p = (p + 1) % nToSelect` (modulo
 * nToSelect, not the ring count) until p is not among the rings in use. This reproduces YDB's
 * `Tablet72075186224040026Test` (9 rings, nto 5: raw [0,2,0,2,4] -> [0,2,1,3,4]). The "in use" set
 * equals the current contents of the slot array (first occurrences are never replaced and a probe
 * never lands on a raw ring), so a linear scan replaces YDB's unordered_sets without allocating.
 */
import { invariant } from '../../util/assert.ts';
import { MAX_RINGS, walkerDelta } from './primes.ts';

export type WalkerKind = 'fixed' | 'legacy';

function contains(out: Int32Array, n: number, v: number): boolean {
  for (let j = 0; j < n; j++) if (out[j] === v) return true;
  return false;
}

/**
 * Writes the ring index of each slot into `out[0..ntoSelect)` and returns ntoSelect.
 * Hot path: no allocation. `out.length` must be at least ntoSelect.
 */
export function selectRingsInto(
  out: Int32Array,
  hash: number,
  total: number,
  ntoSelect: number,
  walker: WalkerKind = 'fixed',
): number {
  if (ntoSelect === total) {
    for (let i = 0; i < total; i++) out[i] = i;
    return total;
  }
  const h = hash >>> 0;
  const delta = walkerDelta(h);
  if (h + delta * (ntoSelect + 1) <= 0xffffffff) {
    // No wrap: a_i = h + (i + 2)·delta exactly, so the rings step by delta mod total (one modulo
    // of a large number instead of one per slot), and they are distinct (see below).
    // `>>> 0` keeps both operands uint32, so V8 divides integers instead of calling fmod.
    const step = (delta >>> 0) % total;
    let r = ((h + 2 * delta) >>> 0) % total;
    for (let i = 0; i < ntoSelect; i++) {
      out[i] = r;
      r += step;
      if (r >= total) r -= total;
    }
    return ntoSelect;
  }
  let a = (h + delta) >>> 0;
  // Without a wrap of `a` the slots are a0 + k·delta with delta a prime > total, so their rings
  // are distinct: the re-probe pass is only needed after a wrap (rare: hash within ~nto·delta of 2^32).
  let wrapped = false;
  for (let i = 0; i < ntoSelect; i++) {
    const next = a + delta;
    wrapped = wrapped || next > 0xffffffff;
    a = next >>> 0;
    out[i] = a % total;
  }
  if (walker === 'legacy' || !wrapped) return ntoSelect;
  for (let i = 1; i < ntoSelect; i++) {
    const r = out[i] as number;
    if (!contains(out, i, r)) continue;
    let p = r;
    while (contains(out, ntoSelect, p)) p = (p + 1) % ntoSelect;
    out[i] = p;
  }
  return ntoSelect;
}

function checkShape(total: number, ntoSelect: number): void {
  invariant(
    Number.isInteger(total) && total >= 1 && total <= MAX_RINGS,
    `ring count ${total} out of 1..${MAX_RINGS}`,
  );
  invariant(
    Number.isInteger(ntoSelect) && ntoSelect >= 1 && ntoSelect <= total,
    `ntoSelect ${ntoSelect} must be in 1..${total} (ring count)`,
  );
}

/** Ring index per slot (friendly API; validates its arguments). */
export function selectRings(
  hash: number,
  total: number,
  ntoSelect: number,
  walker: WalkerKind = 'fixed',
): number[] {
  checkShape(total, ntoSelect);
  const out = new Int32Array(ntoSelect);
  selectRingsInto(out, hash, total, ntoSelect, walker);
  return Array.from(out);
}

/** One walker step, for explanations. */
export interface WalkerStep {
  readonly slot: number;
  /** The ui32 accumulator after this step's `a += delta`. */
  readonly a: number;
  /** `a % total`. */
  readonly rawRing: number;
  /** The raw ring already appeared in an earlier slot (a wrap of `a` past 2^32). */
  readonly repeated: boolean;
  /** Rings tried by the fixed walker's re-probe, in order (the last one is taken). Empty otherwise. */
  readonly probes: readonly number[];
  /** Ring finally used by this slot. */
  readonly ring: number;
}

/** The walk with every intermediate value (allocates; for the UI, not the hot path). */
export function walkSteps(
  hash: number,
  total: number,
  ntoSelect: number,
  walker: WalkerKind = 'fixed',
): WalkerStep[] {
  checkShape(total, ntoSelect);
  const h = hash >>> 0;
  const delta = walkerDelta(h);
  const raw = new Int32Array(ntoSelect);
  const as: number[] = [];
  let a = (h + delta) >>> 0;
  for (let i = 0; i < ntoSelect; i++) {
    a = (a + delta) >>> 0;
    as.push(a);
    raw[i] = a % total;
  }
  const cur = raw.slice();
  const steps: WalkerStep[] = [];
  for (let i = 0; i < ntoSelect; i++) {
    const r = raw[i] as number;
    const repeated = contains(raw, i, r);
    const probes: number[] = [];
    if (walker === 'fixed' && i > 0 && contains(cur, i, r)) {
      let p = r;
      while (contains(cur, ntoSelect, p)) {
        p = (p + 1) % ntoSelect;
        probes.push(p);
      }
      cur[i] = p;
    }
    steps.push({ slot: i, a: as[i] as number, rawRing: r, repeated, probes, ring: cur[i] as number });
  }
  return steps;
}
