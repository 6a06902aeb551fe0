import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { downBands, netBands } from './bands.ts';

const ev = (kind: string, t: number, target: number) =>
  ({ kind, t, target, node: 0 }) as unknown as TraceEvent;
const net = (kind: string, t: number, fields: object) =>
  ({ kind, t, node: 0, ...fields }) as unknown as TraceEvent;

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
      { kind: 'down', fromUs: 10, toUs: 40 },
      { kind: 'down', fromUs: 50, toUs: Infinity },
    ]);
  });
});

describe('netBands', () => {
  it('a cut lasts until every cut pair is healed; a one-way cut heals too', () => {
    expect(
      netBands([
        net('link.cut', 10, { a: [1, 2], b: [3] }),
        net('link.cut', 15, { a: [4], b: [5], oneWay: true }),
        net('link.healed', 20, { a: [3], b: [1, 2] }),
        net('link.healed', 30, { a: [5], b: [4] }),
      ]),
    ).toEqual([{ kind: 'cut', fromUs: 10, toUs: 30 }]);
  });

  it('loss, duplication and extra delay make one band until all are back to zero or healed', () => {
    expect(
      netBands([
        net('net.loss', 10, { probability: 0.2 }),
        net('link.delay', 12, { a: [1], b: [2], extraUs: 5_000 }),
        net('net.loss', 20, { probability: 0 }),
        net('link.delay', 25, { a: [2], b: [1], extraUs: 0 }),
        net('net.duplicate', 40, { probability: 0.1 }),
        net('link.cut', 45, { a: [1], b: [2] }),
      ]),
    ).toEqual([
      { kind: 'loss', fromUs: 10, toUs: 25 },
      { kind: 'loss', fromUs: 40, toUs: Infinity },
      { kind: 'cut', fromUs: 45, toUs: Infinity },
    ]);
  });

  it('heal-all (every node with every node) ends cuts and loss alike', () => {
    expect(
      netBands([
        net('net.loss', 5, { probability: 0.5 }),
        net('link.cut', 10, { a: [1], b: [2] }),
        net('link.healed', 20, { a: [1, 2, 3], b: [1, 2, 3] }),
      ]),
    ).toEqual([
      { kind: 'loss', fromUs: 5, toUs: 20 },
      { kind: 'cut', fromUs: 10, toUs: 20 },
    ]);
  });
});
