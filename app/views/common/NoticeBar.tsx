import { selectNotices } from '../../store/selectors.ts';
import { useAppStore } from '../../store/index.ts';
import { useT } from '../../i18n/useT.ts';

/** Messages about the URL, scenarios and sharing; each can be dismissed. */
export function NoticeBar() {
  const t = useT('common');
  const notices = useAppStore(selectNotices);
  const dismiss = useAppStore((s) => s.dismissNotice);
  if (notices.length === 0) return null;
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice-${n.level}`}
          data-testid={`notice-${n.source}`}
          role={n.level === 'error' ? 'alert' : 'status'}
        >
          <div>
            <span>{n.text}</span>
            {n.details && n.details.length > 0 && (
              <ul className="notice-details">
                {n.details.map((d, i) => (
                  <li key={i} className="mono">
                    {d}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            className="notice-close"
            aria-label={t('dismiss')}
            onClick={() => dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
