/**
 * Lists public/scenarios/index.json and loads the chosen file into the page (cluster, seed and
 * timed commands); errors in a file show as a notice naming the JSON path of each problem.
 */
import { i18n } from '../../i18n/index.ts';
import { useT } from '../../i18n/useT.ts';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { loadScenario } from '../../runtime/scenario.ts';
import { useAppStore } from '../../store/index.ts';

const indexSchema = z.object({
  scenarios: z.array(z.object({ name: z.string(), title: z.string().optional() })),
});
type Entry = z.infer<typeof indexSchema>['scenarios'][number];

/** The entry's title in the page's language (setup:scenarioTitle, by scenario id), else the file's own. */
function titleOf(e: Entry, t: ReturnType<typeof useT<'setup'>>): string {
  const key = `scenarioTitle.${e.name}` as 'scenarioTitle.tablet-reelection';
  return i18n.exists(`setup:${key}`) ? t(key) : (e.title ?? e.name);
}

export function ScenarioPicker() {
  const t = useT('setup');
  const current = useAppStore((s) => s.scenario);
  const [entries, setEntries] = useState<readonly Entry[] | null>(null);
  // Kept as what went wrong, not as words: the words follow the page's language.
  const [error, setError] = useState<{ readonly malformed: true } | { readonly missing: string } | null>(
    null,
  );
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(`${import.meta.env.BASE_URL}scenarios/index.json`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((json: unknown) => {
        const r = indexSchema.safeParse(json);
        if (!live) return;
        if (r.success) setEntries(r.data.scenarios);
        else setError({ malformed: true });
      })
      .catch((e: unknown) => live && setError({ missing: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, []);
  const load = () => {
    if (!choice) return;
    setBusy(true);
    void loadScenario(choice).finally(() => setBusy(false));
  };
  return (
    <div className="field scenario-picker">
      <span className="field-label">{t('scenario.label')}</span>
      {error ? (
        <span className="field-help">
          {t('scenario.unavailable', {
            error:
              'missing' in error
                ? t('scenario.noList', { error: error.missing })
                : t('scenario.listMalformed'),
          })}
        </span>
      ) : (
        <div className="input-row">
          <select
            className="input"
            data-testid="scenario-select"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={!entries}
          >
            <option value="">{entries ? t('scenario.choose') : t('scenario.loading')}</option>
            {entries?.map((e) => (
              <option key={e.name} value={e.name}>
                {titleOf(e, t)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn"
            data-testid="scenario-load"
            disabled={!choice || busy}
            onClick={load}
          >
            {t('scenario.load')}
          </button>
        </div>
      )}
      <span className="field-help">
        {current ? t('scenario.loaded', { name: current }) : t('scenario.hint')}
      </span>
    </div>
  );
}
