import { describe, expect, it } from 'vitest';
import { assertNever, invariant } from './assert.ts';

describe('assert', () => {
  it('invariant throws with the message', () => {
    expect(() => invariant(false, 'boom')).toThrow(/boom/);
    expect(() => invariant(true, 'fine')).not.toThrow();
  });
  it('assertNever names the value', () => {
    expect(() => assertNever('x' as never, 'kind')).toThrow(/unexpected kind: "x"/);
  });
});
