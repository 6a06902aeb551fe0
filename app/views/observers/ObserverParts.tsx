/**
 * Small pieces the Observers cards share: the subsystem glyph (same shapes and colours as the
 * cluster legend and message flows), node chips that show whether the node is up, and the card frame.
 */
import type { ReactNode } from 'react';
import type { Subsystem } from '../../../engine/index.ts';
import { SUBSYSTEM_COLOUR, SUBSYSTEM_SHAPE } from '../../viewmodel/palette.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectTopology } from '../../store/selectors.ts';
import { useT } from '../../i18n/useT.ts';

function SubsystemGlyph({ subsystem }: { subsystem: Subsystem }) {
  const fill = SUBSYSTEM_COLOUR[subsystem];
  const shape = SUBSYSTEM_SHAPE[subsystem];
  return (
    <svg width={12} height={12} viewBox="-6 -6 12 12" aria-hidden="true" className="obs-glyph">
      {shape === 'circle' && <circle r={5} fill={fill} />}
      {shape === 'square' && <rect x={-4.5} y={-4.5} width={9} height={9} rx={1} fill={fill} />}
      {shape === 'diamond' && <path d="M0 -5.8 L5.8 0 L0 5.8 L-5.8 0 Z" fill={fill} />}
    </svg>
  );
}

/** `n7` with its rack in the tooltip; struck through while the node is down. */
export function NodeChip({ node }: { node: number }) {
  const topology = useAppStore(selectTopology);
  const status = useAppStore(selectNodeStatus)[node] ?? 'up';
  const n = topology.nodes.find((x) => x.id === node);
  const name = n?.name ?? `n${node}`;
  return (
    <span
      className={`obs-node obs-node-${status}`}
      title={`${name}${n ? ` · ${n.domain} · ${n.realm}` : ''} · ${status}`}
    >
      {name}
    </span>
  );
}

/** A column of a card's table: its heading and the class of its heading cell. */
type Column = readonly [heading: string, className?: string];

/**
 * A card holding one table: a heading row from `columns`, the `children` rows, and a line saying
 * there are none; `section` names its texts in the observers catalogue and its test id.
 */
export function ObserverCard({
  section,
  subsystem,
  count,
  columns,
  children,
  wide = false,
}: {
  section: 'board' | 'schema' | 'tablets';
  subsystem: Subsystem;
  count: number;
  columns: readonly Column[];
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT('observers');
  const title = t(`${section}.title`);
  return (
    <section
      className={`obs-card${wide ? ' obs-card-wide' : ''}`}
      data-testid={`observers-${section}`}
      aria-label={title}
    >
      <header className="obs-card-head">
        <SubsystemGlyph subsystem={subsystem} />
        <h3>{title}</h3>
        <span className="obs-count">{count}</span>
        <span className="obs-card-sub">{t(`${section}.sub`)}</span>
      </header>
      <div className="obs-scroll">
        <table className="obs-table">
          <thead>
            <tr>
              {columns.map(([heading, className]) => (
                <th key={heading} className={className}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {children}
            {count === 0 && <EmptyRow cols={columns.length}>{t(`${section}.empty`)}</EmptyRow>}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function EmptyRow({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <tr className="obs-empty">
      <td colSpan={cols}>{children}</td>
    </tr>
  );
}
