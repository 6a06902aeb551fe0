/**
 * Keeps the page URL and the store in step: reads `?preset&seed&scenario` once at start (bad values
 * become notices naming the parameter), then mirrors preset / seed / scenario back with
 * history.replaceState so a reload or a copied address opens the same setup.
 */
import { DEFAULT_PRESET } from '../engine/presets.ts';
import { loadScenario } from './runtime/scenario.ts';
import { loadPreset, setSeed } from './runtime/setup.ts';
import { buildShareUrl, parseUrlState } from './model/urlState.ts';
import { appStore } from './store/index.ts';

export function initUrlState(): void {
  const { state, problems } = parseUrlState(window.location.search);
  const s = appStore.getState();
  s.clearNotices('url');
  for (const text of problems) s.pushNotice({ level: 'error', text, source: 'url' });
  if (state.preset !== DEFAULT_PRESET) void loadPreset(state.preset);
  void setSeed(state.seed);
  if (state.scenario !== null) void loadScenario(state.scenario);
  let last = { preset: '', seed: NaN, scenario: null as string | null };
  // The store changes every frame (time, hover); only these three fields belong in the URL.
  appStore.subscribe((st) => {
    if (st.presetName === last.preset && st.seed === last.seed && st.scenario === last.scenario) return;
    last = { preset: st.presetName, seed: st.seed, scenario: st.scenario };
    window.history.replaceState(null, '', shareUrl(st.presetName, st.seed, st.scenario));
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
