/**
 * structuredClone, which browsers, workers and Node all provide but the engine's ES2022 lib does
 * not declare (it is pure: no I/O, no clock). Node state is cloned with it for snapshots.
 */
type CloneFn = <T>(value: T) => T;

const sc = (globalThis as unknown as { structuredClone?: CloneFn }).structuredClone;

export function deepClone<T>(value: T): T {
  if (!sc) throw new Error('structuredClone is not available in this runtime');
  return sc(value);
}

/**
 * A typed array kept as the entries that differ from its first one. The run's network tables are
 * n × n (46 MB on 1 000 nodes) and mostly untouched: a node talks to a few dozen of the others.
 */
export interface PackedArray {
  readonly type: 'f64' | 'u8';
  readonly length: number;
  /** The first entry's value: every entry not listed holds it. */
  readonly base: number;
  readonly at: Uint32Array;
  readonly values: Float64Array;
}

/** `T` with its typed arrays packed. */
type Packed<T> = { [K in keyof T]: T[K] extends Float64Array | Uint8Array ? PackedArray : T[K] };

/** A run state with its network tables packed (a checkpoint's copy of them). */
export type PackedRunState<T extends { readonly net: object }> = Omit<T, 'net'> & { net: Packed<T['net']> };

function packF64(a: Float64Array): PackedArray {
  // Compared bit for bit (as two 32-bit halves), so -0 and NaN entries are told from the first value.
  const bits = new Uint32Array(a.buffer, a.byteOffset, a.length * 2);
  const lo = bits[0] ?? 0;
  const hi = bits[1] ?? 0;
  const at: number[] = [];
  for (let i = 1; i < a.length; i++) if (bits[2 * i] !== lo || bits[2 * i + 1] !== hi) at.push(i);
  const values = new Float64Array(at.length);
  for (let k = 0; k < at.length; k++) values[k] = a[at[k] as number] as number;
  return { type: 'f64', length: a.length, base: a[0] ?? 0, at: Uint32Array.from(at), values };
}

function packU8(a: Uint8Array): PackedArray {
  const base = a[0] ?? 0;
  const at: number[] = [];
  for (let i = 1; i < a.length; i++) if (a[i] !== base) at.push(i);
  const values = new Float64Array(at.length);
  for (let k = 0; k < at.length; k++) values[k] = a[at[k] as number] as number;
  return { type: 'u8', length: a.length, base, at: Uint32Array.from(at), values };
}

export function packArray(a: Float64Array | Uint8Array): PackedArray {
  return a instanceof Float64Array ? packF64(a) : packU8(a);
}

export function unpackArray(p: PackedArray): Float64Array | Uint8Array {
  const a = p.type === 'f64' ? new Float64Array(p.length) : new Uint8Array(p.length);
  if (p.length > 0) a[0] = p.base;
  if (p.length > 1 && !Object.is(a[1], p.base)) a.fill(p.base, 1);
  for (let k = 0; k < p.at.length; k++) a[p.at[k] as number] = p.values[k] as number;
  return a;
}

const isPacked = (v: unknown): v is PackedArray =>
  typeof v === 'object' && v !== null && 'at' in v && (v as PackedArray).at instanceof Uint32Array;

/** A run state's deep copy with its network tables packed. */
export function packRunState<T extends { readonly net: object }>(state: T): PackedRunState<T> {
  const { net, ...rest } = state;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(net))
    copy[k] = v instanceof Float64Array || v instanceof Uint8Array ? packArray(v) : deepClone(v as unknown);
  return { ...deepClone(rest), net: copy } as unknown as PackedRunState<T>;
}

/** The run state a packed copy was taken of, as a new deep copy. */
export function unpackRunState<T extends { readonly net: object }>(packed: PackedRunState<T>): T {
  const { net, ...rest } = packed;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(net)) copy[k] = isPacked(v) ? unpackArray(v) : deepClone(v as unknown);
  return { ...deepClone(rest), net: copy } as unknown as T;
}
