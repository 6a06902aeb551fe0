/** Load per replica: a switch that colours replica glyphs by share, and min / max per ring group. */
import { useT } from '../../i18n/useT.ts';
import { useAppStore } from '../../store/index.ts';
import { selectConfig } from '../../store/selectors.ts';
import { LOAD_VIEW_SAMPLES, loadFigures, selectColourByLoad, useLoadView } from '../../analysis/loadView.ts';
import { percent } from '../../analysis/headroomText.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';

const selectSet = (s: ReturnType<typeof useLoadView.getState>) => s.setColourByLoad;

export function LoadPanel() {
  const t = useT('load');
  const config = useAppStore(selectConfig);
  const on = useLoadView(selectColourByLoad);
  const setOn = useLoadView(selectSet);
  const f = loadFigures(config);
  if (!f) return <p className="muted">{t('none')}</p>;
  return (
    <div className="load-panel" data-testid="load-panel">
      <div className="load-head">
        <label className="load-toggle">
          <input
            type="checkbox"
            data-testid="load-toggle"
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
          />
          {t('toggle')}
        </label>
        <span
          className="load-legend"
          style={{
            background: `linear-gradient(to right, ${f.colour(f.minShare)}, ${f.colour(f.maxShare)})`,
          }}
        />
        <span className="muted">
          {t('range', { min: percent(f.minShare), max: percent(f.maxShare), samples: LOAD_VIEW_SAMPLES })}
        </span>
      </div>
      <table className="load-table" data-testid="load-table">
        <thead>
          <tr>
            <th>{t('subsystem')}</th>
            <th>{t('group')}</th>
            <th>{t('replicas')}</th>
            <th>{t('min')}</th>
            <th>{t('max')}</th>
            <th>{t('ratio')}</th>
          </tr>
        </thead>
        <tbody>
          {f.subsystems.flatMap((s) =>
            s.groups.map((g) => (
              <tr key={`${s.subsystem}-${g.group}`} className={g.counted ? '' : 'muted'}>
                <th scope="row">{SUBSYSTEM_LABEL[s.subsystem]}</th>
                <td>
                  {g.group}
                  {g.counted ? '' : t('notCounted')}
                </td>
                <td>{g.replicas.length}</td>
                <td>{percent(g.minShare)}</td>
                <td>{percent(g.maxShare)}</td>
                <td>{g.ratio === null ? '—' : g.ratio.toFixed(2)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      {f.subsystems.some((s) => s.skipped.length > 0) && (
        <p className="muted">{t('skipped', { list: f.subsystems.flatMap((s) => s.skipped).join('; ') })}</p>
      )}
    </div>
  );
}
