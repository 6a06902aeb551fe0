/**
 * Spare capacity for the running preset: racks and nodes added as reserved slots (engine
 * withSpare), outside the cluster until the membership bar's "add rack" / "add node" joins them.
 * Adding or clearing restarts the run on the preset with the new spare list (the address keeps it).
 */
import { useState } from 'react';
import {
  formatSpareItem,
  MAX_SPARE_ITEMS,
  parseSpareItem,
  PRESETS,
  type SpareItem,
} from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { loadPreset, spareOf } from '../../runtime/setup.ts';
import { useAppStore } from '../../store/index.ts';
import { selectPresetName, selectTopology } from '../../store/selectors.ts';

export function SpareControl() {
  const t = useT('setup');
  const preset = useAppStore(selectPresetName);
  const topology = useAppStore(selectTopology);
  const [choice, setChoice] = useState('');
  if (!PRESETS.has(preset)) return null;
  const spare = spareOf(topology);
  // Racks of the preset itself: a spare rack is already whole, nodes go to the shipped racks.
  const reserved = new Set(topology.reserve ?? []);
  const racks = topology.domains.filter((d) =>
    topology.nodes.some((n) => n.domain === d.id && !reserved.has(n.id)),
  );
  const options: SpareItem[] = [
    ...topology.realms.map((r): SpareItem => ({ kind: 'rack', dc: r.id })),
    ...racks.map((d): SpareItem => ({ kind: 'node', rack: d.id })),
  ];
  const picked = parseSpareItem(choice) ?? options[0] ?? null;
  const full = spare.length >= MAX_SPARE_ITEMS;
  const label = (s: SpareItem) =>
    s.kind === 'rack' ? t('spare.rackIn', { dc: s.dc }) : t('spare.nodeIn', { rack: s.rack });
  return (
    <div className="field spare-control">
      <span className="field-label">{t('spare.label')}</span>
      <div className="input-row">
        <select
          className="input"
          data-testid="spare-select"
          value={picked === null ? '' : formatSpareItem(picked)}
          onChange={(e) => setChoice(e.target.value)}
        >
          {options.map((o) => (
            <option key={formatSpareItem(o)} value={formatSpareItem(o)}>
              {label(o)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          data-testid="spare-add"
          disabled={picked === null || full}
          onClick={() => picked !== null && void loadPreset(preset, [...spare, picked])}
        >
          {t('spare.add')}
        </button>
        <button
          type="button"
          className="btn"
          data-testid="spare-clear"
          disabled={spare.length === 0}
          onClick={() => void loadPreset(preset, [])}
        >
          {t('spare.clear')}
        </button>
      </div>
      <span className="field-help" data-testid="spare-list">
        {spare.length === 0
          ? t('spare.none')
          : t('spare.list', { list: spare.map(label).join(', '), nodes: reserved.size })}
      </span>
    </div>
  );
}
