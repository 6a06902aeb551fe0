/**
 * Network faults in force, drawn on the cluster between the racks or datacenters they affect: a red
 * dashed line for a cut (an arrow head where a one-way cut drops messages), amber for extra delay.
 * Drawn over the boxes but transparent to the pointer, so the boxes stay clickable. One cut between
 * two sets of nodes carries one label for all its arcs (aggregateCuts), the other arcs drawn faint.
 */
import type { Box, ClusterLayout } from '../../viewmodel/layout.ts';
import { aggregateCuts, markText, type NetLink } from '../../viewmodel/netLinks.ts';
import { placeLabels, type LabelledCurve } from './labelPlacement.ts';

/** A box's header: links leave and arrive there, so their curves run over headers, not over nodes. */
const LABEL_H = 20;

const anchor = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + 12 });

function boxes(layout: ClusterLayout): Map<string, Box> {
  const m = new Map<string, Box>();
  for (const dc of layout.dcs) {
    m.set(`dc:${dc.id}`, dc);
    for (const r of dc.racks) m.set(`rack:${r.id}`, r);
  }
  return m;
}

export function NetLinks({
  links,
  layout,
  topY,
}: {
  links: readonly NetLink[];
  layout: ClusterLayout;
  /** Highest content y still on screen: curves bow up to it at most. */
  topY: number;
}) {
  if (links.length === 0) return null;
  const at = boxes(layout);
  const drawn: { l: NetLink; curve: LabelledCurve; text: string | null }[] = [];
  for (const { link: l, labelled, ...m } of aggregateCuts(links)) {
    const a = at.get(`${l.level}:${l.a}`);
    const b = at.get(`${l.level}:${l.b}`);
    if (!a || !b) continue;
    const p = anchor(a);
    const q = anchor(b);
    // Bowed upwards (delays less than cuts, so both show on one pair): the apex carries the label.
    const lift = 16 + Math.hypot(q.x - p.x, q.y - p.y) * (l.cut === 'none' ? 0.08 : 0.14);
    // The apex of a quadratic curve is halfway between the ends' midpoint and the control point.
    const cy = Math.max(Math.min(p.y, q.y) - lift * 2, 2 * (topY + 12) - (p.y + q.y) / 2);
    const text = labelled ? markText({ link: l, labelled, ...m }) : null;
    const width = text === null ? 0 : text.length * 6.8 + 12;
    drawn.push({ l, text, curve: { p, c: { x: (p.x + q.x) / 2, y: cy }, q, width, height: LABEL_H } });
  }
  // Labels first, so the bare arcs' (zero-sized) spots never push a label aside.
  const order = drawn
    .map((_, k) => k)
    .sort((i, j) => Number(drawn[i]!.text === null) - Number(drawn[j]!.text === null));
  const placed = placeLabels(order.map((k) => drawn[k]!.curve));
  const labels: { x: number; y: number }[] = [];
  order.forEach((k, i) => (labels[k] = placed[i]!));
  return (
    <g className="net-links" pointerEvents="none" data-testid="net-links">
      <defs>
        <marker
          id="qs-net-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#c2410c" />
        </marker>
      </defs>
      {drawn.map(({ l, curve, text }, k) => {
        const delayOnly = l.cut === 'none';
        const cls = `net-link ${delayOnly ? 'net-delay' : 'net-cut'}${text === null ? ' net-link-quiet' : ''}`;
        const { p, c, q } = curve;
        const at = labels[k] as { x: number; y: number };
        return (
          <g
            key={`${l.level}:${l.a}>${l.b}:${l.cut}`}
            data-testid={`${delayOnly ? 'net-delay' : 'net-link'}-${l.a}-${l.b}`}
            data-cut={l.cut}
          >
            <path
              d={`M ${p.x} ${p.y} Q ${c.x} ${c.y} ${q.x} ${q.y}`}
              fill="none"
              className={cls}
              markerEnd={l.cut === 'one-way' ? 'url(#qs-net-arrow)' : undefined}
            />
            {text !== null && (
              <>
                <rect
                  x={at.x - curve.width / 2}
                  y={at.y - LABEL_H / 2}
                  width={curve.width}
                  height={LABEL_H}
                  rx={10}
                  className="net-label-bg"
                />
                <text x={at.x} y={at.y + 4} textAnchor="middle" className="net-label" data-testid="net-label">
                  {text}
                </text>
              </>
            )}
          </g>
        );
      })}
    </g>
  );
}
