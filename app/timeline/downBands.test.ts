import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { downBands } from './useMarkers.ts';

const ev = (kind: string, t: number, target: number) =>
  ({ kind, t, target, node: 0 }) as unknown as TraceEvent;

describe('downBands', () => {
  it('spans from the first node down to the last one up, and stays open while one is down', () => {
    expect(
      downBands([
        ev('node.down', 10, 1),
        ev('node.down', 20, 2),
        ev('node.up', 30, 1),
        ev('node.up', 40, 2),
        ev('node.crashed', 50, 3),
      ]),
    ).toEqual([
      { fromUs: 10, toUs: 40 },
      { fromUs: 50, toUs: Infinity },
    ]);
  });
});
