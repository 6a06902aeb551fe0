/**
 * Share links and session files: the page's session as a scenario file plus the view (record,
 * time, speed), written into `?s=` or saved as a file `npm run -s sim -- run` takes; and the way back —
 * opening such a link or a dropped scenario file replaces the cluster, schedules the commands and
 * seeks to the shared time, so the run has the same trace hash.
 */
import { tr } from '../i18n/index.ts';
import {
  isDoStep,
  parseScenarioText,
  formatLimit,
  MAX_FILE_BYTES,
  type Scenario,
} from '../../engine/index.ts';
import { decodeShareState, encodeShareState, SHARE_PARAM, type ShareView } from '../viewmodel/shareState.ts';
import { sessionScenario, type SessionState } from '../viewmodel/sessionScenario.ts';
import { appStore } from '../store/index.ts';
import { session } from './page.ts';
import { applySetup } from './setup.ts';
import { scenarioParseText } from '../viewmodel/scenarioParseText.ts';

const store = () => appStore.getState();

function sessionState(): SessionState {
  const s = store();
  return {
    presetName: s.presetName,
    buildOptions: s.buildOptions,
    topology: s.topology,
    config: s.config,
    seed: s.seed,
    ...(s.latency ? { latency: s.latency } : {}),
    log: session.commands(),
    timeUs: s.timeUs,
    nodeStatus: s.nodeStatus,
  };
}

/** `?s=…` of the session now; `withTime` false leaves the time out (the address bar's copy). */
export function shareSearch(withTime = true): string {
  const s = store();
  const scenario = sessionScenario(sessionState(), {
    name: s.presetName,
    description: 'shared session',
    expectations: false,
  });
  const view: ShareView = {
    ...(s.record ? { record: s.recordInput } : {}),
    ...(withTime ? { timeUs: s.timeUs } : {}),
    speed: s.speed,
    live: session.commands().flatMap((c, i) => (c.live ? [i] : [])),
    ...(s.violation ? { violation: s.violation } : {}),
  };
  return `?${SHARE_PARAM}=${encodeShareState({ scenario, view })}`;
}

/** Resolves once the live run is attached (at once if it is). */
function whenLive(): Promise<void> {
  return new Promise((resolve) => {
    if (store().runtime.kind === 'live') return resolve();
    const off = appStore.subscribe((st) => {
      if (st.runtime.kind !== 'live') return;
      off();
      resolve();
    });
  });
}

/**
 * Replaces the cluster and seed with the scenario's and schedules its commands (ms → µs); those
 * at the indices in `live` were given at the run's "now" and are replayed that way.
 */
function applySession(sc: Scenario, live: readonly number[] = []): Promise<void> {
  const f = sc.file;
  const started = applySetup({
    preset: f.preset ?? sc.topology.name,
    topology: sc.topology,
    config: sc.config,
    options: f.configOptions ?? {},
    seed: f.seed,
    ...(f.latency ? { latency: f.latency } : {}),
  });
  const given = new Set(live);
  f.steps
    .filter(isDoStep)
    .forEach((step, i) => session.commandAt(step.do, Math.round(step.at * 1000), given.has(i)));
  store().setScenario(null);
  return started;
}

/** Opens a `?s=` value: problems become one notice; whatever is readable is applied. */
export async function openShareLink(param: string): Promise<void> {
  const open = decodeShareState(param);
  const st = store();
  st.clearNotices('url');
  if (open.problems.length > 0)
    st.pushNotice({
      level: 'error',
      source: 'url',
      text: open.scenario ? tr('share:link.partly') : tr('share:link.failed'),
      details: open.problems,
    });
  if (open.view.speed !== undefined) st.setSpeed(open.view.speed);
  if (open.view.record !== undefined) st.inspect(open.view.record);
  if (!open.scenario) return;
  const started = applySession(open.scenario, open.view.live);
  st.setViolation(open.view.violation ?? null);
  await started;
  if (open.view.timeUs === undefined || open.view.timeUs === 0) return;
  await whenLive();
  await session.seek(open.view.timeUs);
}

/** The session as a scenario file whose expectations are what holds now (JSON text). */
export function exportSessionFile(): string {
  const s = store();
  const file = sessionScenario(sessionState(), {
    name: `${s.presetName}-session`,
    description: `Session saved at ${s.timeUs / 1000} ms (page trace hash ${session.traceHash() ?? 'n/a'}); its expectations are the state at that time.`,
    expectations: true,
  });
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ImportResult =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly errors: readonly string[] };

/** A dropped scenario file: size-checked, parsed and validated like the CLI's, then run in the page. */
export async function importScenarioFile(file: {
  name: string;
  size: number;
  text(): Promise<string>;
}): Promise<ImportResult> {
  if (file.size > MAX_FILE_BYTES)
    return {
      ok: false,
      errors: [
        `${file.name} is ${formatLimit(file.size)} bytes, beyond the ${formatLimit(MAX_FILE_BYTES)} byte limit (MAX_FILE_BYTES)`,
      ],
    };
  const parsed = parseScenarioText(await file.text());
  if (!parsed.ok)
    return { ok: false, errors: parsed.texts.map((t) => `${file.name}: ${scenarioParseText(t)}`) };
  await applySession(parsed.scenario);
  store().setScenario(null);
  return { ok: true, name: parsed.scenario.file.name };
}
