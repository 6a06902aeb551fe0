/**
 * A step's question: pick an answer, then the step's act (or "run and show") makes it happen and
 * the truth shows with a why.
 */
import type { ReactNode } from 'react';
import { pickAnswer, reveal } from '../../lessons/controller.ts';
import type { ActiveLesson } from '../../lessons/lessonState.ts';
import type { LessonAsk } from '../../lessons/schema.ts';
import type { StepFlow } from '../../lessons/stepFlow.ts';
import { useLessonText } from '../../lessons/useLesson.ts';
import { useT } from '../../i18n/useT.ts';
import { evidenceText } from '../../viewmodel/evidenceText.ts';
import { expectationLabel } from '../../viewmodel/expectationLabel.ts';

interface Props {
  readonly active: ActiveLesson;
  readonly ask: LessonAsk;
  readonly flow: StepFlow;
  /** The step's act, shown after the answers: doing it reveals (null when the step has none). */
  readonly trigger: ReactNode;
}

export function QuestionBox({ active, ask, flow, trigger }: Props) {
  const t = useT('lessons');
  const text = useLessonText();
  const step = active.step;
  const picked = active.picked.get(step);
  const revealed = active.revealed.has(step);
  const q = revealed ? active.truth?.questions.get(step) : undefined;
  const truth = q?.truth ?? null;
  const answerText = (id: string) => {
    const a = ask.answers.find((x) => x.id === id);
    return a ? text(a.text) : id;
  };
  return (
    <div className="lesson-ask" data-testid="lesson-ask">
      <p className="lesson-question">{text(ask.question)}</p>
      <p className="muted lesson-hint">{t('question')}</p>
      <div className="lesson-answers" role="radiogroup" aria-label={text(ask.question)}>
        {ask.answers.map((a) => {
          const cls = [
            'lesson-answer',
            picked === a.id ? 'picked' : '',
            revealed && truth === a.id ? 'truth' : '',
            revealed && picked === a.id && truth !== a.id ? 'wrong' : '',
          ].join(' ');
          return (
            <label key={a.id} className={cls} data-testid={`lesson-answer-${a.id}`}>
              <input
                type="radio"
                name={`lesson-${active.loaded.lesson.id}-${step}`}
                checked={picked === a.id}
                disabled={!flow.canPick}
                onChange={() => pickAnswer(step, a.id)}
              />
              <span>{text(a.text)}</span>
            </label>
          );
        })}
      </div>
      {trigger ||
        (!revealed && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="lesson-reveal"
            disabled={!flow.canReveal || active.computing}
            onClick={() => reveal(step)}
          >
            {t('check')}
          </button>
        ))}
      {active.computing && <p className="muted">{t('computing')}</p>}
      {revealed && (
        <div
          className="lesson-truth"
          data-testid="lesson-truth"
          data-truth={truth ?? ''}
          data-picked={picked}
        >
          {truth === null ? (
            <p className="lesson-unsettled">{t('unsettled')}</p>
          ) : (
            <>
              <p>
                <strong>{t('truth')}</strong> {answerText(truth)}
              </p>
              <p className={picked === truth ? 'lesson-right' : 'lesson-wrong'}>
                {picked === truth ? t('right') : t('wrong', { answer: answerText(picked ?? '') })}
              </p>
            </>
          )}
          <p>
            <strong>{t('why')}:</strong> {text(ask.why)}
          </p>
          <details className="lesson-evidence">
            <summary>{t('evidence')}</summary>
            <ul>
              {q?.answers
                .filter((a) => a.answer === truth)
                .map((a) => (
                  <li key={a.answer} className="mono" data-testid="lesson-evidence">
                    {a.evidence
                      .map((e) =>
                        t('evidenceLine', {
                          label: expectationLabel(e.expectation),
                          text: evidenceText(e.evidence),
                        }),
                      )
                      .join('; ')}
                  </li>
                ))}
            </ul>
          </details>
        </div>
      )}
    </div>
  );
}
