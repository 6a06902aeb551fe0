/** Per subsystem, how many more racks / DCs may fail before something a person notices breaks. */
import { memo } from 'react';
import { useHeadroom } from '../../analysis/useAnalysis.ts';
import { headroomSentence } from '../../analysis/headroomText.ts';
import { useT } from '../../i18n/useT.ts';

export const HeadroomReadout = memo(function HeadroomReadout() {
  const t = useT('header');
  const report = useHeadroom();
  if (!report) return null;
  return (
    <ul className="headroom" data-testid="headroom" aria-label={t('headroom')}>
      {report.perSubsystem.map((h) => {
        const zero = [h.read, h.write].some((o) => o.lostNow > 0 || o.headroom.racks === 0);
        return (
          <li
            key={h.subsystem}
            data-testid={`headroom-${h.subsystem}`}
            className={zero ? 'headroom-low' : ''}
            data-lost-read={h.read.lostNow}
            data-lost-write={h.write.lostNow}
          >
            {headroomSentence(h)}
          </li>
        );
      })}
    </ul>
  );
});
