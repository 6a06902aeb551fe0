/**
 * Runs a lesson headless on the in-process host and reads, per question, which answers the
 * simulation makes true — the "truth" a reveal shows. The same function backs the lesson tests
 * (the file's `correct` answer must be the only true one) and the page's reveal.
 */
import { runScenarioSync, isDoStep, type Evidence, type Expectation } from '../../engine/index.ts';
import type { LoadedLesson } from './load.ts';

interface AnswerTruth {
  readonly answer: string;
  readonly holds: boolean;
  /** The expectation's own account of what it saw (engine/scenario/expectations.ts). */
  readonly detail: string;
  /** The same per expectation, as codes and values for the page's language (app/viewmodel/evidenceText.ts). */
  readonly evidence: readonly LabelledEvidence[];
}

interface LabelledEvidence {
  readonly label: string;
  /** What `label` describes, for the page to say in its language (app/viewmodel/expectationLabel.ts). */
  readonly expectation: Expectation;
  readonly evidence: Evidence;
}

interface QuestionTruth {
  readonly step: number;
  readonly answers: readonly AnswerTruth[];
  /** The single answer that holds, or null when none or several do (a broken lesson). */
  readonly truth: string | null;
}

export interface LessonTruth {
  readonly questions: ReadonlyMap<number, QuestionTruth>;
  /** Checks (and invariants) that failed, one line each; empty when the lesson's facts hold. */
  readonly failedChecks: readonly string[];
  readonly traceHash: string;
  /** Messages sent during the run (engine/scenario/counts.ts). */
  readonly messages: number;
}

export function lessonTruth(l: LoadedLesson): LessonTruth {
  // Stream mode: the verdicts are all it reads, so the run keeps no trace.
  const res = runScenarioSync(l.scenario, { traceMode: 'stream' });
  // An answer holds when every one of its expectations does; its detail joins theirs.
  type Acc = { holds: boolean; details: string[]; evidence: LabelledEvidence[] };
  const perStep = new Map<number, Map<string, Acc>>();
  const failedChecks: string[] = [];
  for (const r of res.expectations) {
    const o = l.origins[r.step];
    const step = l.scenario.file.steps[r.step];
    if (o?.kind === 'answer' && step !== undefined && !isDoStep(step)) {
      const answers = perStep.get(o.step) ?? new Map<string, Acc>();
      const a = answers.get(o.answer) ?? { holds: true, details: [], evidence: [] };
      answers.set(o.answer, {
        holds: a.holds && r.ok,
        details: [...a.details, `${r.label}: ${r.detail}`],
        evidence: [...a.evidence, { label: r.label, expectation: step, evidence: r.evidence }],
      });
      perStep.set(o.step, answers);
    } else if (o?.kind === 'check' && !r.ok) failedChecks.push(`${o.path}: ${r.label}: ${r.detail}`);
  }
  // A violation some expectation of the lesson names is what the lesson shows (the rushed
  // reconfiguration's disjoint quorums); any other still breaks the lesson, as in scenario runs.
  const named = new Set(
    [
      ...l.lesson.steps.flatMap((st) => st.ask?.answers.flatMap((a) => a.holdsWhen) ?? []),
      ...l.lesson.checks,
    ].flatMap((x) => (x.expect === 'violation' ? [x.invariant] : [])),
  );
  for (const v of res.violations)
    if (!named.has(v.invariant)) failedChecks.push(`invariant ${v.invariant}: ${v.message}`);
  const questions = new Map<number, QuestionTruth>();
  for (const [step, byAnswer] of perStep) {
    const answers = [...byAnswer].map(([answer, a]) => ({
      answer,
      holds: a.holds,
      detail: a.details.join('; '),
      evidence: a.evidence,
    }));
    const holding = answers.filter((a) => a.holds);
    questions.set(step, {
      step,
      answers,
      truth: holding.length === 1 ? (holding[0]?.answer ?? null) : null,
    });
  }
  return { questions, failedChecks, traceHash: res.traceHash, messages: res.messages.sent };
}
