import { useT } from '../../i18n/useT.ts';
import type { GroupVerdict } from '../../../engine/index.ts';
import type { NodeStatusMap } from '../../viewmodel/availability.ts';
import { ringColor } from '../../viewmodel/palette.ts';
import type { GroupSelection } from '../../viewmodel/selection.ts';
import { inkOn } from '../cluster/svgHelpers.ts';

interface Props {
  readonly selection: GroupSelection;
  readonly verdict: GroupVerdict;
  readonly status: NodeStatusMap;
}

/** The record's nto_select replicas of one group as cells, with the majority threshold marked. */
export function QuorumMeter({ selection, verdict, status }: Props) {
  const t = useT('rings');
  const spare = verdict.alive - verdict.majority;
  const sentence = !verdict.counted
    ? selection.writeOnly
      ? t('meter.writeOnly')
      : t('meter.idle')
    : spare >= 0
      ? `${t('meter.wait', { majority: verdict.majority, nto: verdict.ntoSelect })} ${spare === 0 ? t('meter.last') : t('meter.spare', { count: spare })}`
      : t('meter.lost', { alive: verdict.alive, majority: verdict.majority });
  return (
    <div
      className={`meter ${verdict.hasMajority ? 'ok' : 'bad'}`}
      data-testid={`quorum-meter-${selection.group}`}
      data-counted={verdict.counted ? 'yes' : 'no'}
      data-quorum={verdict.hasMajority ? 'ok' : 'lost'}
    >
      <div className="meter-cells">
        {selection.replicas.map((r, slot) => {
          const up = (status[r.node] ?? 'up') === 'up';
          const fill = ringColor(r.ring);
          return (
            <span
              key={slot}
              className={`meter-cell${up ? '' : ' down'}`}
              style={up ? { background: fill, color: inkOn(fill) } : undefined}
              title={t('meter.cell', {
                slot,
                ring: r.ring,
                node: r.node,
                state: up ? t('meter.up') : t('meter.down'),
              })}
            >
              {r.ring}
              <small>{up ? '✓' : '✕'}</small>
            </span>
          );
        })}
      </div>
      <div className="meter-bar" aria-hidden="true">
        <div className="meter-fill" style={{ width: `${(100 * verdict.alive) / verdict.ntoSelect}%` }} />
        <div className="meter-mark" style={{ left: `${(100 * verdict.majority) / verdict.ntoSelect}%` }}>
          <span>{t('meter.majority', { n: verdict.majority })}</span>
        </div>
      </div>
      <p className="meter-text">{sentence}</p>
    </div>
  );
}
