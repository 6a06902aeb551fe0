/**
 * Keeps the page URL and the store in step: reads `?preset&seed&scenario` once at start (bad values
 * become notices naming the parameter), then mirrors preset / seed / scenario back with
 * history.replaceState so a reload or a copied address opens the same setup.
 */
import { DEFAULT_PRESET } from '../engine/topology/presets.ts';
import * as controller from './sim/controller.ts';
import { loadScenario } from './sim/scenario.ts';
import { buildShareUrl, parseUrlState } from './model/urlState.ts';
import { appStore } from './store/index.ts';

export function initUrlState(): void {
  const { state, problems } = parseUrlState(window.location.search);
  const s = appStore.getState();
  s.clearNotices('url');
  for (const text of problems) s.pushNotice({ level: 'error', text, source: 'url' });
  if (state.preset !== DEFAULT_PRESET) controller.loadPreset(state.preset);
  controller.setSeed(state.seed);
  if (state.scenario !== null) void loadScenario(state.scenario);
  let last = '';
  appStore.subscribe((st) => {
    const url = shareUrl(st.presetName, st.seed, st.scenario);
    if (url === last) return;
    last = url;
    window.history.replaceState(null, '', url);
  });
}

export function shareUrl(preset: string, seed: number, scenario: string | null): string {
  return buildShareUrl(window.location.href, { preset, seed, scenario });
}

/** Copies the current setup's URL; resolves to the URL, rejects when the clipboard is unavailable. */
export async function copyShareUrl(): Promise<string> {
  const s = appStore.getState();
  const url = shareUrl(s.presetName, s.seed, s.scenario);
  await navigator.clipboard.writeText(url);
  return url;
}
