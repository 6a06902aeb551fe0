import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { plainFixed, plainNumber } from './plainNumber.ts';

/** Values around the edges the hand-written path must get right: ties, carries, long fractions. */
const SAMPLES = [
  0,
  1,
  5,
  9.5,
  10,
  99.95,
  99.995,
  999,
  999.4,
  999.5,
  999.96,
  1.005,
  1.015,
  2.675,
  0.05,
  0.5,
  0.45,
  0.0005,
  0.000049,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  123.456789,
  0.0001,
  0.0002,
  0.001,
  0.002,
  0.005,
  12.345,
  7.0000001,
];
// A deterministic spread of other values (no Math.random: the same cases every run).
for (let i = 1; i < 200; i++) SAMPLES.push(((i * 7919) % 100_000) / 10 ** (i % 6), (i * 0.0137) % 1000);

const formats = new Map<string, Intl.NumberFormat>();
const intl = (lang: string, d: number, fixed: boolean): Intl.NumberFormat => {
  const key = `${lang}:${d}:${fixed}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(
      lang,
      fixed
        ? { minimumFractionDigits: d, maximumFractionDigits: d, useGrouping: false }
        : { maximumFractionDigits: d },
    );
    formats.set(key, f);
  }
  return f;
};

describe('plainNumber / plainFixed', () => {
  it('write what Intl writes, or hand the number to Intl', () => {
    let handled = 0;
    for (const lang of LANGUAGES)
      for (const n of SAMPLES)
        for (const d of [0, 1, 2, 3, 6]) {
          const max = plainNumber(lang, n, d);
          if (max !== null) {
            handled++;
            expect(max, `${lang} ${n} max ${d}`).toBe(intl(lang, d, false).format(n));
          }
          const fixed = plainFixed(lang, n, d);
          if (fixed !== null) {
            handled++;
            expect(fixed, `${lang} ${n} fixed ${d}`).toBe(intl(lang, d, true).format(n));
          }
        }
    expect(handled).toBeGreaterThan(SAMPLES.length * 10);
  });

  it('leaves negative numbers, grouped thousands and exponents to Intl', () => {
    expect(plainNumber('en', -1, 0)).toBeNull();
    expect(plainNumber('en', -0, 0)).toBeNull();
    expect(plainNumber('ru', 1234, 0)).toBeNull();
    expect(plainNumber('en', 999.5, 0)).toBeNull(); // rounds up to 1,000
    expect(plainFixed('en', 1e-7, 3)).toBeNull();
    expect(plainFixed('en', Number.NaN, 3)).toBeNull();
  });

  it('rounds the decimal form half away from zero, as Intl does', () => {
    expect(plainFixed('en', 1.005, 2)).toBe('1.01');
    expect(plainFixed('ru', 2400, 3)).toBe('2400,000');
    expect(plainNumber('ru', 0.05, 1)).toBe('0,1');
  });
});
