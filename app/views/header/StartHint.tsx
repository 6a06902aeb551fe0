/**
 * The header's hint. On a page where nothing has happened yet it is a short "start here" list
 * naming the controls — ▶ Play, "Boot tablet", a rack — each replaced by a tick once the page shows
 * it done; after all three it is the general how-to.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/useT.ts';
import { observers } from '../../runtime/page.ts';
import { useAppStore } from '../../store/index.ts';
import { START_STEPS, startHint } from '../../viewmodel/startHint.ts';
import { showControl } from './showControl.ts';
import './startHint.css';

/**
 * The step whose words take the person to its control: "Boot tablet", on the Record tab. Play is in
 * the pinned bar and the racks are under the header, but on a phone the Record tab is a long scroll
 * below the cluster.
 */
const SHOWN_STEP = 'boot';
const showBoot = () => showControl('action-bootTablet', 'tab-record');

/** A done step: a tick, its words for screen readers and as the tooltip. */
const DoneStep = ({ words }: { words: string }) => (
  <span className="start-done" title={words}>
    ✓<span className="start-words">{words}</span>
  </span>
);

export function StartHint() {
  const t = useT('header');
  const timeUs = useAppStore((s) => s.timeUs);
  const downNodes = useAppStore((s) => Object.keys(s.nodeStatus).length);
  const tablets = useSyncExternalStore(observers.subscribe, observers.current).tablets.size;
  const hint = useMemo(() => startHint({ timeUs, tablets, downNodes }), [timeUs, tablets, downNodes]);
  if (hint.next === null)
    return (
      <p className="howto" data-testid="howto">
        <strong>{t('howtoLead')}</strong> {t('howto')}
      </p>
    );
  return (
    <div className="howto start-hint" data-testid="howto" data-next={hint.next}>
      <strong>{t('howtoLead')}</strong>
      <ol>
        {START_STEPS.map((s) => {
          const done = hint.done.has(s);
          return (
            <li
              key={s}
              data-testid={`start-${s}`}
              data-done={done}
              className={done ? 'done' : s === hint.next ? 'next' : undefined}
            >
              {done ? (
                // A tick in the step's place: the list never grows as steps are done, so the
                // header (and the cluster under it) keeps its height.
                <DoneStep words={`${t(`start.${s}`)}: ${t('start.done')}`} />
              ) : s === SHOWN_STEP ? (
                <button
                  type="button"
                  className="start-show"
                  title={t('start.show')}
                  data-testid={`start-show-${s}`}
                  onClick={showBoot}
                >
                  {t(`start.${s}`)}
                </button>
              ) : (
                t(`start.${s}`)
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
