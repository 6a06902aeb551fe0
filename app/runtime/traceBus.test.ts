import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import type { Projection } from './projection.ts';
import { TraceBus } from './traceBus.ts';

const ev = (t: number): TraceEvent => ({ kind: 'node.up', t, node: 0, target: 1 });
const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => ev(from + i));

/** Keeps the times it saw (marks are copies of the list length). */
class Seen implements Projection<number> {
  t: number[] = [];
  inits = 0;
  init(h: readonly TraceEvent[]) {
    this.inits++;
    this.fold(h);
  }
  fold(b: readonly TraceEvent[]) {
    for (const e of b) this.t.push(e.t);
  }
  reset() {
    this.t = [];
  }
  mark() {
    return this.t.length;
  }
  rewind(n: number) {
    this.t.length = n;
  }
}

describe('trace bus', () => {
  it('feeds every projection in order and keeps only a bounded ring', () => {
    const a = new Seen();
    const bus = new TraceBus([a], 10);
    for (let k = 0; k < 10; k++) bus.publish(batch(k * 5, 5));
    expect(a.t).toHaveLength(50);
    expect(bus.recent().length).toBeLessThanOrEqual(12);
    expect(bus.recent().at(-1)?.t).toBe(49);
    // A projection registered mid-run starts from the ring.
    const late = new Seen();
    bus.register(late);
    expect(late.t).toEqual(bus.recent().map((e) => e.t));
  });

  it('rewinds every projection and the ring to a mark; resets on a new run', () => {
    const a = new Seen();
    const bus = new TraceBus([a]);
    bus.publish(batch(0, 3));
    const m = bus.mark();
    bus.publish(batch(3, 4));
    const late = new Seen();
    bus.register(late);
    bus.rewind(m);
    expect(a.t).toEqual([0, 1, 2]);
    expect(bus.recent().map((e) => e.t)).toEqual([0, 1, 2]);
    // Registered after the mark: started again from the ring.
    expect(late.t).toEqual([0, 1, 2]);
    bus.reset();
    expect(a.t).toEqual([]);
    expect(bus.recent()).toEqual([]);
  });
});
