/**
 * Loads a scenario file from public/scenarios/<name>.json. Failures (missing file, bad JSON, not an
 * object) become a visible notice that names the scenario and the reason; the page keeps working.
 * Running the steps is the timeline's job once the live simulation is attached.
 */
import { appStore } from '../store/index.ts';

export type ScenarioLoad = { readonly ok: true; readonly data: Record<string, unknown> } | { readonly ok: false; readonly error: string };

export async function fetchScenario(name: string): Promise<ScenarioLoad> {
  const url = `${import.meta.env.BASE_URL}scenarios/${encodeURIComponent(name)}.json`;
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    return { ok: false, error: `could not fetch ${url}: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (!res.ok) return { ok: false, error: `no scenario file at ${url} (HTTP ${res.status})` };
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // vite preview answers unknown paths with index.html: say so instead of a JSON parser message.
    const html = text.trimStart().startsWith('<');
    return { ok: false, error: html ? `no scenario file at ${url}` : `${url} is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, error: `${url} must contain a JSON object` };
  return { ok: true, data: data as Record<string, unknown> };
}

export async function loadScenario(name: string): Promise<ScenarioLoad> {
  const s = appStore.getState();
  s.clearNotices('scenario');
  const r = await fetchScenario(name);
  if (r.ok) {
    s.setScenario(name);
    s.pushNotice({ level: 'info', source: 'scenario', text: `Scenario "${name}" loaded.` });
  } else {
    s.setScenario(null);
    s.pushNotice({ level: 'error', source: 'scenario', text: `Scenario "${name}" could not be loaded: ${r.error}.` });
  }
  return r;
}
