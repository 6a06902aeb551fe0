import { describe, expect, it } from 'vitest';
import { startHint } from './startHint.ts';

describe('startHint', () => {
  it('a fresh page asks for Play first', () => {
    const h = startHint({ timeUs: 0, tablets: 0, downNodes: 0 });
    expect(h.next).toBe('play');
    expect([...h.done]).toEqual([]);
  });

  it('ticks off what is done, in any order, and ends when all three are', () => {
    expect(startHint({ timeUs: 5, tablets: 0, downNodes: 3 }).next).toBe('boot');
    expect([...startHint({ timeUs: 5, tablets: 0, downNodes: 3 }).done]).toEqual(['play', 'fail']);
    expect(startHint({ timeUs: 5, tablets: 1, downNodes: 0 }).next).toBe('fail');
    expect(startHint({ timeUs: 5, tablets: 1, downNodes: 3 }).next).toBeNull();
  });
});
