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
}

/** The last UI figures, or null when none were measured here (or the file is not valid). */
export function readUiFigures(path = UI_FIGURES_FILE): UiFigures | null {
  if (!existsSync(path)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    console.error(`${path}: not UI figures (${parsed.error.issues[0]?.message ?? 'invalid'}); ignored`);
    return null;
  }
  return { ...parsed.data, source: path };
}

/** Live simulation (Play enabled) after navigation, on any preset (ms). */
const LIVE_TARGET_MS = 1000;

/** The target a UI figure is held to, and whether it meets it ('' for figures without one). */
export function uiTarget(key: string, value: number | string | boolean): { target: string; meets: string } {
  if (!key.endsWith('.liveMs') || typeof value !== 'number') return { target: '', meets: '' };
  return { target: `< ${LIVE_TARGET_MS} ms`, meets: value < LIVE_TARGET_MS ? 'yes' : 'NO' };
}
