/** The open lesson: its narration step by step, the act to do, the question, next / back / leave. */
import { doAct, finishLesson, goToStep, leaveLesson } from '../../lessons/controller.ts';
import type { ActiveLesson } from '../../lessons/lessonState.ts';
import { useLessonText } from '../../lessons/useLesson.ts';
import { useT } from '../../i18n/useT.ts';
import { QuestionBox } from './QuestionBox.tsx';

export function LessonPanel({ active }: { active: ActiveLesson }) {
  const t = useT('lessons');
  const text = useLessonText();
  const { lesson } = active.loaded;
  const step = lesson.steps[active.step];
  if (!step) return null;
  const total = lesson.steps.length;
  const acted = !step.act || active.acted.has(active.step);
  const answered = !step.ask || active.revealed.has(active.step);
  const last = active.step === total - 1;
  return (
    <section
      className="lesson-panel"
      data-testid="lesson-panel"
      data-step={active.step}
      aria-label={text(lesson.title)}
    >
      <header className="lesson-head">
        <div>
          <h2 data-testid="lesson-title">{text(lesson.title)}</h2>
          <p className="muted" data-testid="lesson-progress">
            {t('stepOf', { n: active.step + 1, total })}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-small"
          data-testid="lesson-leave"
          title={t('leaveTitle')}
          onClick={leaveLesson}
        >
          {t('leave')}
        </button>
      </header>
      <div className="lesson-body">
        <p className="lesson-say" data-testid="lesson-say">
          {text(step.say)}
        </p>
        {step.act && (
          <div className="lesson-act">
            <button
              type="button"
              className={`btn${acted ? '' : ' btn-primary'}`}
              data-testid="lesson-act"
              disabled={acted}
              onClick={() => doAct(active.step)}
            >
              {acted ? `✓ ${t('actDone')}` : text(step.act.label)}
            </button>
            {!acted && step.act.target !== undefined && <p className="muted lesson-hint">{t('actHint')}</p>}
          </div>
        )}
        {step.ask && <QuestionBox active={active} ask={step.ask} blocked={!acted} />}
      </div>
      <footer className="lesson-nav">
        <button
          type="button"
          className="btn"
          data-testid="lesson-back"
          disabled={active.step === 0}
          onClick={() => goToStep(active.step - 1)}
        >
          {t('back')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid={last ? 'lesson-finish' : 'lesson-next'}
          disabled={!acted || !answered}
          onClick={() => (last ? finishLesson() : goToStep(active.step + 1))}
        >
          {last ? t('finish') : t('next')}
        </button>
      </footer>
    </section>
  );
}
