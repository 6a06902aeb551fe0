/**
 * A datacenter drawn as one tile when the cluster is zoomed out too far to read rack tiles: name
 * (and pile), rack and node counts, nodes down, the rings it hosts, and one cell per rack coloured
 * by the rack's state. The header fails or restores the datacenter (`dc-<id>`), a cell the rack
 * (`rack-<id>`); zooming in brings the rack tiles back. Sizes come from dcTileGeometry.
 */
import { useT } from '../../i18n/useT.ts';
import { memo } from 'react';
import type { DcBox as Box } from '../../viewmodel/layout.ts';
import { ringColor, SUBSYSTEM_LABEL, SUBSYSTEM_SHAPE } from '../../viewmodel/palette.ts';
import { dcActionText, GLYPH_EM } from './dcHeadText.ts';
import type { DcSummary, RackCell } from './dcSummary.ts';
import { shortRackName } from './dcSummary.ts';
import { DC_TILE_PX, type DcTileGeometry } from './dcTileGeometry.ts';
import { ShapePath } from './ReplicaGlyph.tsx';
import { RingChips } from './RingChips.tsx';
import { svgButton } from './svgHelpers.ts';
import { MIN_READABLE_PX } from './zoomLevel.ts';
import './dcSummary.css';

interface Props {
  readonly box: Box;
  readonly info: DcSummary;
  readonly geometry: DcTileGeometry;
  readonly state: 'up' | 'down';
  onToggleDc(id: string): void;
  onToggleRack(id: string): void;
  onHoverDc(id: string | null): void;
  onHoverRack(id: string | null): void;
}

/** Font size (content px): `px` screen px, or less so `text` fits in `width`. */
const fit = (px: number, u: number, width: number, text: string) =>
  Math.min(px * u, width / (GLYPH_EM * Math.max(1, text.length)));

export const DcSummaryTile = memo(function DcSummaryTile(p: Props) {
  const { box, info, geometry: g, state } = p;
  const t = useT('cluster');
  const { u, pad, head } = g;
  const degraded = state === 'up' && info.up < info.nodes;
  const title = box.pile ? t('dc.pile', { id: box.id, pile: box.pile }) : box.id;
  const inner = g.textW;
  const nameSize = fit(DC_TILE_PX.name, u, head.w * 0.6, title);
  const actionSize = DC_TILE_PX.text * 0.9 * u;
  const action = dcActionText(state, head.w, title, nameSize, actionSize);
  // Reserved racks are places for growing the cluster: not counted as its racks (nor their nodes).
  const members = info.racks.filter((r) => r.state !== 'reserved').length;
  const counts = t('dcTile.counts', { racks: members, nodes: info.nodes });
  const health =
    info.up === info.nodes
      ? t('dcTile.allUp', { count: info.nodes })
      : t('dcTile.down', { down: info.nodes - info.up, total: info.nodes });
  const lines = [counts, health];
  // Every cell labelled alike, or none: sized for the longest name.
  const longest = Math.max(1, ...info.racks.map((r) => shortRackName(box.id, r.id).length));
  const side = g.cells[0]?.w ?? 0;
  const labelFits = Math.min(DC_TILE_PX.cellLabel * u, (side * 0.84) / (GLYPH_EM * longest));
  const cellLabel = labelFits >= MIN_READABLE_PX * u ? labelFits : 0;
  return (
    <g
      className={`dc dc-tile dc-${state}${degraded ? ' dc-degraded' : ''}${info.holds ? ' dc-holds' : ''}`}
      data-summary="dc"
      data-dc={box.id}
    >
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={10 * u} className="dc-rect" />
      <g
        className="dc-head"
        data-testid={`dc-${box.id}`}
        data-state={state}
        data-degraded={degraded || undefined}
        {...svgButton(() => p.onToggleDc(box.id))}
        onMouseEnter={() => p.onHoverDc(box.id)}
        onMouseLeave={() => p.onHoverDc(null)}
        aria-label={t('dc.aria', {
          title,
          state: t(`state.${state}`),
          verb: t(`verb.${state === 'down' ? 'restore' : 'fail'}`),
        })}
      >
        <title>
          {t('dc.title', { verb: t(`verb.${state === 'down' ? 'Restore' : 'Fail'}`), id: box.id })}
        </title>
        <rect x={head.x} y={head.y} width={head.w} height={head.h} rx={7 * u} className="dc-head-rect" />
        <text
          x={head.x + pad}
          y={head.y + head.h / 2}
          dy="0.35em"
          style={{ fontSize: nameSize }}
          className="dc-label"
        >
          {title}
        </text>
        <text
          x={head.x + head.w - pad}
          y={head.y + head.h / 2}
          dy="0.35em"
          style={{ fontSize: actionSize }}
          className="dc-action"
          textAnchor="end"
        >
          {action}
        </text>
      </g>
      {lines.map((line, i) => (
        <text
          key={i}
          x={box.x + pad}
          y={g.lineY[i]}
          dy="0.9em"
          fontSize={fit(DC_TILE_PX.text, u, inner, line)}
          className={`dc-tile-text${i === 1 && info.up < info.nodes ? ' bad' : ''}`}
        >
          {line}
        </text>
      ))}
      {info.rings.map((row, i) => {
        // Subsystem shapes (as in the legend), then the rings they host.
        const shape = DC_TILE_PX.shape * u;
        const chipsX = row.subsystems.length * shape + 4 * u;
        return (
          <g key={i} transform={`translate(${box.x + pad},${g.chipRowY[i] ?? 0})`}>
            <title>
              {t('dcTile.rings', {
                subsystems: row.subsystems.map((s) => SUBSYSTEM_LABEL[s]).join(', '),
                rings: row.rings.join(', '),
              })}
            </title>
            {row.subsystems.map((s, j) => (
              <ShapePath
                key={s}
                shape={SUBSYSTEM_SHAPE[s]}
                size={shape - 3 * u}
                transform={`translate(${j * shape + shape / 2},${(DC_TILE_PX.chip / 2) * u})`}
                className="dc-tile-shape"
              />
            ))}
            <RingChips rings={row.rings} x={chipsX} size={DC_TILE_PX.chip * u} width={inner - chipsX} u={u} />
          </g>
        );
      })}
      {info.racks.map((rack, i) => {
        const cell = g.cells[i];
        return cell ? (
          <RackCellButton
            key={rack.id}
            rack={rack}
            cell={cell}
            label={shortRackName(box.id, rack.id)}
            labelSize={cellLabel}
            u={u}
            onToggle={p.onToggleRack}
            onHover={p.onHoverRack}
          />
        ) : null;
      })}
    </g>
  );
});

