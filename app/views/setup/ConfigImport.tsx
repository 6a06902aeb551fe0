/**
 * "Load YDB config": paste a config.yaml, upload one or pick a sample. Every edit is checked by
 * the importer; problems and warnings are listed with their YAML path and line, and "Use this
 * config" stays disabled while there is any problem, so a bad file never replaces the cluster.
 */
import { formatNumber } from '../../i18n/format.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useT } from '../../i18n/useT.ts';
import { useMemo, useState } from 'react';
import { YAML_LIMITS } from '../../../engine/index.ts';
import { applyImport, withPlacement } from '../../runtime/importConfig.ts';
import { ConfigExport } from './ConfigExport.tsx';
import { PlaceholderForm, type Placement } from './PlaceholderForm.tsx';
import { ProblemList } from './ProblemList.tsx';
import { usable, useParsedConfig } from './parsedConfig.ts';

/** Files in public/configs/. */
const SAMPLE_CONFIGS = [
  'block-4-2-8-racks',
  'mirror-3-dc',
  'bridge-2-piles',
  'reconfiguration-step1',
  'broken',
] as const;

function movesOf(p: Placement) {
  return new Map(Object.entries(p).map(([k, v]) => [Number(k), v]));
}

export function ConfigImport() {
  const t = useT('setup');
  const [text, setText] = useState('');
  const [placement, setPlacement] = useState<Placement>({});
  const [note, setNote] = useState('');
  const { parsed, settled } = useParsedConfig(text);
  const final = useMemo(() => {
    if (!usable(parsed)) return parsed;
    const moves = movesOf(placement);
    for (const p of parsed.placeholders) {
      const m = moves.get(p.node);
      if (m && m.realm === p.realm && m.domain === p.domain) moves.delete(p.node);
    }
    return withPlacement(parsed, moves);
  }, [parsed, placement]);
  const edit = (t: string) => {
    setText(t);
    setPlacement({});
    setNote('');
  };
  const loadSample = (name: string) => {
    if (name === '') return;
    fetch(`${import.meta.env.BASE_URL}configs/${name}.yaml`)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(edit, (e: unknown) => setNote(t('import.loadFailed', { name, error: String(e) })));
  };
  const loadFile = (f: File | undefined) => {
    if (!f) return;
    if (f.size > YAML_LIMITS.MAX_YAML_FILE_BYTES) {
      setNote(
        t('import.tooLarge', {
          name: f.name,
          bytes: formatNumber(currentLanguage(), YAML_LIMITS.MAX_YAML_FILE_BYTES),
        }),
      );
      return;
    }
    f.text().then(edit, () => setNote(t('import.readFailed', { name: f.name })));
  };
  const ok = usable(final) && settled;
  const apply = () => {
    if (!ok) return;
    void applyImport(final).then(() => setNote(t('applied')));
  };
  return (
    <section className="config-import" aria-label={t('import.title')}>
      <h3>{t('import.title')}</h3>
      <div className="import-sources">
        <select
          className="input"
          data-testid="config-sample"
          aria-label={t('import.sample')}
          value=""
          onChange={(e) => loadSample(e.target.value)}
        >
          <option value="">{t('import.samplePick')}</option>
          {SAMPLE_CONFIGS.map((s) => (
            <option key={s} value={s}>
              {s}.yaml
            </option>
          ))}
        </select>
        <label className="btn btn-small file-btn">
          {t('import.upload')}
          <input
            type="file"
            accept=".yaml,.yml,text/yaml"
            data-testid="config-file"
            onChange={(e) => loadFile(e.target.files?.[0])}
          />
        </label>
      </div>
      <textarea
        className="input config-text"
        data-testid="config-text"
        aria-label={t('import.textLabel')}
        placeholder={t('import.textPlaceholder')}
        spellCheck={false}
        rows={6}
        value={text}
        onChange={(e) => edit(e.target.value)}
      />
      {final && <ProblemList problems={final.problems} warnings={final.warnings} />}
      {usable(parsed) && (
        <PlaceholderForm placeholders={parsed.placeholders} value={placement} onChange={setPlacement} />
      )}
      <div className="setup-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="config-apply"
          disabled={!ok}
          onClick={apply}
        >
          {t('import.use')}
        </button>
        {ok && (
          <span className="muted" data-testid="config-summary">
            {t('import.summary', {
              dcs: t('count.dcs', { count: final.topology.realms.length }),
              racks: t('count.racks', { count: final.topology.domains.length }),
              nodes: t('count.nodes', { count: final.topology.nodes.length }),
            })}
          </span>
        )}
        {note && <span className="muted">{note}</span>}
      </div>
      <ConfigExport />
    </section>
  );
}
