/**
 * One ring group as a donut: an arc per ring (d3-shape), its replicas as dots on the arc. The
 * record's replica in each selected ring is enlarged, joined to the centre and numbered by slot,
 * so "one replica per ring, nto_select rings, a majority needed" reads at a glance.
 */
import { useT } from '../../i18n/useT.ts';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useMemo } from 'react';
import { majority, type RingGroup, type Subsystem, type GroupVerdict } from '../../../engine/index.ts';
import type { NodeStatusMap } from '../../viewmodel/availability.ts';
import { useAppStore } from '../../store/index.ts';
import { selectHover, selectTopologyIndex } from '../../store/selectors.ts';
import { ringColor } from '../../viewmodel/palette.ts';
import { PileStateBadge } from '../bridge/PileStateBadge.tsx';
import type { GroupSelection } from '../../viewmodel/selection.ts';

interface Props {
  readonly subsystem: Subsystem;
  readonly groupIndex: number;
  readonly group: RingGroup;
  readonly selection: GroupSelection | undefined;
  readonly verdict: GroupVerdict | undefined;
  readonly status: NodeStatusMap;
  readonly size: number;
}

const BAND = 16;
/** Radius of the centre disc that holds the counts (spokes start at its edge). */
const HUB = 40;

export function RingDonut({ subsystem, groupIndex, group, selection, verdict, status, size }: Props) {
  // Linked with the cluster view: hovering a node or rack there lights it up here, and back.
  const t = useT('rings');
  const hover = useAppStore(selectHover);
  const setHover = useAppStore((s) => s.setHover);
  const idx = useAppStore(selectTopologyIndex);
  const hoverNode = hover?.kind === 'node' ? hover.id : null;
  const hoverRack =
    hover?.kind === 'rack' ? hover.id : hoverNode !== null ? idx.node.get(hoverNode)?.domain : undefined;
  const ringInRack = (ring: number) =>
    hoverRack !== undefined &&
    (group.rings[ring]?.replicas ?? []).some((n) => idx.node.get(n)?.domain === hoverRack);
  const R = size / 2 - 18;
  const arcs = useMemo(
    () =>
      pie<number>()
        .value(() => 1)
        .sort(null)
        .padAngle(group.rings.length > 1 ? 0.05 : 0)(group.rings.map((_, i) => i)),
    [group],
  );
  const ringArc = arc<PieArcDatum<number>>()
    .innerRadius(R - BAND)
    .outerRadius(R)
    .cornerRadius(3);
  const slotOf = new Map(selection?.replicas.map((r, slot) => [`${r.ring}:${r.index}`, slot]) ?? []);
  const down = (n: number) => (status[n] ?? 'up') !== 'up';
  const mid = R - BAND / 2;
  const pos = (a: PieArcDatum<number>, i: number, n: number) => {
    const span = a.endAngle - a.startAngle - a.padAngle;
    const t = a.startAngle + a.padAngle / 2 + (span * (i + 0.5)) / n;
    return { x: Math.sin(t) * mid, y: -Math.cos(t) * mid, t };
  };
  const maj = majority(group.ntoSelect);
  const ok = verdict?.hasMajority ?? true;
  return (
    <figure
      className={`donut${group.writeOnly ? ' donut-write-only' : ''}`}
      data-testid={`ringgroup-${subsystem}-${groupIndex}`}
    >
      {/* Drawn in a fixed size×size box; CSS (--donut) scales it to the room the viewport leaves. */}
      <svg
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        className="donut-svg"
        role="img"
        aria-label={t('group', { group: groupIndex })}
      >
        {group.writeOnly && <circle r={R + 6} className="donut-wo-ring" />}
        {arcs.map((a) => (
          <path
            key={a.data}
            d={ringArc(a) ?? ''}
            fill={ringColor(a.data)}
            className={`donut-arc${ringInRack(a.data) ? ' lit' : ''}`}
          />
        ))}
        {selection?.replicas.map((r) => {
          const a = arcs[r.ring];
          const n = group.rings[r.ring]?.replicas.length ?? 1;
          if (!a) return null;
          const p = pos(a, r.index, n);
          const u = { x: Math.sin(p.t), y: -Math.cos(p.t) };
          return (
            <line
              key={`spoke-${r.ring}`}
              x1={u.x * HUB}
              y1={u.y * HUB}
              x2={p.x}
              y2={p.y}
              className={`spoke${down(r.node) ? ' spoke-down' : ''}`}
            />
          );
        })}
        {arcs.map((a) =>
          (group.rings[a.data]?.replicas ?? []).map((node, i, all) => {
            const p = pos(a, i, all.length);
            const slot = slotOf.get(`${a.data}:${i}`);
            const isDown = down(node);
            const chosen = slot !== undefined;
            return (
              <g
                key={`${a.data}:${i}`}
                transform={`translate(${p.x},${p.y})`}
                className={`donut-replica${chosen ? ' chosen' : ''}${isDown ? ' down' : ''}${node === hoverNode ? ' hovered' : ''}`}
                data-testid={`ringview-replica-${subsystem}-${groupIndex}-${a.data}-${i}`}
                onMouseEnter={() => setHover({ kind: 'node', id: node })}
                onMouseLeave={() => setHover(null)}
              >
                {node === hoverNode && <circle r={chosen ? 10 : 7} className="donut-hover-ring" />}
                <title>
                  {t('replica', { ring: a.data, index: i, node }) +
                    (isDown ? t('down') : '') +
                    (chosen ? t('slot', { slot }) : '')}
                </title>
                <circle r={chosen ? 6.5 : 3.2} />
                {isDown && chosen && <path d="M-4,-4L4,4M4,-4L-4,4" className="donut-x" />}
                {chosen && (
                  <text
                    x={Math.sin(p.t) * 17}
                    y={-Math.cos(p.t) * 17}
                    dy="0.35em"
                    textAnchor="middle"
                    className="donut-slot"
                  >
                    {a.data}
                  </text>
                )}
              </g>
            );
          }),
        )}
        <circle r={HUB} className="donut-hub" />
        <text y={-20} textAnchor="middle" className="donut-title">
          {group.pile
            ? t('groupPile', { group: groupIndex, pile: group.pile })
            : t('groupTitle', { group: groupIndex })}
        </text>
        <text y={3} textAnchor="middle" className={`donut-count ${ok ? 'ok' : 'bad'}`}>
          {verdict
            ? `${verdict.alive}/${verdict.ntoSelect}`
            : t('ofRings', { n: group.ntoSelect, total: group.rings.length })}
        </text>
        <text y={21} textAnchor="middle" className="donut-note">
          {verdict ? t('upNeeds', { n: maj }) : t('ringsNeeds', { n: maj })}
        </text>
      </svg>
      <figcaption>
        <span>{t('caption', { rings: group.rings.length, nto: group.ntoSelect })}</span>
        {group.writeOnly && <span className="badge badge-wo">{t('writeOnly')}</span>}
        <PileStateBadge pile={group.pile} fallback={group.state} />
      </figcaption>
    </figure>
  );
}