interface CellProps {
  readonly rack: RackCell;
  readonly cell: { x: number; y: number; w: number; h: number };
  readonly label: string;
  /** Font size of the label (content px); 0 draws none. */
  readonly labelSize: number;
  readonly u: number;
  onToggle(id: string): void;
  onHover(id: string | null): void;
}

/** A cell's label, centred in the cell below its top `top` (the ring band); none at size 0. */
function CellLabel(p: { cell: CellProps['cell']; top: number; label: string; size: number }) {
  const { cell, top, label, size } = p;
  if (size <= 0) return null;
  return (
    <text
      x={cell.x + cell.w / 2}
      y={cell.y + top + (cell.h - top) / 2}
      dy="0.35em"
      textAnchor="middle"
      fontSize={size}
      className="dc-rack-cell-label"
    >
      {label}
    </text>
  );
}

/** One rack as a square: its state's colour, its rings as a band on top; fails/restores the rack. */
const RackCellButton = memo(function RackCellButton(p: CellProps) {
  const { rack, cell, label, labelSize, u, onToggle, onHover } = p;
  const t = useT('cluster');
  const down = rack.state === 'down';
  const Verb = t(`verb.${down ? 'Restore' : 'Fail'}`);
  const band = Math.min(4 * u, cell.h * 0.2);
  const tip = { verb: Verb, id: rack.id, up: rack.up, total: rack.total };
  // Reserved slots (not joined yet): dashed and not a button, as the zoomed-in RackBox draws them.
  if (rack.state === 'reserved')
    return (
      <g className="dc-rack-cell cell-reserved" data-testid={`rack-${rack.id}`} data-member="reserved">
        <title>{t('rack.reservedTitle', { id: rack.id })}</title>
        <rect x={cell.x} y={cell.y} width={cell.w} height={cell.h} rx={3 * u} className="dc-rack-cell-rect" />
        <CellLabel cell={cell} top={0} label={label} size={labelSize} />
      </g>
    );
  return (
    <g
      className={`dc-rack-cell cell-${rack.state}${rack.holds ? ' rack-holds' : ''}`}
      data-testid={`rack-${rack.id}`}
      data-state={down ? 'down' : 'up'}
      data-degraded={rack.state === 'degraded' || undefined}
      {...svgButton(() => onToggle(rack.id))}
      aria-label={t('rack.summaryAria', { ...tip, verb: t(`verb.${down ? 'restore' : 'fail'}`) })}
      onMouseEnter={() => onHover(rack.id)}
      onMouseLeave={() => onHover(null)}
    >
      <title>
        {rack.rings.length
          ? t('rack.summaryTitleRings', { ...tip, rings: rack.rings.join(', ') })
          : t('rack.summaryTitle', tip)}
      </title>
      <rect x={cell.x} y={cell.y} width={cell.w} height={cell.h} rx={3 * u} className="dc-rack-cell-rect" />
      {rack.rings.map((r, i) => (
        <rect
          key={r}
          x={cell.x + (cell.w * i) / rack.rings.length}
          y={cell.y}
          width={cell.w / rack.rings.length}
          height={band}
          fill={ringColor(r)}
          className="dc-rack-cell-band"
        />
      ))}
      <CellLabel cell={cell} top={band} label={label} size={labelSize} />
    </g>
  );
});
