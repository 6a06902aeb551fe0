import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { violationRow } from './violationRow.ts';

const at = (...ts: number[]) => ts.map((t) => ({ t, node: 1, kind: 'node.up', target: 1 }) as TraceEvent);

describe('violationRow', () => {
  const events = at(10, 20, 20, 30, 40);
  it('is the last shown event at the violation time', () => {
    expect(violationRow([0, 1, 2, 3, 4], events, 20)).toBe(2);
  });
  it('falls back to the shown event just before when the one at that time is filtered out', () => {
    expect(violationRow([0, 3, 4], events, 35)).toBe(1);
    expect(violationRow([0, 4], events, 30)).toBe(0);
  });
  it('is -1 when every shown event is later, or nothing is shown', () => {
    expect(violationRow([3, 4], events, 20)).toBe(-1);
    expect(violationRow([], events, 20)).toBe(-1);
  });
});
