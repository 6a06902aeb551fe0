/**
 * The lesson file format (public/lessons/<id>.json): a cluster and set-up commands in scenario
 * form, then narrated steps. A step may point at parts of the screen (data-testids), ask the
 * person to act (the commands their click gives), and ask a question before revealing: every
 * answer carries a scenario expectation, and the truth is whichever one the simulation makes hold
 * — the file names the answer it believes correct, and the lesson tests check the two agree.
 */
import { z } from 'zod';
import {
  configOptionsSchema,
  doStepSchema,
  expectSchema,
  MAX_LESSONS,
  MAX_LESSON_ANSWERS,
  MAX_LESSON_COMMANDS,
  MAX_LESSON_HIGHLIGHTS,
  MAX_LESSON_STEPS,
  MAX_LESSON_TEXT,
  MAX_SEED,
  msSchema,
} from '../../engine/index.ts';

/** A text in both languages, side by side. */
const textSchema = z.strictObject({
  en: z.string().min(1).max(MAX_LESSON_TEXT, `longer than ${MAX_LESSON_TEXT} characters (MAX_LESSON_TEXT)`),
  ru: z.string().min(1).max(MAX_LESSON_TEXT, `longer than ${MAX_LESSON_TEXT} characters (MAX_LESSON_TEXT)`),
});
export type LessonText = z.infer<typeof textSchema>;

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and "-"');
const testIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9:+/_.-]{0,127}$/, 'a data-testid');

const actSchema = z.strictObject({
  /** What the person is asked to do, e.g. "Click rack r1 to fail it". */
  label: textSchema,
  /** The screen part whose click counts as doing it (the lesson panel's button always does). */
  target: testIdSchema.optional(),
  /** The commands the act gives, at fixed virtual times so every run of the lesson is the same. */
  do: z
    .array(doStepSchema)
    .min(1)
    .max(MAX_LESSON_COMMANDS, `more than ${MAX_LESSON_COMMANDS} commands (MAX_LESSON_COMMANDS)`),
});

const answerSchema = z.strictObject({
  id: idSchema,
  text: textSchema,
  /** Scenario expectations that all hold in the simulation exactly when this answer is the truth. */
  holdsWhen: z
    .array(expectSchema)
    .min(1)
    .max(MAX_LESSON_HIGHLIGHTS, `more than ${MAX_LESSON_HIGHLIGHTS} expectations (MAX_LESSON_HIGHLIGHTS)`),
});

const askSchema = z
  .strictObject({
    question: textSchema,
    answers: z
      .array(answerSchema)
      .min(2)
      .max(MAX_LESSON_ANSWERS, `more than ${MAX_LESSON_ANSWERS} answers (MAX_LESSON_ANSWERS)`),
    /** The answer the author believes the simulation shows (checked by the lesson tests). */
    correct: idSchema,
    /** The short why shown with the revealed truth. */
    why: textSchema,
  })
  .superRefine((a, ctx) => {
    const ids = a.answers.map((x) => x.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['answers', i, 'id'], message: `duplicate answer id "${id}"` });
    });
    if (!ids.includes(a.correct))
      ctx.addIssue({
        code: 'custom',
        path: ['correct'],
        message: `"${a.correct}" is not one of the answers (${ids.join(', ')})`,
      });
  });

const lessonStepSchema = z.strictObject({
  say: textSchema,
  highlight: z
    .array(testIdSchema)
    .max(MAX_LESSON_HIGHLIGHTS, `more than ${MAX_LESSON_HIGHLIGHTS} screen parts (MAX_LESSON_HIGHLIGHTS)`)
    .default([]),
  /** Virtual time (ms) the view runs to when the step opens. */
  showMs: msSchema.optional(),
  act: actSchema.optional(),
  ask: askSchema.optional(),
});

export const lessonSchema = z.strictObject({
  $schema: z.string().optional(),
  id: idSchema,
  title: textSchema,
  summary: textSchema,
  /** The article section the lesson follows (seeds/metadata-distribution.*). */
  section: z.string().min(1).max(200),
  preset: z.string().min(1),
  configOptions: configOptionsSchema.optional(),
  seed: z.number().int().nonnegative().max(MAX_SEED).default(1),
  /** Commands given when the lesson opens (scenario steps). */
  setup: z
    .array(doStepSchema)
    .max(MAX_LESSON_COMMANDS, `more than ${MAX_LESSON_COMMANDS} commands (MAX_LESSON_COMMANDS)`)
    .default([]),
  steps: z
    .array(lessonStepSchema)
    .min(1)
    .max(MAX_LESSON_STEPS, `more than ${MAX_LESSON_STEPS} steps (MAX_LESSON_STEPS)`),
  /** Facts the lesson relies on besides its questions (scenario expectations). */
  checks: z.array(expectSchema).max(MAX_LESSON_COMMANDS).default([]),
});
export type Lesson = z.infer<typeof lessonSchema>;
type LessonStep = Lesson['steps'][number];
export type LessonAsk = NonNullable<LessonStep['ask']>;

/** `title` repeats the lesson's own (the menu shows it without fetching every file; tests compare). */
const indexEntrySchema = z.strictObject({
  id: idSchema,
  file: z.string().regex(/^[a-z0-9-]+\.json$/),
  title: textSchema,
});
const comingSchema = z.strictObject({ id: idSchema, title: textSchema });

export const lessonIndexSchema = z.strictObject({
  description: z.string().optional(),
  lessons: z.array(indexEntrySchema).max(MAX_LESSONS, `more than ${MAX_LESSONS} lessons (MAX_LESSONS)`),
  /** Lessons listed in the menu as coming, not runnable yet. */
  coming: z.array(comingSchema).max(MAX_LESSONS).default([]),
});
export type LessonIndex = z.infer<typeof lessonIndexSchema>;
