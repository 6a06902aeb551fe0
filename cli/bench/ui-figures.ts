/**
 * UI figures measured by the Playwright `figures` project (e2e/perf.spec.ts writes them to
 * UI_FIGURES_FILE): the bench folds the last ones into its output when a browser has produced them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

const UI_FIGURES_FILE = 'test-results/ui-figures.json';

const schema = z.object({
  measuredAt: z.string(),
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
});

export interface UiFigures extends z.infer<typeof schema> {
  readonly source: string;
  /** Speed reached on the default preset at chosen ×10, as a share of it (1: reached). */
  readonly achievedSpeedAt10?: number;
  /** Navigation → live simulation on ydb-1000 (ms). */
  readonly ydb1000LiveMs?: number;
}

/** The headline figures the bench lifts out of the measured ones (e2e/perf.spec.ts names). */
const HEADLINE = { achievedSpeedAt10: 'default.achievedSpeedAt10', ydb1000LiveMs: 'ydb1000.liveMs' } as const;

/** The last UI figures, or null when none were measured here (or the file is not valid). */
export function readUiFigures(path = UI_FIGURES_FILE): UiFigures | null {
  if (!existsSync(path)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    console.error(`${path}: not UI figures (${parsed.error.issues[0]?.message ?? 'invalid'}); ignored`);
    return null;
  }
  const headline: { -readonly [K in keyof typeof HEADLINE]?: number } = {};
  for (const [name, key] of Object.entries(HEADLINE) as [keyof typeof HEADLINE, string][]) {
    const v = parsed.data.figures[key];
    if (typeof v === 'number') headline[name] = v;
  }
  return { ...parsed.data, source: path, ...headline };
}

/** Live simulation (Play enabled) after navigation, on any preset (ms). */
const LIVE_TARGET_MS = 1000;

/** Share of the chosen speed play must reach (the chosen speed itself, within measuring noise). */
const ACHIEVED_TARGET = 0.95;
/** Longest frame while playing (ms). */
const FRAME_TARGET_MS = 50;

/** The target a UI figure is held to, and whether it meets it ('' for figures without one). */
export function uiTarget(key: string, value: number | string | boolean): { target: string; meets: string } {
  if (typeof value !== 'number') return { target: '', meets: '' };
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  if (key.endsWith('.liveMs'))
    return { target: `< ${LIVE_TARGET_MS} ms`, meets: yes(value < LIVE_TARGET_MS) };
  if (/\.achievedSpeedAt\d+$/.test(key))
    return { target: `>= ${ACHIEVED_TARGET}`, meets: yes(value >= ACHIEVED_TARGET) };
  if (/\.maxFrameMsAt\d+$/.test(key))
    return { target: `<= ${FRAME_TARGET_MS} ms`, meets: yes(value <= FRAME_TARGET_MS) };
  return { target: '', meets: '' };
}
