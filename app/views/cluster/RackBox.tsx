import { useT } from '../../i18n/useT.ts';
import { memo } from 'react';
import type { RackBox as Box } from '../../viewmodel/layout.ts';
import { useAppStore } from '../../store/index.ts';
import { rackReserved } from '../../store/membershipSelectors.ts';
import { svgButton } from './svgHelpers.ts';

interface Props {
  readonly box: Box;
  /** Down when every node of the rack is down; degraded when only some are. */
  readonly state: 'up' | 'down';
  readonly degraded: boolean;
  /** Ring(s) of the subsystems this rack hosts, e.g. "ring 3" — racks are fail domains. */
  readonly rings: string;
  onToggle(id: string): void;
  onHover(id: string | null): void;
}

/** A rack (fail domain): a frame around its nodes with a clickable header that fails or restores it. */
export const RackBox = memo(function RackBox({ box, state, degraded, rings, onToggle, onHover }: Props) {
  const t = useT('cluster');
  const verb = state === 'down' ? 'restore' : 'fail';
  const Verb = t(`verb.${state === 'down' ? 'Restore' : 'Fail'}`);
  // A rack of reserved slots is an empty place for growing the cluster, not a failed rack.
  const reserved = useAppStore((s) => rackReserved(s, box.id));
  if (reserved)
    return (
      <g className="rack rack-reserved" data-testid={`rack-${box.id}`} data-member="reserved">
        <title>{t('rack.reservedTitle', { id: box.id })}</title>
        <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={7} className="rack-rect" />
        <text x={box.x + 8} y={box.y + 13} dy="0.35em" className="rack-label">
          {box.id}
        </text>
        <text x={box.x + box.w - 8} y={box.y + 13} dy="0.35em" className="rack-rings" textAnchor="end">
          {t('rack.reserved')}
        </text>
      </g>
    );
  return (
    <g className={`rack rack-${state}${degraded ? ' rack-degraded' : ''}`}>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={7} className="rack-rect" />
      <g
        className="rack-head"
        data-testid={`rack-${box.id}`}
        data-state={state}
        data-member="member"
        data-degraded={degraded || undefined}
        {...svgButton(() => onToggle(box.id))}
        aria-label={t(degraded ? 'rack.ariaDegraded' : 'rack.aria', {
          id: box.id,
          state: t(`state.${state}`),
          verb: t(`verb.${verb}`),
        })}
        onMouseEnter={() => onHover(box.id)}
        onMouseLeave={() => onHover(null)}
      >
        <title>
          {rings
            ? t('rack.titleRings', { verb: Verb, id: box.id, rings })
            : t('rack.title', { verb: Verb, id: box.id })}
        </title>
        <rect x={box.x + 2} y={box.y + 2} width={box.w - 4} height={18} rx={5} className="rack-head-rect" />
        <text x={box.x + 8} y={box.y + 11} dy="0.35em" className="rack-label">
          {box.id}
        </text>
        <text x={box.x + box.w - 8} y={box.y + 11} dy="0.35em" className="rack-rings" textAnchor="end">
          {state === 'down' ? t('rack.down') : rings}
        </text>
      </g>
    </g>
  );
});
