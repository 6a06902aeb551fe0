import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packArray, packRunState, unpackArray, unpackRunState } from './clone.ts';
import { createNetwork, setCut, setDelay } from './network.ts';

const f64 = fc.oneof(
  fc.constantFrom(0, -0, -Infinity, Infinity, NaN, 1),
  fc.double({ noDefaultInfinity: false, noNaN: false }),
);

describe('packed typed arrays', () => {
  it('give back the very same numbers, bit for bit (-0, NaN, infinities), in the same array type', () => {
    fc.assert(
      fc.property(fc.array(f64, { maxLength: 60 }), fc.array(fc.nat(255), { maxLength: 60 }), (xs, bytes) => {
        const a = Float64Array.from(xs);
        const back = unpackArray(packArray(a));
        expect(back).toBeInstanceOf(Float64Array);
        expect(new Uint8Array(back.buffer)).toEqual(new Uint8Array(a.buffer));
        const b = Uint8Array.from(bytes);
        const backB = unpackArray(packArray(b));
        expect(backB).toBeInstanceOf(Uint8Array);
        expect(backB).toEqual(b);
      }),
    );
  });

  it('keep only the entries that differ from the first one', () => {
    const a = new Float64Array(1000).fill(-Infinity);
    a[7] = 3;
    a[999] = -0;
    const p = packArray(a);
    expect([p.base, [...p.at], [...p.values]]).toEqual([-Infinity, [7, 999], [3, -0]]);
  });

  it('a run state packed and unpacked is a deep copy of it, sharing nothing', () => {
    const net = createNetwork(5);
    setCut(net, 1, 3, true, true);
    setDelay(net, 0, 4, 2_500);
    net.lastDeliverAt[2 * 5 + 1] = 123;
    const state = { now: 9, status: ['up', 'down'], net };
    const packed = packRunState(state);
    const back = unpackRunState<typeof state>(packed);
    expect(back).toEqual(state);
    expect(back.net.cut).not.toBe(net.cut);
    net.lastDeliverAt[0] = 1;
    state.status[0] = 'down';
    expect(unpackRunState<typeof state>(packed)).toEqual(back);
  });
});
