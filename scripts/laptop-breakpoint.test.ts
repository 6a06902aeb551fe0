/**
 * The laptop width is one step (app/styles/breakpoints.ts): a media query cannot read the constant,
 * so each style sheet with a laptop block must name it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAPTOP_MAX_PX } from '../app/styles/breakpoints.ts';

/** The style sheets whose only `max-width` media query is the laptop block. */
const LAPTOP_SHEETS = ['app/styles/fit.css', 'app/styles/analysis.css', 'app/timeline/timeline.css'] as const;

/** Every `max-width` a sheet's media queries name, in px. */
function mediaMaxWidths(css: string): number[] {
  return [...css.matchAll(/@media[^{]*\{/g)].flatMap((m) =>
    [...m[0].matchAll(/max-width:\s*(\d+)px/g)].map((w) => Number(w[1])),
  );
}

describe('the laptop breakpoint', () => {
  for (const sheet of LAPTOP_SHEETS)
    it(`${sheet} folds at ${LAPTOP_MAX_PX} px`, () => {
      const css = readFileSync(new URL(`../${sheet}`, import.meta.url), 'utf8');
      expect(mediaMaxWidths(css)).toEqual([LAPTOP_MAX_PX]);
    });
});
