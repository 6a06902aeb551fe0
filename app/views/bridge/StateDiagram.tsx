/**
 * The per-pile state machine as a small diagram (SYNCHRONIZED, NOT_SYNCHRONIZED_1/_2,
 * DISCONNECTED), with the pile's current state marked and the transitions allowed from it now
 * highlighted: admin ones as `planAdminCommand` accepts them, automatic ones as distconf makes them.
 */
import type { PileState } from '../../../engine/index.ts';
import { EDGES } from './edges.ts';
import { useT } from '../../i18n/useT.ts';

const POS: Record<PileState, { x: number; y: number; label: string }> = {
  SYNCHRONIZED: { x: 70, y: 24, label: 'SYNC' },
  DISCONNECTED: { x: 250, y: 24, label: 'DISC' },
  NOT_SYNCHRONIZED_1: { x: 250, y: 96, label: 'NS1' },
  NOT_SYNCHRONIZED_2: { x: 70, y: 96, label: 'NS2' },
};

interface Props {
  readonly pile: string;
  readonly state: PileState;
  /** Edges allowed from `state` now (keys `from>to`). */
  readonly allowed: ReadonlySet<string>;
}

export function StateDiagram({ pile, state, allowed }: Props) {
  const t = useT('bridge');
  return (
    <figure className="bridge-diagram" data-testid={`bridge-diagram-${pile}`}>
      <figcaption>
        {t('pile', { pile })} · {t('allowed')}
      </figcaption>
      <svg viewBox="0 0 320 120" width={320} height={120} role="img" aria-label={`${pile} ${state}`}>
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
          const a = POS[e.from];
          const b = POS[e.to];
          const on = allowed.has(`${e.from}>${e.to}`);
          const off = e.from === 'NOT_SYNCHRONIZED_2' && e.to === 'NOT_SYNCHRONIZED_1' ? 8 : 0;
          return (
            <g
              key={`${e.from}>${e.to}`}
              className={`bridge-edge${on ? ' allowed' : ''}`}
              data-testid={`bridge-edge-${e.from}-${e.to}`}
              data-allowed={on ? 'yes' : 'no'}
            >
              <line
                x1={a.x + (b.x > a.x ? 34 : b.x < a.x ? -34 : 0)}
                y1={a.y + (b.y > a.y ? 12 : b.y < a.y ? -12 : 0) + off}
                x2={b.x + (a.x > b.x ? 34 : a.x < b.x ? -34 : 0)}
                y2={b.y + (a.y > b.y ? 12 : a.y < b.y ? -12 : 0) + off}
                markerEnd="url(#bridge-arrow)"
              />
              <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - 3 + off} textAnchor="middle">
                {e.label}
              </text>
            </g>
          );
        })}
        {(Object.keys(POS) as PileState[]).map((s) => (
          <g
            key={s}
            className={`bridge-node${s === state ? ' current' : ''}`}
            transform={`translate(${POS[s].x},${POS[s].y})`}
          >
            <rect x={-34} y={-12} width={68} height={24} rx={6} />
            <text y={4} textAnchor="middle">
              {POS[s].label}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
