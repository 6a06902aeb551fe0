/**
 * From a parsed lesson file to a runnable lesson: the lesson schema, then the engine's scenario
 * parser on the scenario the lesson makes (set-up, every act's commands, every answer's and
 * check's expectation), so names, times and the cluster are checked exactly as for scenario
 * files. Errors name the lesson's own JSON path (`steps[2].ask.answers[1].expect.node: …`).
 */
import {
  formatIssues,
  parseScenario,
  type Scenario,
  type Expectation,
  type Step,
} from '../../engine/index.ts';
import { lessonIndexSchema, lessonSchema, type Lesson, type LessonIndex } from './schema.ts';

/** Where each scenario step came from in the lesson, and what it means there. */
type StepOrigin =
  | { readonly kind: 'setup'; readonly path: string }
  | { readonly kind: 'act'; readonly path: string; readonly step: number }
  | { readonly kind: 'answer'; readonly path: string; readonly step: number; readonly answer: string }
  | { readonly kind: 'check'; readonly path: string };

export interface LoadedLesson {
  readonly lesson: Lesson;
  readonly scenario: Scenario;
  /** origins[i] is the lesson part that scenario step i comes from. */
  readonly origins: readonly StepOrigin[];
}

export type LessonParse =
  | { readonly ok: true; readonly value: LoadedLesson }
  | { readonly ok: false; readonly errors: readonly string[] };

/** The scenario a lesson amounts to, with the origin of each of its steps. */
function lessonScenario(l: Lesson): { file: Record<string, unknown>; origins: StepOrigin[] } {
  const steps: Step[] = [];
  const origins: StepOrigin[] = [];
  l.setup.forEach((s, i) => {
    steps.push(s);
    origins.push({ kind: 'setup', path: `setup[${i}]` });
  });
  l.steps.forEach((st, i) => {
    st.act?.do.forEach((s, j) => {
      steps.push(s);
      origins.push({ kind: 'act', path: `steps[${i}].act.do[${j}]`, step: i });
    });
    st.ask?.answers.forEach((a, j) =>
      a.holdsWhen.forEach((x, k) => {
        steps.push(x);
        origins.push({
          kind: 'answer',
          path: `steps[${i}].ask.answers[${j}].holdsWhen[${k}]`,
          step: i,
          answer: a.id,
        });
      }),
    );
  });
  l.checks.forEach((c: Expectation, i) => {
    steps.push(c);
    origins.push({ kind: 'check', path: `checks[${i}]` });
  });
  const file = {
    name: l.id,
    description: l.summary.en,
    preset: l.preset,
    ...(l.configOptions ? { configOptions: l.configOptions } : {}),
    seed: l.seed,
    steps,
  };
  return { file, origins };
}

/** `steps[3].do.rack: …` of the made scenario → `steps[1].act.do[0].do.rack: …` of the lesson. */
function relocate(line: string, origins: readonly StepOrigin[]): string {
  const m = /^steps\[(\d+)\](.*)$/s.exec(line);
  const o = m ? origins[Number(m[1])] : undefined;
  return m && o ? `${o.path}${m[2]}` : line;
}

export function parseLesson(value: unknown): LessonParse {
  const r = lessonSchema.safeParse(value);
  if (!r.success) return { ok: false, errors: formatIssues(r.error.issues, value) };
  const { file, origins } = lessonScenario(r.data);
  const sc = parseScenario(file);
  if (!sc.ok) return { ok: false, errors: sc.errors.map((e) => relocate(e, origins)) };
  return { ok: true, value: { lesson: r.data, scenario: sc.scenario, origins } };
}

export type IndexParse =
  | { readonly ok: true; readonly index: LessonIndex }
  | { readonly ok: false; readonly errors: readonly string[] };

export function parseLessonIndex(value: unknown): IndexParse {
  const r = lessonIndexSchema.safeParse(value);
  return r.success ? { ok: true, index: r.data } : { ok: false, errors: formatIssues(r.error.issues, value) };
}

/** Prefixes every error line with the file it is about. */
export function inFile(file: string, errors: readonly string[]): string[] {
  return errors.map((e) => `${file}: ${e}`);
}
