/**
 * What lesson actions mean for the page: opening one replaces the cluster with the lesson's and
 * gives its set-up commands (the free simulator's setup is kept and restored on leaving); an act
 * gives the step's commands at their fixed virtual times; a reveal runs the lesson headless for
 * the truth and moves the live view to the time the answer is known. On a question step the act
 * waits for the answer and reveals it (stepFlow.ts): the outcome is predicted, then seen.
 */
import { session } from '../runtime/page.ts';
import { applySetup, type Setup } from '../runtime/setup.ts';
import { appStore } from '../store/index.ts';
import { fetchLesson, fetchLessonIndex } from './fetchLesson.ts';
import { lessonStore, updateActive, type ActiveLesson } from './lessonState.ts';
import { newRun } from '../runtime/branching.ts';
import { readProgress, writeProgress } from './progress.ts';
import { actReveals, openMs, outcomeMs, stepFlow } from './stepFlow.ts';
import { lessonTruth } from './truth.ts';

const LESSON_PARAM = 'lesson';
/** How far past an act's last command the view runs, so its first effects show (virtual ms). */
const ACT_SHOW_MS = 400;

let freeSetup: Setup | null = null;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function setLessonParam(id: string | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(LESSON_PARAM);
  else url.searchParams.set(LESSON_PARAM, id);
  window.history.replaceState(null, '', url.toString());
}

/**
 * Moves the live view forward to `ms` (never back: the person may have played further). Play is
 * left as it is: the store's `playing` stays the one play state, set only by Play and Pause.
 */
function showUntil(ms: number): void {
  if (session.timeUs < ms * 1000) void session.seek(ms * 1000, true);
}

export async function initLessons(): Promise<void> {
  lessonStore.setState({ done: readProgress(storage()) });
  const r = await fetchLessonIndex();
  lessonStore.setState(r.ok ? { index: r.index, indexErrors: [] } : { index: null, indexErrors: r.errors });
  const asked = new URLSearchParams(window.location.search).get(LESSON_PARAM);
  if (asked !== null) await openLesson(asked);
}

export function setMenuOpen(open: boolean): void {
  lessonStore.setState({ menuOpen: open });
}

export async function openLesson(id: string): Promise<void> {
  const entry = lessonStore.getState().index?.lessons.find((l) => l.id === id);
  if (!entry) {
    lessonStore.setState({
      loadErrors: [`lessons/index.json: no lesson "${id.slice(0, 64)}"`],
      menuOpen: true,
    });
    setLessonParam(null);
    return;
  }
  const r = await fetchLesson(entry.file);
  if (!r.ok) {
    lessonStore.setState({ loadErrors: r.errors, menuOpen: true });
    return;
  }
  const st = appStore.getState();
  if (lessonStore.getState().active === null)
    freeSetup = {
      preset: st.presetName,
      topology: st.topology,
      config: st.config,
      options: st.buildOptions,
      seed: st.seed,
      ...(st.latency ? { latency: st.latency } : {}),
    };
  const { lesson, scenario } = r.value;
  void applySetup({
    preset: lesson.preset,
    topology: scenario.topology,
    config: scenario.config,
    options: lesson.configOptions ?? {},
    seed: lesson.seed,
  }).then(newRun);
  st.setScenario(null);
  for (const s of lesson.setup) session.commandAt(s.do, Math.round(s.at * 1000));
  lessonStore.setState({
    menuOpen: false,
    loadErrors: [],
    active: {
      loaded: r.value,
      step: 0,
      acted: new Set(),
      picked: new Map(),
      revealed: new Set(),
      truth: null,
      computing: false,
      nudged: false,
      finished: false,
    },
  });
  setLessonParam(id);
  openStep(0);
}

/** The person's doings at `step` as the flow reads them. */
function doneAt(a: ActiveLesson, step: number) {
  return { acted: a.acted.has(step), picked: a.picked.get(step), revealed: a.revealed.has(step) };
}

function openStep(step: number): void {
  const a = lessonStore.getState().active;
  const st = a?.loaded.lesson.steps[step];
  if (!a || !st) return;
  updateActive(() => ({ step, nudged: false }));
  const ms = openMs(st);
  if (ms !== undefined) showUntil(ms);
}

export function goToStep(step: number): void {
  openStep(step);
}

/** The step's act; on a question step only once an answer is chosen, and then it reveals. */
export function doAct(step: number): void {
  const a = lessonStore.getState().active;
  const st = a?.loaded.lesson.steps[step];
  if (!a || !st?.act) return;
  if (!stepFlow(st, doneAt(a, step)).canAct) {
    if (!a.acted.has(step)) updateActive(() => ({ nudged: true }));
    return;
  }
  for (const s of st.act.do) session.commandAt(s.do, Math.round(s.at * 1000));
  updateActive((x) => ({ acted: new Set([...x.acted, step]), nudged: false }));
  if (actReveals(st)) reveal(step);
  else showUntil(outcomeMs(st, ACT_SHOW_MS));
}

export function pickAnswer(step: number, answer: string): void {
  updateActive((x) =>
    x.revealed.has(step) ? {} : { picked: new Map([...x.picked, [step, answer]]), nudged: false },
  );
}

export function reveal(step: number): void {
  const a = lessonStore.getState().active;
  const st = a?.loaded.lesson.steps[step];
  if (!a || !st || !a.picked.has(step) || a.revealed.has(step)) return;
  // Acts may reveal; the Check button only on a question without an act.
  if (st.act && !a.acted.has(step)) return;
  showUntil(outcomeMs(st, ACT_SHOW_MS));
  if (a.truth) return updateActive((x) => ({ revealed: new Set([...x.revealed, step]) }));
  updateActive(() => ({ computing: true }));
  // Let the "running" state paint before the synchronous headless run.
  window.setTimeout(() => {
    const cur = lessonStore.getState().active;
    if (!cur || cur.loaded !== a.loaded) return;
    const truth = lessonTruth(cur.loaded);
    updateActive((x) => ({ truth, computing: false, revealed: new Set([...x.revealed, step]) }));
  }, 30);
}

/**
 * Marks the lesson done and keeps the page on its last state (cluster, run and timeline agree);
 * the panel then offers to leave or to pick another lesson.
 */
export function finishLesson(): void {
  const a = lessonStore.getState().active;
  if (!a) return;
  const done = new Set([...lessonStore.getState().done, a.loaded.lesson.id]);
  lessonStore.setState({ done });
  writeProgress(storage(), done);
  updateActive(() => ({ finished: true }));
}

/** Back to the free simulator the person had before the lesson. */
export function leaveLesson(): void {
  if (lessonStore.getState().active === null) return;
  lessonStore.setState({ active: null });
  setLessonParam(null);
  // The timeline's horizon follows the old run's time until the reset lands: start it over after.
  if (freeSetup) void applySetup(freeSetup).then(newRun);
  freeSetup = null;
}
