/**
 * "Compare with another config": the running cluster (A) beside a preset or a pasted config.yaml
 * (B) — what every record survives per subsystem, the failure combinations that break quorum in B
 * and not in A (new) or no longer (gone), and the share of records each node serves. The engine's
 * diffConfigs does the work on a click in a worker (a few seconds on the larger presets), so the
 * page keeps playing; changing B cancels a comparison under way.
 */
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { loadPreset, PRESET_NAMES, type DiffSide } from '../../../engine/index.ts';
import { IMPORTED_PRESET } from '../../runtime/importConfig.ts';
import { useAppStore } from '../../store/index.ts';
import { selectConfig, selectPresetName, selectTopology } from '../../store/selectors.ts';
import { presetTitle } from '../../viewmodel/presetText.ts';
import { CompareResult } from './CompareResult.tsx';
import { parseConfigText, usable, useParsedConfig } from './parsedConfig.ts';
import { ProblemList } from './ProblemList.tsx';
import { useConfigDiff } from './useConfigDiff.ts';

const PASTED = '';

export function ConfigCompare() {
  const t = useT('setup');
  const preset = useAppStore(selectPresetName);
  const topology = useAppStore(selectTopology);
  const config = useAppStore(selectConfig);
  const [other, setOther] = useState<string>(PRESET_NAMES.find((p) => p !== preset) ?? PASTED);
  const [yaml, setYaml] = useState('');
  const { state, setState, run, cancel } = useConfigDiff();
  // The importer's own path: the pasted B's problems are listed as "Load YDB config" lists them.
  const { parsed, settled } = useParsedConfig(other === PASTED ? yaml : '');
  const current = preset === IMPORTED_PRESET ? t('importedName') : presetTitle(preset);

  /** B, or what keeps it from being compared (null: the problem list beside the text says it). */
  const otherSide = (): DiffSide | string | null => {
    if (other !== PASTED) return { name: presetTitle(other), ...loadPreset(other) };
    if (yaml.trim() === '') return t('compare.empty');
    // Pressed before the deferred import caught up with the text (a busy page): read the text now,
    // once, rather than compare nothing.
    const now = settled ? parsed : parseConfigText(yaml);
    if (!usable(now)) return null;
    return { name: t('compare.pastedName'), topology: now.topology, config: now.config };
  };
  const compare = () => {
    const b = otherSide();
    if (b === null) return setState({ kind: 'idle' });
    if (typeof b === 'string') return setState({ kind: 'bad', text: b });
    run({ name: current, topology, config }, b);
  };

  return (
    <section className="config-import compare" aria-label={t('compare.title')} data-testid="compare">
      <h3>{t('compare.title')}</h3>
      <p className="field-help">{t('compare.intro', { current })}</p>
      <div className="import-sources">
        <select
          className="input"
          data-testid="compare-other"
          aria-label={t('compare.other')}
          value={other}
          onChange={(e) => {
            cancel();
            setOther(e.target.value);
          }}
        >
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {presetTitle(p)}
            </option>
          ))}
          <option value={PASTED}>{t('compare.pasted')}</option>
        </select>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="compare-run"
          disabled={state.kind === 'busy'}
          onClick={compare}
        >
          {t('compare.run')}
        </button>
      </div>
      {other === PASTED && (
        <textarea
          className="input config-text"
          data-testid="compare-yaml"
          aria-label={t('compare.yamlLabel')}
          placeholder={t('import.textPlaceholder')}
          spellCheck={false}
          rows={5}
          value={yaml}
          onChange={(e) => {
            cancel();
            setYaml(e.target.value);
          }}
        />
      )}
      {parsed && parsed.problems.length > 0 && (
        <ProblemList problems={parsed.problems} warnings={parsed.warnings} />
      )}
      {state.kind === 'busy' && (
        <p className="muted" role="status" data-testid="compare-busy">
          {t('compare.busy')}{' '}
          <button type="button" className="btn btn-small" data-testid="compare-cancel" onClick={cancel}>
            {t('compare.cancel')}
          </button>
        </p>
      )}
      {state.kind === 'bad' && (
        <p className="import-findings import-problems" role="alert" data-testid="compare-problem">
          {state.text}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="import-findings import-problems" role="alert" data-testid="compare-problem">
          {t('compare.failed', { error: state.error })}
        </p>
      )}
      {state.kind === 'done' && <CompareResult diff={state.diff} />}
    </section>
  );
}
