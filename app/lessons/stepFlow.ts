/**
 * What a lesson step lets the person do next — predict, then see. A step that asks a question
 * takes the answer first: its act (the commands that make the outcome happen) is held until an
 * answer is chosen, and doing it reveals the truth. So nothing on the page (rings, inspector,
 * header) can show the outcome before the prediction: the cause has not happened yet, however
 * far the person plays the timeline.
 */
import type { Lesson } from './schema.ts';

type LessonStep = Lesson['steps'][number];

/** What the person did at one step. */
export interface StepDone {
  readonly acted: boolean;
  readonly picked: string | undefined;
  readonly revealed: boolean;
}

export interface StepFlow {
  /** Answers can be chosen (until the truth is shown). */
  readonly canPick: boolean;
  /** The act can be done now (its button enabled, its target on the page counts). */
  readonly canAct: boolean;
  /** The act is held until an answer is chosen. */
  readonly actWaitsForPick: boolean;
  /** A question without an act: the "run and show" button is enabled. */
  readonly canReveal: boolean;
  /** Next / Finish is enabled. */
  readonly canGoOn: boolean;
}

export function stepFlow(step: LessonStep, d: StepDone): StepFlow {
  const ask = step.ask !== undefined;
  const act = step.act !== undefined;
  const picked = d.picked !== undefined;
  const actWaitsForPick = act && ask && !picked;
  return {
    canPick: ask && !d.revealed,
    canAct: act && !d.acted && !actWaitsForPick,
    actWaitsForPick: actWaitsForPick && !d.acted,
    canReveal: ask && !act && picked && !d.revealed,
    canGoOn: (!act || d.acted) && (!ask || d.revealed),
  };
}

/** Whether doing the act also reveals the answer (the act is the step's "run and show"). */
export const actReveals = (step: LessonStep): boolean => step.ask !== undefined && step.act !== undefined;

/**
 * The virtual time (ms) the view runs to once the step's outcome may be seen: after its act (or
 * at its reveal), never before — a step's `showMs` on a question step would show the answer.
 * `actShowMs` is how far past the act's last command the view runs so its first effects show.
 */
export function outcomeMs(step: LessonStep, actShowMs: number): number {
  const actEnd = step.act ? Math.max(...step.act.do.map((s) => s.at)) + actShowMs : 0;
  const known = step.ask
    ? Math.max(...step.ask.answers.flatMap((a) => a.holdsWhen.map((x) => x.by ?? x.at)))
    : 0;
  return Math.max(actEnd, known, step.showMs ?? 0);
}

/** The time (ms) the view runs to when the step opens: its `showMs`, unless it asks a question. */
export const openMs = (step: LessonStep): number | undefined =>
  step.ask === undefined ? step.showMs : undefined;
