/**
 * The lesson being taken (a zustand vanilla store of its own, like the timeline's): which step is
 * open, what the person did and answered, and the simulation's truth once computed. Plain
 * setters; what an action means for the run lives in controller.ts.
 */
import { createStore } from 'zustand/vanilla';
import type { LessonIndex } from './schema.ts';
import type { LoadedLesson } from './load.ts';
import type { LessonTruth } from './truth.ts';

export interface ActiveLesson {
  readonly loaded: LoadedLesson;
  readonly step: number;
  /** Steps whose act was done. */
  readonly acted: ReadonlySet<number>;
  /** Step → the answer the person picked. */
  readonly picked: ReadonlyMap<number, string>;
  /** Steps whose question was revealed. */
  readonly revealed: ReadonlySet<number>;
  /** Computed once, at the first reveal: the headless run of the whole lesson. */
  readonly truth: LessonTruth | null;
  readonly computing: boolean;
  /** The person pressed the act's target before choosing an answer (the panel says to choose first). */
  readonly nudged: boolean;
  /** Finished: the page stays on the lesson's last state until the person leaves. */
  readonly finished: boolean;
}

export interface LessonState {
  readonly index: LessonIndex | null;
  readonly indexErrors: readonly string[];
  readonly menuOpen: boolean;
  readonly active: ActiveLesson | null;
  /** Problems of the lesson file last asked for (shown in the menu). */
  readonly loadErrors: readonly string[];
  readonly done: ReadonlySet<string>;
}

export const lessonStore = createStore<LessonState>()(() => ({
  index: null,
  indexErrors: [],
  menuOpen: false,
  active: null,
  loadErrors: [],
  done: new Set<string>(),
}));

export function updateActive(f: (a: ActiveLesson) => Partial<ActiveLesson>): void {
  const a = lessonStore.getState().active;
  if (a) lessonStore.setState({ active: { ...a, ...f(a) } });
}
