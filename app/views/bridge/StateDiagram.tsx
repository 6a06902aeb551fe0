/**
 * The per-pile state machine as a small diagram (SYNCHRONIZED, NOT_SYNCHRONIZED_1/_2,
 * DISCONNECTED), with the pile's current state marked and the transitions allowed from it now
 * highlighted: admin ones as `planAdminCommand` accepts them, automatic ones as distconf makes them.
 * CLI verbs stay as the CLI spells them; `auto` and `switch` are words, so they are translated.
 */
import type { PileState } from '../../../engine/index.ts';
import { DIAGRAM_H, DIAGRAM_W, EDGES, NODE_AT, NODE_H, NODE_W } from './edges.ts';
import { useT } from '../../i18n/useT.ts';

interface Props {
  readonly pile: string;
  readonly state: PileState;
  /** Edges allowed from `state` now (keys `from>to`). */
  readonly allowed: ReadonlySet<string>;
}

export function StateDiagram({ pile, state, allowed }: Props) {
  const t = useT('bridge');
  const word = (label: string) =>
    label === 'auto' ? t('edgeAuto') : label === 'switch' ? t('edgeSwitch') : label;
  return (
    <figure className="bridge-diagram" data-testid={`bridge-diagram-${pile}`}>
      <figcaption>
        {t('pile', { pile })} · {t('allowed')}
      </figcaption>
      <svg
        viewBox={`0 0 ${DIAGRAM_W} ${DIAGRAM_H}`}
        width={DIAGRAM_W}
        height={DIAGRAM_H}
        role="img"
        aria-label={`${pile} ${state}`}
      >
        <defs>
          <marker
            id="bridge-arrow"
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L8,4 L0,8 z" fill="currentColor" />
          </marker>
        </defs>
        {EDGES.map((e) => {
          const on = allowed.has(`${e.from}>${e.to}`);
          const [x1, y1, x2, y2] = e.line;
          const [x, y, anchor] = e.at;
          return (
            <g
              key={`${e.from}>${e.to}`}
              className={`bridge-edge${on ? ' allowed' : ''}`}
              data-testid={`bridge-edge-${e.from}-${e.to}`}
              data-allowed={on ? 'yes' : 'no'}
            >
              <line x1={x1} y1={y1} x2={x2} y2={y2} markerEnd="url(#bridge-arrow)" />
              <text x={x} y={y} textAnchor={anchor} data-testid="bridge-edge-label">
                {word(e.label)}
              </text>
            </g>
          );
        })}
        {(Object.keys(NODE_AT) as PileState[]).map((s) => (
          <g
            key={s}
            className={`bridge-node${s === state ? ' current' : ''}`}
            transform={`translate(${NODE_AT[s].x},${NODE_AT[s].y})`}
          >
            <rect x={-NODE_W / 2} y={-NODE_H / 2} width={NODE_W} height={NODE_H} rx={6} />
            <text y={4} textAnchor="middle">
              {NODE_AT[s].label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
