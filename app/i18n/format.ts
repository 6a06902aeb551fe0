/**
 * Numbers and times in the page's language (Intl): "1,234.5 ms" in English, "1 234,5 мс" in
 * Russian. Formatters are cached per language and style; they are costly to build every frame.
 */
import type { Language } from './languages.ts';
import { plainFixed, plainNumber } from './plainNumber.ts';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, maxFraction: number): Intl.NumberFormat {
  const key = `${lang}:${maxFraction}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, { maximumFractionDigits: maxFraction });
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(lang: Language, n: number, maxFraction = 0): string {
  return plainNumber(lang, n, maxFraction) ?? numberFormat(lang, maxFraction).format(n);
}

const MS_UNIT: Record<Language, string> = { en: 'ms', ru: 'мс' };
const S_UNIT: Record<Language, string> = { en: 's', ru: 'с' };

/** Virtual time: milliseconds below ten seconds, seconds above (one decimal). */
export function formatTime(lang: Language, ms: number): string {
  if (Math.abs(ms) < 10_000) return `${formatNumber(lang, ms, ms % 1 === 0 ? 0 : 1)}\u00a0${MS_UNIT[lang]}`;
  return `${formatNumber(lang, ms / 1000, 1)}\u00a0${S_UNIT[lang]}`;
}

const fixedCache = new Map<string, Intl.NumberFormat>();

/** A fixed number of decimals, no digit grouping ("2400.000" / "2400,000"): readouts that tick. */
export function formatFixed(lang: Language, n: number, digits: number): string {
  const plain = plainFixed(lang, n, digits);
  if (plain !== null) return plain;
  const key = `${lang}:${digits}`;
  let f = fixedCache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    fixedCache.set(key, f);
  }
  return f.format(n);
}

/** Milliseconds with a fixed number of decimals and the unit: "12.345 ms" / "12,345 мс". */
export function formatMsFixed(lang: Language, ms: number, digits: number): string {
  return `${formatFixed(lang, ms, digits)} ${MS_UNIT[lang]}`;
}

/** Seconds with a fixed number of decimals and the unit: "3.0 s" / "3,0 с". */
export function formatSecondsFixed(lang: Language, s: number, digits: number): string {
  return `${formatFixed(lang, s, digits)} ${S_UNIT[lang]}`;
}

const US_UNIT: Record<Language, string> = { en: 'µs', ru: 'мкс' };

/** The unit symbol of a duration scale: "µs" / "мкс", "ms" / "мс", "s" / "с". */
export function durationUnit(lang: Language, unit: 'us' | 'ms' | 's'): string {
  return (unit === 'us' ? US_UNIT : unit === 'ms' ? MS_UNIT : S_UNIT)[lang];
}

/** A short duration for labels: "250 µs", "7 ms", "1.50 s" (three significant digits in ms). */
export function formatShortDuration(lang: Language, us: number): string {
  const a = Math.abs(us);
  if (a === 0) return '0';
  if (a < 1000) return `${formatNumber(lang, Math.round(us))} ${US_UNIT[lang]}`;
  if (a < 1e6) return `${formatNumber(lang, Number((us / 1000).toPrecision(3)), 2)} ${MS_UNIT[lang]}`;
  return `${formatFixed(lang, us / 1e6, 2)} ${S_UNIT[lang]}`;
}

/** Whole microseconds with the unit, never rescaled: "250 µs" / "250 мкс". */
export function formatMicros(lang: Language, us: number): string {
  return `${formatFixed(lang, Math.round(us), 0)} ${US_UNIT[lang]}`;
}
