/**
 * The open lesson: its narration step by step, the question, the act, next / back / leave. Placed
 * clear of what the step points at (usePanelSpot); on a phone a bottom sheet that folds to a bar.
 */
import { useRef, useState } from 'react';
import { doAct, finishLesson, goToStep, leaveLesson, setMenuOpen } from '../../lessons/controller.ts';
import type { ActiveLesson } from '../../lessons/lessonState.ts';
import { stepFlow } from '../../lessons/stepFlow.ts';
import { useLessonText } from '../../lessons/useLesson.ts';
import { useT } from '../../i18n/useT.ts';
import { QuestionBox } from './QuestionBox.tsx';
import { usePanelSpot } from './usePanelSpot.ts';
import './lessonAct.css';

interface Props {
  readonly active: ActiveLesson;
  /** What the step points at (the panel keeps clear of it). */
  readonly avoid: readonly string[];
}

export function LessonPanel({ active, avoid }: Props) {
  const t = useT('lessons');
  const text = useLessonText();
  const ref = useRef<HTMLElement>(null);
  const [folded, setFolded] = useState(false);
  const spot = usePanelSpot(ref, avoid);
  const { lesson } = active.loaded;
  const step = lesson.steps[active.step];
  if (!step) return null;
  const total = lesson.steps.length;
  const i = active.step;
  const flow = stepFlow(step, {
    acted: active.acted.has(i),
    picked: active.picked.get(i),
    revealed: active.revealed.has(i),
  });
  const last = i === total - 1;
  const act = step.act && (
    <div className="lesson-act">
      <button
        type="button"
        className={`btn${flow.canAct ? ' btn-primary' : ''}`}
        data-testid="lesson-act"
        disabled={!flow.canAct}
        onClick={() => doAct(i)}
      >
        {active.acted.has(i) ? `✓ ${t('actDone')}` : text(step.act.label)}
      </button>
      {flow.actWaitsForPick ? (
        <p
          className={`muted lesson-hint${active.nudged ? ' lesson-nudge' : ''}`}
          data-testid="lesson-pick-first"
        >
          {t('predictFirst')}
        </p>
      ) : (
        flow.canAct && step.act.target !== undefined && <p className="muted lesson-hint">{t('actHint')}</p>
      )}
    </div>
  );
  const style = spot
    ? { left: spot.left, top: spot.top, width: spot.width, right: 'auto', bottom: 'auto' }
    : undefined;
  return (
    <section
      ref={ref}
      className={`lesson-panel${folded ? ' folded' : ''}`}
      data-testid="lesson-panel"
      data-step={i}
      data-finished={active.finished}
      aria-label={text(lesson.title)}
      style={style}
    >
      <header className="lesson-head">
        <div>
          <h2 data-testid="lesson-title">{text(lesson.title)}</h2>
          <p className="muted" data-testid="lesson-progress">
            {active.finished ? t('finished') : t('stepOf', { n: i + 1, total })}
          </p>
        </div>
        <div className="lesson-head-actions">
          <button
            type="button"
            className="btn btn-small lesson-fold"
            data-testid="lesson-fold"
            aria-expanded={!folded}
            onClick={() => setFolded(!folded)}
          >
            {folded ? t('unfold') : t('fold')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            data-testid="lesson-leave"
            title={t('leaveTitle')}
            onClick={leaveLesson}
          >
            {t('leave')}
          </button>
        </div>
      </header>
      {active.finished ? (
        <div className="lesson-body" data-testid="lesson-finished">
          <p className="lesson-say">{t('finishedSay')}</p>
          <div className="lesson-nav-row">
            <button type="button" className="btn btn-primary" onClick={leaveLesson}>
              {t('leave')}
            </button>
            <button type="button" className="btn" data-testid="lesson-more" onClick={() => setMenuOpen(true)}>
              {t('more')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="lesson-body">
            <p className="lesson-say" data-testid="lesson-say">
              {text(step.say)}
            </p>
            {step.ask ? <QuestionBox active={active} ask={step.ask} flow={flow} trigger={act} /> : act}
          </div>
          <footer className="lesson-nav">
            <button
              type="button"
              className="btn"
              data-testid="lesson-back"
              disabled={i === 0}
              onClick={() => goToStep(i - 1)}
            >
              {t('back')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-testid={last ? 'lesson-finish' : 'lesson-next'}
              disabled={!flow.canGoOn}
              onClick={() => (last ? finishLesson() : goToStep(i + 1))}
            >
              {last ? t('finish') : t('next')}
            </button>
          </footer>
        </>
      )}
    </section>
  );
}
