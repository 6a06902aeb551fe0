/**
 * Setup: preset, seed and per-subsystem placement. Every keystroke re-checks the draft (zod for
 * the fields, the engine's validator for the placement) and the result is shown beside the form;
 * "Apply" stays disabled while anything is wrong, so a bad setup can never blank the page.
 */
import { useT } from '../../i18n/useT.ts';
import { useMemo, useState } from 'react';
import { RING_SUBSYSTEMS, DEFAULT_PRESET, PRESET_NAMES, PRESETS } from '../../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';
import {
  emptyDraft,
  evaluateDraft,
  fieldErrorText,
  PLACEMENT_FIELDS,
  type PlacementField,
  type SetupDraft,
} from '../../viewmodel/setupForm.ts';
import { presetDescription, presetTitle } from '../../viewmodel/presetText.ts';
import { IMPORTED_PRESET } from '../../runtime/importConfig.ts';
import { applySetup } from '../../runtime/setup.ts';
import { useAppStore } from '../../store/index.ts';
import { selectConfig, selectPresetName, selectSeed, selectTopology } from '../../store/selectors.ts';
import { draftFor, evaluateImported, importedFields, isImportedDraft } from './importedDraft.ts';
import { ConfigCompare } from './ConfigCompare.tsx';
import { ConfigImport } from './ConfigImport.tsx';
import { PlacementReport } from './PlacementReport.tsx';
import { ScenarioPicker } from './ScenarioPicker.tsx';
import { SpareControl } from './SpareControl.tsx';
import { SessionFile } from '../share/SessionFile.tsx';

