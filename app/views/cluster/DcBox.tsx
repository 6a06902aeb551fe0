import { useT } from '../../i18n/useT.ts';
import { memo } from 'react';
import type { DcBox as Box } from '../../viewmodel/layout.ts';
import { dcActionText } from './dcHeadText.ts';
import { svgButton } from './svgHelpers.ts';

interface Props {
  readonly box: Box;
  readonly state: 'up' | 'down';
  readonly degraded: boolean;
  /** Zoom scale: when zoomed out, the header text grows (up to the header's height) to stay legible. */
  readonly k?: number;
  onToggle(id: string): void;
  onHover?(id: string | null): void;
}

/** A datacenter (fail realm): the outer frame; its header fails or restores every node in it. */
export const DcBox = memo(function DcBox({ box, state, degraded, k = 1, onToggle, onHover }: Props) {
  const t = useT('cluster');
  const labelSize = k < 1 ? Math.min(13 / k, 19) : undefined;
  const actionSize = k < 1 ? Math.min(11 / k, 15) : undefined;
  const verb = state === 'down' ? 'restore' : 'fail';
  const title = box.pile ? t('dc.pile', { id: box.id, pile: box.pile }) : box.id;
  const action = dcActionText(state, box.w, title, labelSize ?? 13, actionSize ?? 11);
  return (
    <g className={`dc dc-${state}${degraded ? ' dc-degraded' : ''}`}>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={10} className="dc-rect" />
      <g
        className="dc-head"
        data-testid={`dc-${box.id}`}
        data-state={state}
        data-degraded={degraded || undefined}
        {...svgButton(() => onToggle(box.id))}
        onMouseEnter={onHover && (() => onHover(box.id))}
        onMouseLeave={onHover && (() => onHover(null))}
        aria-label={t('dc.aria', { title, state: t(`state.${state}`), verb: t(`verb.${verb}`) })}
      >
        <title>
          {t('dc.title', { verb: t(`verb.${state === 'down' ? 'Restore' : 'Fail'}`), id: box.id })}
        </title>
        <rect x={box.x + 3} y={box.y + 3} width={box.w - 6} height={22} rx={7} className="dc-head-rect" />
        <text x={box.x + 12} y={box.y + 14} dy="0.35em" className="dc-label" style={{ fontSize: labelSize }}>
          {title}
        </text>
        <text
          x={box.x + box.w - 12}
          y={box.y + 14}
          dy="0.35em"
          className="dc-action"
          textAnchor="end"
          style={{ fontSize: actionSize }}
        >
          {action}
        </text>
      </g>
    </g>
  );
});
