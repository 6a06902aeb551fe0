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
