/**
 * The violation a chaos link reported, at the top of the Story: the invariant in plain words, when
 * and where it broke and the checker's message, labelled as chaos's claim (the page does not run
 * chaos's oracles, and cannot run a planted bug), and the trace hash of this run now, which at
 * the link's time equals the one `chaos` printed.
 */
import { useLanguage, useT } from '../../i18n/useT.ts';
import { formatSecondsFixed } from '../../i18n/format.ts';
import { session } from '../../runtime/page.ts';
import { useAppStore } from '../../store/index.ts';
import { violationLine } from './violationText.ts';
import './violation.css';

export function ViolationNote() {
  const t = useT('share');
  const lang = useLanguage();
  const violation = useAppStore((s) => s.violation);
  // Re-read on every time step: the hash grows with the run.
  useAppStore((s) => s.timeUs);
  if (!violation) return null;
  const hash = session.traceHash();
  const tt = t as unknown as Parameters<typeof violationLine>[0];
  return (
    <div className="violation-note" data-testid="feed-violation" role="status">
      <p className="violation-note-title">
        {t('violation.title')} <span className="chip">{t('violation.reported')}</span>
      </p>
      <p data-testid="feed-violation-text">
        {violationLine(tt, violation, formatSecondsFixed(lang, violation.tUs / 1e6, 3))}
      </p>
      {hash !== null && (
        <p className="muted mono" data-testid="trace-hash" data-hash={hash}>
          {t('violation.hash', { hash })}
        </p>
      )}
    </div>
  );
}
