import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { RING_SUBSYSTEMS } from '../../../engine/index.ts';
import { ringColor, SUBSYSTEM_LABEL, SUBSYSTEM_SHAPE } from '../../viewmodel/palette.ts';
import { ShapePath } from './ReplicaGlyph.tsx';

/**
 * What the shapes, colours and rings mean, on one line so the drawing below keeps its height: the
 * shapes and the ring colours, then `children` (the message key), in a line that scrolls inside
 * itself when the panel is narrower still; the rarer entries (the inspected record's halo, a down
 * rack, `more`) open from "more", always at the line's end.
 */
export function ClusterLegend({ children, more }: { children?: ReactNode; more?: ReactNode }) {
  const t = useT('cluster');
  return (
    <div className="legend" data-testid="legend">
      <div className="legend-line">
        {RING_SUBSYSTEMS.map((s) => (
          <span key={s} className="legend-item" title={t(`blurb.${s}`)}>
            <svg width={16} height={16} viewBox="-8 -8 16 16" aria-hidden="true">
              <ShapePath shape={SUBSYSTEM_SHAPE[s]} size={12} fill="#8b95a3" />
            </svg>
            {SUBSYSTEM_LABEL[s]}
          </span>
        ))}
        <span className="legend-item">
          <span className="legend-swatches" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((r) => (
              <span key={r} style={{ background: ringColor(r) }} />
            ))}
          </span>
          {t('legend.ring')}
        </span>
        {children}
      </div>
      <details className="legend-more" data-testid="legend-more">
        <summary>{t('legend.more')}</summary>
        <div className="legend-more-body">
          <span className="legend-item">
            <svg width={18} height={18} viewBox="-9 -9 18 18" aria-hidden="true">
              <circle r={8} className="replica-halo" />
              <circle r={5.5} fill={ringColor(0)} />
            </svg>
            {t('legend.holds')}
          </span>
          <span className="legend-item">
            <span className="legend-down" aria-hidden="true" />
            {t('legend.down')}
          </span>
          {more}
        </div>
      </details>
    </div>
  );
}
