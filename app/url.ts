/**
 * Keeps the page URL and the store in step: reads `?s=` (a whole shared session, app/runtime/share.ts)
 * or `?preset&seed&scenario` once at start (bad values become notices naming the parameter), then
 * mirrors the setup back with history.replaceState so a reload or a copied address opens the same
 * setup: preset and seed by name, a setup with changed placement as `?s=`. "Share link" copies the
 * whole session (commands, record, time, speed).
 */
import { tr } from './i18n/index.ts';
import { DEFAULT_PRESET, importYdbConfig } from '../engine/index.ts';
import { yamlProblemText } from './viewmodel/yamlText.ts';
import { CONFIG_PARAM, decodeConfigLink } from './analysis/configLink.ts';
import { applyImport, importedLink, IMPORTED_PRESET } from './runtime/importConfig.ts';
import { loadScenario } from './runtime/scenario.ts';
import { loadPreset, setSeed, spareOf } from './runtime/setup.ts';
import { buildShareUrl, parseUrlState } from './viewmodel/urlState.ts';
import { hasOverrides } from './viewmodel/sessionScenario.ts';
import { SHARE_PARAM } from './viewmodel/shareState.ts';
import { openShareLink, shareSearch } from './runtime/share.ts';
import { appStore } from './store/index.ts';

export function initUrlState(): void {
  const shared = new URLSearchParams(window.location.search).get(SHARE_PARAM);
  if (shared !== null) void openShareLink(shared);
  else readPlainParams();
  mirrorSetup();
}

function readPlainParams(): void {
  const { state, problems } = parseUrlState(window.location.search);
  const s = appStore.getState();
  s.clearNotices('url');
  for (const text of problems) s.pushNotice({ level: 'error', text, source: 'url' });
  if (state.preset !== DEFAULT_PRESET || state.spare.length > 0) void loadPreset(state.preset, state.spare);
  void setSeed(state.seed);
  if (state.scenario !== null) {
    // Only what the link spelled out counts as asked for (a valid value; a bad one has its notice).
    const given = new URLSearchParams(window.location.search);
    const asked = {
      ...(given.has('preset') && !problems.some((p) => p.includes('"preset='))
        ? { preset: state.preset }
        : {}),
      ...(given.has('seed') && !problems.some((p) => p.includes('"seed=')) ? { seed: state.seed } : {}),
    };
    void loadScenario(state.scenario, asked);
  }
  const config = new URLSearchParams(window.location.search).get(CONFIG_PARAM);
  if (config !== null) void openConfigLink(config);
}

/** Rewrites the address when the setup changes (after the change settles: commands follow a setup). */
function mirrorSetup(): void {
  let last = {
    preset: '',
    seed: NaN,
    scenario: null as string | null,
    link: null as string | null,
    config: null as object | null,
    topology: null as object | null,
  };
  // The store changes every frame (time, hover); only these fields belong in the URL.
  appStore.subscribe((st) => {
    const link = importedLink();
    if (
      st.presetName === last.preset &&
      st.seed === last.seed &&
      st.scenario === last.scenario &&
      link === last.link &&
      st.config === last.config &&
      st.topology === last.topology
    )
      return;
    const { presetName: preset, seed, scenario, config, topology } = st;
    last = { preset, seed, scenario, link, config, topology };
    setTimeout(() => window.history.replaceState(null, '', addressNow()), 0);
  });
}

/** Opens a `?config=` link: decoded and checked like a pasted file; any problem is a notice. */
async function openConfigLink(param: string): Promise<void> {
  const decoded = await decodeConfigLink(param);
  const notice = (text: string, details?: readonly string[]) =>
    appStore.getState().pushNotice({ level: 'error', source: 'url', text, ...(details ? { details } : {}) });
  if (!decoded.ok) return notice(decoded.message);
  const imp = importYdbConfig(decoded.text);
  if (imp.problems.length > 0)
    return notice(tr('share:configLink.problems'), imp.problems.map(yamlProblemText));
  await applyImport(imp);
}

/** Parameters the page's own parts keep in the address: the language, the open lesson, embedding. */
const KEPT_PARAMS = ['lang', 'lesson', 'embed'] as const;

/** An imported cluster travels as `?config=` (omitted when too large for a link), a preset by name. */
function shareUrl(preset: string, seed: number, scenario: string | null): string {
  const spare = scenario === null ? spareOf(appStore.getState().topology) : [];
  const url = new URL(buildShareUrl(window.location.href, { preset, seed, scenario, spare }));
  const current = new URLSearchParams(window.location.search);
  for (const p of KEPT_PARAMS) {
    const v = current.get(p);
    if (v !== null) url.searchParams.set(p, v);
  }
  if (preset === IMPORTED_PRESET) {
    url.searchParams.delete('preset');
    const link = importedLink();
    if (link !== null) url.searchParams.set(CONFIG_PARAM, link);
  }
  return url.toString();
}

/** The address for the setup now: plain parameters when they say it all, else the session as `?s=`. */
function addressNow(): string {
  const s = appStore.getState();
  const plain = s.scenario !== null || !hasOverrides(s);
  return plain ? shareUrl(s.presetName, s.seed, s.scenario) : fullShareUrl(false);
}

/** The whole session now (cluster, seed, commands, record, speed and, with `withTime`, time). */
function fullShareUrl(withTime = true): string {
  const url = new URL(window.location.href);
  url.search = shareSearch(withTime);
  return url.toString();
}

/**
 * Puts the whole session into the address bar and copies it; resolves to the URL, rejects when the
 * clipboard is unavailable (the address bar still has it).
 */
export async function copyShareUrl(): Promise<string> {
  const url = fullShareUrl();
  window.history.replaceState(null, '', url);
  await navigator.clipboard.writeText(url);
  return url;
}
