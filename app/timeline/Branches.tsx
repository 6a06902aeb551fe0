/**
 * The branch switcher under the timeline bar, shown once the run has forked: the branch shown now
 * and one button per other branch (where it parts from this one, how far it ran). A button
 * replays that branch to its furthest time; the branch left stays in the list.
 */
import { formatTime } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { switchBranch } from '../runtime/branching.ts';
import { session } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import './branches.css';

export function Branches() {
  const t = useT('timeline');
  const lang = useLanguage();
  const branches = useAppStore((s) => s.branches);
  const shown = useAppStore((s) => s.branchId);
  if (branches.length === 0) return null;
  return (
    <div className="tl-branches" role="group" aria-label={t('branch.group')} data-testid="branches">
      <span className="tl-branches-label" title={t('branch.hint')}>
        <svg className="branch-icon" viewBox="0 0 12 14" aria-hidden="true">
          <path d="M3 1v12M3 9c0-3 6-3 6-6V1" />
        </svg>
        {t('branch.label')}
      </span>
      <span
        className="branch-chip branch-shown"
        aria-current="true"
        data-testid="branch-shown"
        data-id={shown}
      >
        {t('branch.active', { id: shown })}
      </span>
      {[...branches].reverse().map((b) => {
        const text = {
          id: b.id,
          part: formatTime(lang, b.partUs / 1000),
          end: formatTime(lang, b.horizonUs / 1000),
        };
        return (
          <button
            key={b.id}
            type="button"
            className={`branch-chip branch-c${b.id % 6}`}
            onClick={() => void switchBranch(session, b.id)}
            title={t('branch.go', text)}
            data-testid={`branch-${b.id}`}
          >
            {t('branch.item', text)}
          </button>
        );
      })}
      <span className="tl-branches-hint">{t('branch.hint')}</span>
    </div>
  );
}
