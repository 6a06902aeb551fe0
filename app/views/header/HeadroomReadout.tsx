/**
 * Per subsystem, how many more racks / DCs may fail before something a person notices breaks.
 * On a phone the three sentences would take seven lines above the cluster: there the list folds to
 * the worst subsystem's sentence on one line, and a toggle shows all three (narrow.css).
 */
import { memo, useState } from 'react';
import { useHeadroom } from '../../analysis/useAnalysis.ts';
import { headroomSentence, worstIndex } from '../../analysis/headroomText.ts';
import { useT } from '../../i18n/useT.ts';
import { useAppStore } from '../../store/index.ts';
import { selectTopology } from '../../store/selectors.ts';

export const HeadroomReadout = memo(function HeadroomReadout() {
  const t = useT('header');
  const report = useHeadroom();
  const dcs = useAppStore((s) => selectTopology(s).realms.length);
  const [open, setOpen] = useState(false);
  if (!report) return null;
  const worst = worstIndex(report.perSubsystem);
  return (
    <div className={`headroom-box${open ? '' : ' headroom-folded'}`}>
      <ul className="headroom" data-testid="headroom" aria-label={t('headroom')} id="headroom-list">
        {report.perSubsystem.map((h, i) => {
          const zero = [h.read, h.write].some((o) => o.lostNow > 0 || o.headroom.racks === 0);
          return (
            <li
              key={h.subsystem}
              data-testid={`headroom-${h.subsystem}`}
              className={`${zero ? 'headroom-low' : ''}${i === worst ? ' headroom-worst' : ''}`}
              data-lost-read={h.read.lostNow}
              data-lost-write={h.write.lostNow}
            >
              {headroomSentence(h, dcs)}
            </li>
          );
        })}
      </ul>
      {report.perSubsystem.length > 1 && (
        <button
          type="button"
          className="headroom-toggle"
          data-testid="headroom-toggle"
          aria-expanded={open}
          aria-controls="headroom-list"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('headroomFold') : t('headroomAll', { n: report.perSubsystem.length })}
        </button>
      )}
    </div>
  );
});