export function SetupPanel() {
  const t = useT('setup');
  const preset = useAppStore(selectPresetName);
  const seed = useAppStore(selectSeed);
  const topology = useAppStore(selectTopology);
  const config = useAppStore(selectConfig);
  const running = preset === IMPORTED_PRESET;
  const [draft, setDraft] = useState<SetupDraft>(() =>
    draftFor(preset, seed, PRESETS.has(preset) ? preset : DEFAULT_PRESET),
  );
  const [applied, setApplied] = useState(false);
  // The URL or a share link may change preset / seed under us: follow them unless the user is editing.
  const [seen, setSeen] = useState({ preset, seed });
  if (seen.preset !== preset || seen.seed !== seed) {
    setSeen({ preset, seed });
    // An imported cluster is not a preset: the form shows the import itself then.
    const next = PRESETS.has(preset) || preset === IMPORTED_PRESET ? { preset } : {};
    setDraft((d) => ({ ...d, ...next, seed: String(seed) }));
  }
  const imported = running && isImportedDraft(draft);
  const result = useMemo(
    () => (imported ? evaluateImported(draft, topology, config) : evaluateDraft(draft)),
    [draft, imported, topology, config],
  );
  // The import's rings fill the fields (read-only: a change of placement is a change of the YAML).
  const shown = useMemo(
    () => (imported ? importedFields(config, topology.realms.length) : draft.placement),
    [imported, config, topology, draft.placement],
  );
  const edit = (d: SetupDraft) => {
    setDraft(d);
    setApplied(false);
  };
  const setField = (s: (typeof RING_SUBSYSTEMS)[number], f: PlacementField, v: string) =>
    edit({ ...draft, placement: { ...draft.placement, [s]: { ...draft.placement[s], [f]: v } } });
  const apply = () => {
    if (!result.ok || !result.topology || !result.config || result.seed === null) return;
    // The import restarts as itself (with the form's seed): Apply never drops it unasked.
    void applySetup({
      preset: imported ? IMPORTED_PRESET : draft.preset,
      topology: result.topology,
      config: result.config,
      options: result.options,
      seed: result.seed,
    });
    setApplied(true);
  };
  const errors = Object.entries(result.fieldErrors);
  // Nothing in the form takes effect before Apply, while the check below already describes it.
  const pending =
    !applied &&
    (draft.preset !== preset ||
      draft.seed.trim() !== String(seed) ||
      (!imported &&
        RING_SUBSYSTEMS.some((s) => PLACEMENT_FIELDS.some((f) => draft.placement[s][f].trim() !== ''))));
  // Choosing a preset while an import runs: Apply would replace the import, and the form says so.
  const replacesImport = running && !imported;
  return (
    <section className="panel setup" aria-label={t('panel')}>
      <p className="panel-intro">{t('intro')}</p>
      {preset === IMPORTED_PRESET && (
        <p className="panel-intro" data-testid="setup-imported">
          {t('imported')}
        </p>
      )}
      <div className="setup-form">
        <ScenarioPicker />
        <SessionFile />
        <SpareControl />
      </div>
      <form
        className="setup-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label className="field">
          <span className="field-label">{t('preset')}</span>
          <select
            className="input"
            data-testid="setup-preset"
            value={draft.preset}
            onChange={(e) => edit({ ...draft, preset: e.target.value })}
          >
            {running && (
              <option value={IMPORTED_PRESET}>{t('importedOption', { nodes: topology.nodes.length })}</option>
            )}
            {PRESET_NAMES.map((p) => (
              <option key={p} value={p}>
                {presetTitle(p)}
              </option>
            ))}
          </select>
          <span className="field-help">{imported ? t('importedHelp') : presetDescription(draft.preset)}</span>
        </label>
        <label className="field">
          <span className="field-label">{t('seed')}</span>
          <input
            className={`input${result.fieldErrors.seed ? ' input-bad' : ''}`}
            data-testid="setup-seed"
            inputMode="numeric"
            value={draft.seed}
            onChange={(e) => edit({ ...draft, seed: e.target.value })}
          />
        </label>
        <table className="setup-grid">
          <thead>
            <tr>
              <th />
              {PLACEMENT_FIELDS.map((f) => (
                <th key={f}>{t(`field.${f}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RING_SUBSYSTEMS.map((s) => (
              <tr key={s}>
                <th scope="row">{SUBSYSTEM_LABEL[s]}</th>
                {PLACEMENT_FIELDS.map((f) => {
                  const g = result.config?.[s].ringGroups[0];
                  const placeholder = g
                    ? f === 'ntoSelect'
                      ? g.ntoSelect
                      : f === 'replicasPerRing'
                        ? (g.rings[0]?.replicas.length ?? '')
                        : ''
                    : '';
                  return (
                    <td key={f}>
                      <input
                        className={`input input-num${result.fieldErrors[`${s}.${f}`] ? ' input-bad' : ''}`}
                        data-testid={`setup-${s}-${f}`}
                        aria-label={`${SUBSYSTEM_LABEL[s]} ${t(`field.${f}`)}`}
                        inputMode="numeric"
                        placeholder={String(placeholder || t('auto'))}
                        value={shown[s][f]}
                        disabled={imported}
                        onChange={(e) => setField(s, f, e.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field-help">{imported ? t('importedFields') : t('emptyFields')}</p>
        {errors.length > 0 && (
          <ul className="field-errors" data-testid="setup-field-errors" role="alert">
            {errors.map(([k, e]) => (
              <li key={k}>{fieldErrorText(e)}</li>
            ))}
          </ul>
        )}
        <div className="setup-actions">
          <button type="submit" className="btn btn-primary" data-testid="setup-apply" disabled={!result.ok}>
            {t('apply')}
          </button>
          <button type="button" className="btn" onClick={() => edit(emptyDraft(draft.preset, seed))}>
            {t('reset')}
          </button>
          {applied && <span className="muted">{t('applied')}</span>}
        </div>
      </form>
      {pending && (
        <p className="setup-pending" data-testid="setup-pending" role="status">
          {t('pending', { preset: running ? t('importedName') : preset, seed })}
        </p>
      )}
      {replacesImport && (
        <p className="setup-pending" data-testid="setup-replaces-import" role="alert">
          {t('replacesImport', { preset: presetTitle(draft.preset) })}
        </p>
      )}
      <PlacementReport result={result} />
      <ConfigImport />
      <ConfigCompare />
    </section>
  );
}
