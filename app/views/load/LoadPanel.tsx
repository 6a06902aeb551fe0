/** Load per replica: a switch that colours replica glyphs by share, and min / max per ring group. */
import { useAppStore } from '../../store/index.ts';
import { selectConfig } from '../../store/selectors.ts';
import { LOAD_VIEW_SAMPLES, loadFigures, selectColourByLoad, useLoadView } from '../../analysis/loadView.ts';
import { percent } from '../../analysis/headroomText.ts';
import { SUBSYSTEM_LABEL } from '../../model/palette.ts';

const selectSet = (s: ReturnType<typeof useLoadView.getState>) => s.setColourByLoad;

export function LoadPanel() {
  const config = useAppStore(selectConfig);
  const on = useLoadView(selectColourByLoad);
  const setOn = useLoadView(selectSet);
  const f = loadFigures(config);
  if (!f) return <p className="muted">No load figures for this config.</p>;
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
          Colour replicas by load
        </label>
        <span
          className="load-legend"
          style={{
            background: `linear-gradient(to right, ${f.colour(f.minShare)}, ${f.colour(f.maxShare)})`,
          }}
        />
        <span className="muted">
          {percent(f.minShare)} – {percent(f.maxShare)} of records · {LOAD_VIEW_SAMPLES} keys per subsystem
        </span>
      </div>
      <table className="load-table" data-testid="load-table">
        <thead>
          <tr>
            <th>Subsystem</th>
            <th>Group</th>
            <th>Replicas</th>
            <th>Min</th>
            <th>Max</th>
            <th>Max / min</th>
          </tr>
        </thead>
        <tbody>
          {f.subsystems.flatMap((s) =>
            s.groups.map((g) => (
              <tr key={`${s.subsystem}-${g.group}`} className={g.counted ? '' : 'muted'}>
                <th scope="row">{SUBSYSTEM_LABEL[s.subsystem]}</th>
                <td>
                  {g.group}
                  {g.counted ? '' : ' (not counted)'}
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
        <p className="muted">Skipped: {f.subsystems.flatMap((s) => s.skipped).join('; ')}</p>
      )}
    </div>
  );
}
