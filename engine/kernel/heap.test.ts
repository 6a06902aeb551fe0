import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heapPop, heapPush, type Less } from './heap.ts';

interface Timed {
  readonly deliverAt: number;
  readonly seq: number;
}
/** (deliverAt, seq): ties at the same virtual time go in sequence order. */
const byDelivery: Less<Timed> = (a, b) =>
  a.deliverAt < b.deliverAt || (a.deliverAt === b.deliverAt && a.seq < b.seq);

describe('heap', () => {
  it('pops in (deliverAt, seq) order for any insertion order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ deliverAt: fc.integer({ min: 0, max: 20 }), seq: fc.nat() })),
        (items) => {
          const h: { deliverAt: number; seq: number }[] = [];
          for (const x of items) heapPush(h, x, byDelivery);
          const out = [];
          for (let x = heapPop(h, byDelivery); x; x = heapPop(h, byDelivery)) out.push(x);
          const sorted = [...items].sort((a, b) => a.deliverAt - b.deliverAt || a.seq - b.seq);
          expect(out.map((x) => [x.deliverAt, x.seq])).toEqual(sorted.map((x) => [x.deliverAt, x.seq]));
        },
      ),
    );
  });
  it('breaks ties at the same time by seq', () => {
    const h: { deliverAt: number; seq: number }[] = [];
    for (const seq of [5, 3, 9, 1]) heapPush(h, { deliverAt: 100, seq }, byDelivery);
    heapPush(h, { deliverAt: 99, seq: 10 }, byDelivery);
    const seqs = [];
    for (let x = heapPop(h, byDelivery); x; x = heapPop(h, byDelivery)) seqs.push(x.seq);
    expect(seqs).toEqual([10, 1, 3, 5, 9]);
    expect(heapPop(h, byDelivery)).toBeUndefined();
  });
});
