/**
 * A page link that opens a scenario (the `?s=` share state of app/viewmodel/shareState.ts: version 1,
 * the scenario file and the view, as JSON compressed with lz-string). Built here because cli/ does
 * not import app/; app/viewmodel/shareLink.test.ts checks the page decodes it.
 */
import LZString from 'lz-string';
import type { ScenarioFile } from '../engine/index.ts';

/** Where the page is served by default (`npm run dev`). */
export const DEFAULT_PAGE_URL = 'http://localhost:5173/';

/** The invariant a chaos run broke, as the page highlights it (app/viewmodel/shareState.ts bounds it). */
interface LinkViolation {
  readonly invariant: string;
  readonly tUs: number;
  readonly message: string;
  readonly nodes: readonly number[];
}

export interface LinkView {
  /** Virtual time the page opens at (µs). */
  readonly timeUs?: number;
  readonly record?: string;
  readonly violation?: LinkViolation;
}

export function shareLink(baseUrl: string, scenario: ScenarioFile, view: LinkView): string {
  const state = LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, scenario, view }));
  const url = new URL(baseUrl);
  url.searchParams.set('s', state);
  return url.toString();
}
