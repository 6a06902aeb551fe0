/** Header button opening the lessons menu. */
import { setMenuOpen } from '../../lessons/controller.ts';
import { useLessonState } from '../../lessons/useLesson.ts';
import { useT } from '../../i18n/useT.ts';

export function LessonsButton() {
  const t = useT('lessons');
  const open = useLessonState((s) => s.menuOpen);
  return (
    <button
      type="button"
      className={`btn${open ? ' btn-primary' : ''}`}
      data-testid="lessons-open"
      aria-expanded={open}
      title={t('openTitle')}
      onClick={() => setMenuOpen(!open)}
    >
      {t('open')}
    </button>
  );
}
