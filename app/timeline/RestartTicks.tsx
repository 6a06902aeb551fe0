/** The running rolling-restart plan on the scrubber: a tick where each batch starts (click: go there). */
import type { ScaleLinear } from 'd3-scale';
import { useSyncExternalStore } from 'react';
import { batchStarts } from '../analysis/restartSchedule.ts';
import { useT } from '../i18n/useT.ts';
import { session } from '../runtime/page.ts';
import { restartRunning } from '../runtime/restartIntents.ts';

export function RestartTicks({ x }: { x: ScaleLinear<number, number> }) {
  const t = useT('timeline');
  const run = useSyncExternalStore(restartRunning.subscribe, restartRunning.current);
  if (!run) return null;
  const starts = batchStarts(run);
  return (
    <>
      {starts.map((at, k) => (
        <g
          key={k}
          className="scrub-mark scrub-restart"
          data-testid="scrub-restart"
          data-t={at}
          onClick={() => void session.seek(at)}
        >
          <line x1={`${x(at)}%`} x2={`${x(at)}%`} y1={0} y2={14} />
          <line x1={`${x(at)}%`} x2={`${x(at)}%`} y1={0} y2={14} className="scrub-hit" />
          <title>{t('scrub.restartBatch', { batch: k + 1, of: starts.length })}</title>
        </g>
      ))}
    </>
  );
}
