/**
 * Small non-negative numbers written out by hand, exactly as Intl.NumberFormat writes them in the
 * page's languages. Building the first Intl.NumberFormat loads ICU's number data: 55–250 ms in
 * Chromium on a loaded machine, and the first render (the timeline's speed menu, the time
 * readout) would pay it before the page can go live. What is not covered here (negative numbers,
 * digit grouping, exponents) returns null and goes to Intl (format.ts).
 *
 * ICU rounds the number's shortest decimal form (the one `String(n)` gives) half away from zero,
 * not its binary value as `toFixed` does: 1.005 to two places is "1.01" in Intl, "1.00" by toFixed.
 */
import type { Language } from './languages.ts';

const DECIMAL: Record<Language, string> = { en: '.', ru: ',' };

/** The digits of `int` + 1 (a string of decimal digits). */
function increment(int: string): string {
  const d = int.split('');
  let i = d.length - 1;
  while (i >= 0 && d[i] === '9') d[i--] = '0';
  if (i < 0) return `1${d.join('')}`;
  d[i] = String(Number(d[i]) + 1);
  return d.join('');
}

/** Integer and fraction digits of `n` rounded to `digits` places, or null when only Intl can write it. */
function rounded(n: number, digits: number): { int: string; frac: string } | null {
  if (!(n >= 0) || Object.is(n, -0) || !Number.isFinite(n)) return null;
  const s = String(n);
  if (s.includes('e')) return null;
  const [intPart = '0', fracPart = ''] = s.split('.');
  if (fracPart.length <= digits) return { int: intPart, frac: fracPart };
  // Half away from zero on the decimal digits: the first dropped digit decides.
  const up = fracPart.charCodeAt(digits) - 48 >= 5;
  if (!up) return { int: intPart, frac: fracPart.slice(0, digits) };
  const all = increment(intPart + fracPart.slice(0, digits));
  const cut = all.length - digits;
  return { int: all.slice(0, cut), frac: all.slice(cut) };
}

/** Intl's text for `n` with at most `maxFraction` decimals and grouping, or null. */
export function plainNumber(lang: Language, n: number, maxFraction: number): string | null {
  const r = rounded(n, maxFraction);
  // Four integer digits and more are grouped ("1,234" / "1 234"): Intl's business.
  if (!r || r.int.length > 3) return null;
  const frac = r.frac.replace(/0+$/, '');
  return frac ? `${r.int}${DECIMAL[lang]}${frac}` : r.int;
}

/** Intl's text for `n` with exactly `digits` decimals and no grouping, or null. */
export function plainFixed(lang: Language, n: number, digits: number): string | null {
  const r = rounded(n, digits);
  if (!r) return null;
  const frac = r.frac.padEnd(digits, '0');
  return digits > 0 ? `${r.int}${DECIMAL[lang]}${frac}` : r.int;
}
