import { useT } from '../i18n/useT.ts';
import type { RefObject } from 'react';
import { DROP_COLOR, flowColour, flowLabel, flowShape, FLOW_SUBSYSTEMS } from './flowPalette.ts';

const SHAPE_PATH = {
  circle: 'M 5 0 A 5 5 0 1 1 -5 0 A 5 5 0 1 1 5 0 Z',
  square: 'M -4.4 -4.4 H 4.4 V 4.4 H -4.4 Z',
  diamond: 'M 0 -5.5 L 5.5 0 L 0 5.5 L -5.5 0 Z',
} as const;

/**
 * Key to the message marks, docked in the legend strip above the cluster (never over it: any
 * floating corner is covered by racks once the person zooms in): the word and "N in flight" on the
 * strip's one line (`countRef` gets the count, written by the flow layer's frame loop); the marks
 * themselves wait in the strip's "more" list (FlowMarks).
 */
export function FlowLegend({ countRef }: { countRef: RefObject<HTMLSpanElement | null> }) {
  const t = useT('timeline');
  return (
    <span className="flow-legend" data-testid="flow-legend">
      <span className="flow-legend-title">{t('flows.messages')}</span>
      <span className="flow-legend-count" ref={countRef} data-testid="flow-count">
        {t('flows.inFlight', { count: 0 })}
      </span>
    </span>
  );
}

/** The message marks, one per subsystem, and the dropped cross. */
export function FlowMarks() {
  const t = useT('timeline');
  return (
    <span className="flow-legend flow-marks" data-testid="flow-marks">
      <span className="flow-legend-title">{t('flows.messages')}</span>
      {FLOW_SUBSYSTEMS.map((s) => (
        <span key={s} className="flow-legend-item">
          <svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true">
            <path d={SHAPE_PATH[flowShape(s)]} fill={flowColour(s)} />
          </svg>
          {flowLabel(s, (k) => t(k))}
        </span>
      ))}
      <span className="flow-legend-item">
        <svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true">
          <path d="M -4 -4 L 4 4 M 4 -4 L -4 4" stroke={DROP_COLOR} strokeWidth={2.2} strokeLinecap="round" />
        </svg>
        {t('flows.dropped')}
      </span>
    </span>
  );
}
