/**
 * Play speeds (virtual time per wall time) and how they read: "1 ms/s" = one virtual millisecond
 * per wall second (×0.001, deep slow motion: a 5 ms cross-DC hop takes 5 s); "1 s/s" = real time.
 * A slow frame stands for at most 50 ms of wall time (app/runtime/player.ts); whether the host keeps
 * up with the chosen speed is measured by ./achievedSpeed.ts.
 */
import { durationUnit, formatMsFixed, formatNumber } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';

export const SPEEDS: readonly number[] = [
  0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10,
];

/** "1 ms/s", "200 µs/s", "1 s/s", "10 s/s" (Russian "1 мс/с"). */
export function formatSpeed(speed: number, lang: Language = 'en'): string {
  const usPerS = speed * 1e6;
  const per = durationUnit(lang, 's');
  if (usPerS < 1000) return `${trim(lang, usPerS)} ${durationUnit(lang, 'us')}/${per}`;
  if (usPerS < 1e6) return `${trim(lang, usPerS / 1000)} ${durationUnit(lang, 'ms')}/${per}`;
  return `${trim(lang, usPerS / 1e6)} ${per}/${per}`;
}

/** "×0.001", "×1", "×10" (the factor of real time; Russian "×0,001"). */
export function formatFactor(speed: number, lang: Language = 'en'): string {
  return `×${trim(lang, speed)}`;
}

/** Three significant digits, in the language's number format. */
function trim(lang: Language, x: number): string {
  return formatNumber(lang, Number(x.toPrecision(3)), 6);
}

/** Index of the preset nearest to `speed` (on a log scale). */
export function nearestSpeedIndex(speed: number): number {
  let best = 0;
  for (let i = 1; i < SPEEDS.length; i++) {
    if (
      Math.abs(Math.log((SPEEDS[i] as number) / speed)) < Math.abs(Math.log((SPEEDS[best] as number) / speed))
    )
      best = i;
  }
  return best;
}

/** The next preset up (`dir` = 1) or down (-1) from `speed`, clamped at the ends. */
export function stepSpeed(speed: number, dir: 1 | -1): number {
  const i = Math.min(SPEEDS.length - 1, Math.max(0, nearestSpeedIndex(speed) + dir));
  return SPEEDS[i] as number;
}

/** Virtual time for the `time` display: "12.345 ms" (µs resolution, always milliseconds). */
export function formatTimeUs(us: number, lang: Language = 'en'): string {
  return formatMsFixed(lang, us / 1000, 3);
}
