/**
 * Loads a scenario file from public/scenarios/<name>.json into the page: the engine's parser
 * (engine/scenario) checks it and names every problem by its JSON path; a good file replaces the
 * cluster and seed and schedules its commands, so play runs it. Expectations are left to the CLI
 * and the scenario tests. Failures become a visible notice; the page keeps working.
 */
import { currentLanguage, tr } from '../i18n/index.ts';
import { scenarioParseText } from '../viewmodel/scenarioParseText.ts';
import { isDoStep, parseScenarioText, reserveCommands, type Scenario } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import { session } from './page.ts';
import { overrideText, scenarioRecord, type SetupAsked } from './scenarioFocus.ts';
import { applySetup } from './setup.ts';

/** The scenario's description in the page's language: `descriptionRu` on the Russian page when the file has one. */
export function scenarioDescription(
  file: { readonly description?: string; readonly descriptionRu?: string | undefined },
  lang: string,
): string {
  return (lang === 'ru' ? file.descriptionRu : undefined) ?? file.description ?? '';
}

export type ScenarioLoad =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Lines of a bad file shown in the notice (the rest are counted). */
const MAX_ERROR_LINES = 6;

function scenarioUrl(name: string): string {
  return `${import.meta.env.BASE_URL}scenarios/${name.split('/').map(encodeURIComponent).join('/')}.json`;
}

async function fetchScenario(name: string): Promise<ScenarioLoad> {
  const url = scenarioUrl(name);
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    return {
      ok: false,
      errors: [tr('notice.fetchFailed', { url, error: e instanceof Error ? e.message : String(e) })],
    };
  }
  if (!res.ok) return { ok: false, errors: [tr('notice.noScenarioHttp', { url, status: res.status })] };
  const text = await res.text();
  // vite preview answers unknown paths with index.html: call that "missing", not "bad JSON".
  if (text.trimStart().startsWith('<')) return { ok: false, errors: [tr('notice.noScenario', { url })] };
  const parsed = parseScenarioText(text);
  return parsed.ok
    ? { ok: true, scenario: parsed.scenario }
    : { ok: false, errors: parsed.texts.map(scenarioParseText) };
}

/** Replaces the cluster and seed with the scenario's and schedules its commands (ms → µs). */
function applyScenario(name: string, s: Scenario): void {
  const f = s.file;
  void applySetup({
    preset: f.preset ?? s.topology.name,
    topology: s.topology,
    config: s.config,
    options: f.configOptions ?? {},
    seed: f.seed ?? 1,
    ...(f.latency ? { latency: f.latency } : {}),
  });
  // The reserved slots sit outside the cluster from the start, as the scenario runner has them.
  for (const c of reserveCommands(s.topology)) session.commandAt(c, 0);
  for (const step of f.steps) if (isDoStep(step)) session.commandAt(step.do, Math.round(step.at * 1000));
  const st = appStore.getState();
  st.setScenario(name);
  // The inspector shows the record the scenario acts on, not whatever was inspected before.
  const focus = scenarioRecord(f);
  if (focus !== null) st.inspect(focus);
}

/** `asked`: the preset and seed the page's URL named, if any, so replacing them is said aloud. */
export async function loadScenario(name: string, asked: SetupAsked = {}): Promise<ScenarioLoad> {
  const st = appStore.getState();
  st.clearNotices('scenario');
  st.clearNotices('scenario-override');
  const r = await fetchScenario(name);
  if (r.ok) {
    applyScenario(name, r.scenario);
    const commands = r.scenario.file.steps.filter(isDoStep).length;
    st.pushNotice({
      level: 'info',
      source: 'scenario',
      text: tr('notice.scenarioLoaded', {
        name,
        commands,
        ms: r.scenario.durationMs,
        description: scenarioDescription(r.scenario.file, currentLanguage()),
      }),
    });
    const f = r.scenario.file;
    const replaced = overrideText(name, asked, f.preset ?? r.scenario.topology.name, f.seed ?? 1);
    if (replaced !== null) st.pushNotice({ level: 'warning', source: 'scenario-override', text: replaced });
  } else {
    st.setScenario(null);
    const more =
      r.errors.length > MAX_ERROR_LINES
        ? [tr('notice.more', { count: r.errors.length - MAX_ERROR_LINES })]
        : [];
    st.pushNotice({
      level: 'error',
      source: 'scenario',
      text: tr('notice.scenarioFailed', { name, count: r.errors.length }),
      details: [...r.errors.slice(0, MAX_ERROR_LINES), ...more],
    });
  }
  return r;
}
