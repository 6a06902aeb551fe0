/**
 * "May I take this down now?" for a node, rack or datacenter picked here: the same answer the
 * cluster view gives on hover (engine maintenance check, what is down already counting).
 */
import { useMemo, useState } from 'react';
import { useMaintenanceFor, type MaintenanceTarget } from '../../analysis/useMaintenance.ts';
import { useT } from '../../i18n/useT.ts';
import { useAppStore } from '../../store/index.ts';
import { MaintenanceVerdictView } from '../cluster/MaintenanceAnswer.tsx';
import { useListOnDemand } from '../common/useListOnDemand.ts';

/** "rack:dc1-r1" → the target it names (the select's values). */
function parseTarget(value: string): MaintenanceTarget | null {
  const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
  if (kind === 'node') return { kind, id: Number(id) };
  return kind === 'rack' || kind === 'dc' ? { kind, id } : null;
}

export function MaintenancePick() {
  const t = useT('inspector');
  const topology = useAppStore((s) => s.topology);
  const [value, setValue] = useState('');
  const target = useMemo(() => parseTarget(value), [value]);
  const { verdict, down } = useMaintenanceFor(target);
  const picker = useListOnDemand(topology.nodes);
  // Until the picker is reached, it holds the chosen node (if one is) alone.
  const nodes = picker.items ?? topology.nodes.filter((n) => value === `node:${n.id}`);
  // One translation for a thousand options: the label is a pattern with the node and rack filled in.
  const nodeLabel = useMemo(() => {
    const pattern = t('maintenance.nodeOption', { node: '\u0001', rack: '\u0002' });
    return (id: number, rack: string) => pattern.replace('\u0001', String(id)).replace('\u0002', rack);
  }, [t]);
  return (
    <div className="inspector-maintenance" data-testid="inspect-maintenance">
      <label htmlFor="maintenance-target" className="field-label">
        {t('maintenance.title')}
      </label>
      <select
        id="maintenance-target"
        data-testid="maintenance-target"
        className="input"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        {...picker.reveal}
      >
        <option value="">{t('maintenance.pick')}</option>
        <optgroup label={t('maintenance.dcs')}>
          {topology.realms.map((r) => (
            <option key={r.id} value={`dc:${r.id}`}>
              {r.id}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('maintenance.racks')}>
          {topology.domains.map((d) => (
            <option key={d.id} value={`rack:${d.id}`}>
              {d.id}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('maintenance.nodes')}>
          {nodes.map((n) => (
            <option key={n.id} value={`node:${n.id}`}>
              {nodeLabel(n.id, n.domain)}
            </option>
          ))}
        </optgroup>
      </select>
      {verdict && <MaintenanceVerdictView v={verdict} id="inspect-maintenance" />}
      {!verdict && down && (
        <p className="muted" data-testid="inspect-maintenance-down">
          {t('maintenance.alreadyDown')}
        </p>
      )}
    </div>
  );
}
