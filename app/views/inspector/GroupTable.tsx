import { explainReplicaName } from '../../feed/feedModel.ts';
import { useT } from '../../i18n/useT.ts';
import type { GroupVerdict } from '../../../engine/index.ts';
import type { ParsedRecord } from '../../viewmodel/recordInput.ts';
import { ringColor } from '../../viewmodel/palette.ts';
import { valueParts } from '../../viewmodel/valueText.ts';
import { replicaServiceName, type GroupSelection } from '../../viewmodel/selection.ts';
import { useAppStore } from '../../store/index.ts';
import { selectNodeStatus, selectReplicaValues, selectTopologyIndex } from '../../store/selectors.ts';
import { replicaValueId } from '../../runtime/projections/replicaValues.ts';

interface Props {
  readonly group: GroupSelection;
  readonly verdict: GroupVerdict | undefined;
  readonly record: ParsedRecord;
}

const recordKeyString = (r: ParsedRecord) =>
  r.key.kind === 'tablet' ? String(r.key.tabletId) : r.key.kind === 'path' ? r.key.path : '';

/**
 * A value's parts ("gen 2:0", "n1", "locked") each kept on one line, so a narrow column breaks
 * between them rather than inside one; a one-sentence value wraps as text does.
 */
function ValueParts({ parts }: { parts: readonly string[] }) {
  if (parts.length === 1) return parts[0];
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      <span className="nowrap">{part}</span>
    </span>
  ));
}

/** The replicas one ring group selected for the record, with where they live and whether they are up. */
export function GroupTable({ group, verdict, record }: Props) {
  const t = useT('inspector');
  const tFeed = useT('feed');
  const idx = useAppStore(selectTopologyIndex);
  const status = useAppStore(selectNodeStatus);
  const values = useAppStore(selectReplicaValues);
  const hasValues = Object.keys(values).length > 0;
  const key = recordKeyString(record);
  const role = group.writeOnly
    ? t('group.writeOnly')
    : verdict?.counted === false
      ? t('group.idle')
      : t('group.counts');
  return (
    <div className="group-card" data-testid={`inspector-group-${group.group}`}>
      <div className="group-head">
        <strong>{t('group.title', { group: group.group })}</strong>
        {group.pile && <span className="chip">{t('group.pile', { pile: group.pile })}</span>}
        <span className="muted">{role}</span>
        {verdict && (
          <span className={`quorum-pill ${verdict.hasMajority ? 'ok' : 'bad'}`}>
            {t('group.pill', { alive: verdict.alive, nto: verdict.ntoSelect, majority: verdict.majority })}
          </span>
        )}
      </div>
      <table className="replica-table">
        <thead>
          <tr>
            {!hasValues && <th>{t('group.ring')}</th>}
            <th>{t('group.replica')}</th>
            <th>{t('group.node')}</th>
            <th>{t('group.rack')}</th>
            {!hasValues && <th>{t('group.dc')}</th>}
            <th>{t('group.status')}</th>
            {hasValues && <th title={t('group.valueTitle')}>{t('group.value')}</th>}
          </tr>
        </thead>
        <tbody>
          {group.replicas.map((r) => {
            const node = idx.node.get(r.node);
            const st = status[r.node] ?? 'up';
            const name = replicaServiceName({ ...r, group: group.actorIdOffset ?? 0 });
            const value = values[replicaValueId(r.node, name)]?.[key];
            return (
              <tr
                key={`${r.ring}:${r.index}`}
                data-testid="inspector-replica"
                data-node={r.node}
                data-rack={node?.domain}
                data-dc={node?.realm}
                data-state={st}
                className={st === 'up' ? '' : 'row-down'}
              >
                {!hasValues && (
                  <td>
                    <span className="ring-dot" style={{ background: ringColor(r.ring) }} />
                    {r.ring}
                  </td>
                )}
                <td className="mono nowrap" title={explainReplicaName(name, tFeed) ?? undefined}>
                  {hasValues && <span className="ring-dot" style={{ background: ringColor(r.ring) }} />}
                  {name}
                </td>
                <td>{node?.name ?? r.node}</td>
                <td className="nowrap">{node?.domain ?? '?'}</td>
                {!hasValues && <td>{node?.realm ?? '?'}</td>}
                <td>
                  <span className={`status status-${st}`}>{t(`group.${st}`)}</span>
                </td>
                {hasValues && (
                  <td className="mono value" title={value}>
                    {value === undefined ? '—' : <ValueParts parts={valueParts(value)} />}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
