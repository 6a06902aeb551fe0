/** Exhaustiveness guard for discriminated unions: `default: assertNever(x)`. */
export function assertNever(x: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(x)}`);
}

/** Invariant assertion: engine bugs fail loudly instead of producing a wrong trace. */
export function invariant(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(`invariant failed: ${message}`);
}
