/** The plain-language feed beside the simulator: the run told in sentences, newest last. */
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLanguage, useT } from '../i18n/useT.ts';
import { logIndex } from '../runtime/page.ts';
import { useAppStore } from '../store/index.ts';
import { buildFeed } from './feedModel.ts';
import { formatMsFixed } from '../i18n/format.ts';
import { detailLine } from '../timeline/engineText.ts';
import { renderLogLine } from '../timeline/logLine.ts';
import { ViolationNote } from '../views/share/ViolationNote.tsx';

export function FeedView() {
  const t = useT('feed');
  const tl = useT('log');
  const lang = useLanguage();
  const version = useSyncExternalStore(logIndex.subscribe, logIndex.getVersion);
  const inspect = useAppStore((s) => s.inspect);
  const playing = useAppStore((s) => s.playing);
  // `version` and `lang` stand for the events and the language the sentences are built from.
  const items = useMemo(
    () => buildFeed(logIndex.events, t, (d) => renderLogLine(detailLine(d), tl, lang)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version, lang, t, tl],
  );
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [items]);
  return (
    <div className="feed" data-testid="feed">
      <p className="feed-title">{t('title')}</p>
      <ViolationNote />
      {items.length === 0 && (
        <p className="muted" data-testid="feed-empty">
          {t(playing ? 'emptyPlaying' : 'empty')}
        </p>
      )}
      <ol className="feed-list" ref={list}>
        {items.map((f) => (
          <li
            key={`${f.index}-${f.t}`}
            data-testid="feed-item"
            data-event={f.index}
            data-alarm={f.alarm ? 'true' : undefined}
            className={f.alarm ? 'feed-alarm' : undefined}
          >
            <span className="feed-time mono">{formatMsFixed(lang, f.t / 1000, 1)}</span>
            <button
              type="button"
              className="feed-text"
              disabled={f.record === undefined}
              onClick={() => f.record !== undefined && inspect(f.record)}
            >
              {f.text}
            </button>
            {f.cost !== undefined && <span className="chip feed-cost">{f.cost}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
