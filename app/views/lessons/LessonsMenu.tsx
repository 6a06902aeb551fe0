/** The lessons menu: every lesson with its progress, then the ones still coming (not runnable). */
import { openLesson, setMenuOpen } from '../../lessons/controller.ts';
import { useLessonState, useLessonText } from '../../lessons/useLesson.ts';
import { useT } from '../../i18n/useT.ts';

function Problems({ lead, lines }: { lead: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="lesson-problems" role="alert" data-testid="lesson-problems">
      <p>{lead}</p>
      <ul>
        {lines.map((l, i) => (
          <li key={i} className="mono">
            {l}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LessonsMenu() {
  const t = useT('lessons');
  const text = useLessonText();
  const index = useLessonState((s) => s.index);
  const done = useLessonState((s) => s.done);
  const indexErrors = useLessonState((s) => s.indexErrors);
  const loadErrors = useLessonState((s) => s.loadErrors);
  return (
    <aside className="lessons-menu" data-testid="lessons-menu" aria-label={t('menuTitle')}>
      <div className="lessons-menu-head">
        <h2>{t('menuTitle')}</h2>
        <button
          type="button"
          className="notice-close"
          aria-label={t('close')}
          onClick={() => setMenuOpen(false)}
        >
          ×
        </button>
      </div>
      <p className="muted">{t('menuIntro')}</p>
      <Problems lead={t('indexProblem')} lines={indexErrors} />
      <Problems lead={t('loadProblem')} lines={loadErrors} />
      <ol className="lessons-list">
        {index?.lessons.map((l) => {
          const isDone = done.has(l.id);
          return (
            <li key={l.id} data-testid={`lesson-item-${l.id}`} data-done={isDone}>
              <span
                className={`lesson-mark${isDone ? ' done' : ''}`}
                aria-label={isDone ? t('done') : t('notDone')}
              >
                {isDone ? '✓' : '○'}
              </span>
              <span className="lesson-title">{text(l.title)}</span>
              <button
                type="button"
                className="btn btn-small"
                data-testid={`lesson-start-${l.id}`}
                onClick={() => void openLesson(l.id)}
              >
                {isDone ? t('again') : t('start')}
              </button>
            </li>
          );
        })}
        {index?.coming.map((c) => (
          <li key={c.id} className="lesson-coming" data-testid={`lesson-coming-${c.id}`}>
            <span className="lesson-mark">·</span>
            <span className="lesson-title">{text(c.title)}</span>
            <span className="chip">{t('coming')}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
