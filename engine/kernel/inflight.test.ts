import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInflight, inflightMinAt, inflightPopBefore, inflightPush } from './inflight.ts';
import type { OutEnvelope } from './nodestate.ts';

const env = (deliverAt: number, seq: number) => ({ deliverAt, seq }) as OutEnvelope;

describe('in-flight calendar queue', () => {
  it('pops windows in (deliverAt, seq) order, exactly the items before each end', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        (ats, widthUs) => {
          const q = createInflight(45);
          ats.forEach((at, seq) => inflightPush(q, env(at, seq)));
          const popped: [number, number][] = [];
          for (let t = inflightMinAt(q); t !== Infinity; t = inflightMinAt(q)) {
            const end = t + widthUs;
            const due = inflightPopBefore(q, end);
            expect(due.length).toBeGreaterThan(0);
            for (const e of due) expect(e.deliverAt).toBeLessThan(end);
            expect(inflightMinAt(q)).toBeGreaterThanOrEqual(end);
            popped.push(...due.map((e): [number, number] => [e.deliverAt, e.seq]));
          }
          const want = ats
            .map((at, seq): [number, number] => [at, seq])
            .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          expect(popped).toEqual(want);
          expect(q.size).toBe(0);
        },
      ),
    );
  });
});
