/**
 * A rack drawn as one summary tile when the cluster is zoomed out too far to read its nodes (large
 * presets): rack name, how many nodes are up, the ring(s) it serves as a colour band, and one small
 * cell per node coloured by status. The tile is the rack's click target (`rack-<id>`); zooming in
 * brings the full nodes back. Text is sized in screen pixels (divided by the zoom scale `k`).
 */
import { useT } from '../../i18n/useT.ts';
import { memo } from 'react';
import type { NodeStatus } from '../../viewmodel/availability.ts';
import type { RackBox as Box } from '../../viewmodel/layout.ts';
import { ringColor } from '../../viewmodel/palette.ts';
import { useAppStore } from '../../store/index.ts';
import { rackReserved } from '../../store/membershipSelectors.ts';
import { svgButton } from './svgHelpers.ts';
import { fitFont as fontFor, rackTilePad } from './zoomLevel.ts';
import './rackSummary.css';

interface Props {
  readonly box: Box;
  readonly state: 'up' | 'down';
  readonly degraded: boolean;
  /** Status of each node of the rack, in layout order. */
  readonly nodes: readonly NodeStatus[];
  /** Rings whose replicas this rack hosts (a rack is one fail domain of a ring). */
  readonly rings: readonly number[];
  /** Some node of the rack holds a replica of the inspected record. */
  readonly holds: boolean;
  /** Zoom scale: screen px = content px × k. */
  readonly k: number;
  onToggle(id: string): void;
  onHover(id: string | null): void;
}

export const RackSummary = memo(function RackSummary(p: Props) {
  const { box, state, degraded, nodes, rings, holds, k } = p;
  const t = useT('cluster');
  // Reserved slots (engine/folds/membership.ts) are outside the cluster: not down, not counted.
  const slots = useAppStore((s) => s.membership?.reserved);
  const reserved = useAppStore((s) => rackReserved(s, box.id));
  const cells = nodes.map((s, i) => (slots?.has(box.nodes[i]?.id ?? -1) ? 'reserved' : s));
  const members = cells.filter((s) => s !== 'reserved').length;
  const up = cells.filter((s) => s === 'up').length;
  const verb = state === 'down' ? 'restore' : 'fail';
  const Verb = t(`verb.${state === 'down' ? 'Restore' : 'Fail'}`);
  const pad = rackTilePad(box.w);
  const inner = box.w - 2 * pad;
  const nameSize = fontFor(13, k, inner, box.id.length);
  const countText = reserved
    ? t('rack.reserved')
    : up === members
      ? t('rack.up', { count: up })
      : t('rack.countDown', { count: members - up });
  const countSize = fontFor(11.5, k, inner, Math.max(6, countText.length));
  const band = Math.min(10 / k, box.h * 0.08);
  // Node cells: a grid filling the lower part of the tile, one cell per node.
  const top = box.y + band + pad + nameSize * 1.2 + countSize * 1.4 + pad;
  const cols = Math.max(
    1,
    Math.ceil(Math.sqrt((nodes.length * inner) / Math.max(1, box.y + box.h - pad - top))),
  );
  const cell = Math.min(inner / cols, 14 / k);
  if (reserved)
    return (
      <g
        className="rack-summary rack-summary-reserved"
        data-testid={`rack-${box.id}`}
        data-member="reserved"
        data-summary="rack"
      >
        <title>{t('rack.reservedTitle', { id: box.id })}</title>
        <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={7} className="rack-summary-rect" />
        <text x={box.x + pad} y={box.y + pad} dy="0.9em" fontSize={nameSize} className="rack-summary-name">
          {box.id}
        </text>
        <text
          x={box.x + pad}
          y={box.y + pad + nameSize * 1.2}
          dy="0.9em"
          fontSize={countSize}
          className="rack-summary-count"
        >
          {countText}
        </text>
      </g>
    );
  return (
    <g
      className={`rack-summary rack-${state}${degraded ? ' rack-degraded' : ''}${holds ? ' rack-holds' : ''}`}
      data-testid={`rack-${box.id}`}
      data-state={state}
      data-degraded={degraded || undefined}
      data-summary="rack"
      {...svgButton(() => p.onToggle(box.id))}
      aria-label={t('rack.summaryAria', { id: box.id, up, total: members, verb: t(`verb.${verb}`) })}
      onMouseEnter={() => p.onHover(box.id)}
      onMouseLeave={() => p.onHover(null)}
    >
      <title>
        {rings.length
          ? t('rack.summaryTitleRings', {
              verb: Verb,
              id: box.id,
              up,
              total: members,
              rings: rings.join(', '),
            })
          : t('rack.summaryTitle', { verb: Verb, id: box.id, up, total: members })}
      </title>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={7} className="rack-summary-rect" />
      {rings.map((r, i) => (
        <rect
          key={r}
          x={box.x + (box.w * i) / rings.length}
          y={box.y}
          width={box.w / rings.length}
          height={band}
          fill={ringColor(r)}
          className="rack-summary-band"
        />
      ))}
      <text
        x={box.x + pad}
        y={box.y + band + pad}
        dy="0.9em"
        fontSize={nameSize}
        className="rack-summary-name"
      >
        {box.id}
      </text>
      <text
        x={box.x + pad}
        y={box.y + band + pad + nameSize * 1.2}
        dy="0.9em"
        fontSize={countSize}
        className={`rack-summary-count${up < members ? ' bad' : ''}`}
      >
        {countText}
      </text>
      {cells.map((s, i) => (
        <rect
          key={i}
          x={box.x + pad + (i % cols) * cell + cell * 0.12}
          y={top + Math.floor(i / cols) * cell + cell * 0.12}
          width={cell * 0.76}
          height={cell * 0.76}
          rx={cell * 0.15}
          className={`rack-summary-cell cell-${s}`}
        />
      ))}
    </g>
  );
});
