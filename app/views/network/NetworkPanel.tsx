/**
 * Network tab: cut the link between two racks, datacenters or piles (both ways or one way), add
 * extra delay on it, set global loss and duplication, heal. The controls are the table of
 * app/subsystems/faults.ts (FAULT_CONTROLS): each builds one kernel command, sent by the `fault`
 * intent; what is in force comes back from the trace (cluster status fold) and is drawn on the
 * cluster view.
 */
import { Fragment, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { fault } from '../../runtime/intents.ts';
import { FAULT_CONTROLS, healLink, type FaultControl } from '../../subsystems/faults.ts';
import { linkText } from '../../viewmodel/netLinks.ts';
import { useAppStore } from '../../store/index.ts';
import { selectTopology } from '../../store/selectors.ts';
import { check, numberSchema, overlapping, parsePlace, placeKey, places } from './netForm.ts';
import './network.css';

const INITIAL = Object.fromEntries(
  FAULT_CONTROLS.flatMap((c) => (c.input ? [[c.input.testid, c.input.initial]] : [])),
);

export function NetworkPanel() {
  const t = useT('network');
  const words = useT('log');
  const topology = useAppStore(selectTopology);
  const net = useAppStore((s) => s.net);
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const groups = places(topology);
  const dcs = topology.realms;
  const [a, setA] = useState(() => (dcs[0] ? `dc:${dcs[0].id}` : ''));
  const [b, setB] = useState(() => (dcs[1] ? `dc:${dcs[1].id}` : `rack:${topology.domains[1]?.id ?? ''}`));
  const [oneWay, setOneWay] = useState(false);
  const [values, setValues] = useState<Readonly<Record<string, string>>>(INITIAL);
  const [error, setError] = useState<string | null>(null);
  const pa = parsePlace(a);
  const pb = parsePlace(b);
  const pairError =
    !pa || !pb
      ? t('pairMissing')
      : overlapping(topology, pa, pb)
        ? t('pairOverlap', { a: pa.id, b: pb.id })
        : null;
  const run = (f: () => void) => {
    setError(null);
    f();
  };
  const press = (c: FaultControl) => {
    let value = 0;
    if (c.input) {
      const r = check(numberSchema(c.input), values[c.input.testid] ?? '');
      if (!r.ok) return setError(r.error);
      value = r.value;
    }
    if (c.row === 'net') return run(() => fault(c.build({ value })));
    if (pa && pb) run(() => fault(c.build({ a: pa, b: pb, oneWay, value })));
  };
  const select = (value: string, set: (v: string) => void, testid: string) => (
    <select className="input" value={value} onChange={(e) => set(e.target.value)} data-testid={testid}>
      {groups.map((g) => (
        <optgroup key={g.group} label={g.group}>
          {g.items.map((p) => (
            <option key={placeKey(p)} value={placeKey(p)}>
              {p.level === 'pile' ? t('pile', { pile: p.id }) : p.id}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
  const disabled = !live || pairError !== null;
  const control = (c: FaultControl) => (
    <Fragment key={c.testid}>
      {c.input && (
        <>
          <span>{words(`control.${c.input.before}`)}</span>
          <input
            className="input input-num"
            value={values[c.input.testid] ?? ''}
            onChange={(e) => {
              const v = e.target.value;
              const id = c.input?.testid ?? '';
              setValues((old) => ({ ...old, [id]: v }));
            }}
            aria-label={words(`control.${c.input.label}`)}
            data-testid={c.input.testid}
          />
          <span>{words(`control.${c.input.unit}`)}</span>
        </>
      )}
      <button
        type="button"
        className="btn"
        disabled={c.row === 'link' ? disabled : !live}
        data-testid={c.testid}
        onClick={() => press(c)}
      >
        {words(`control.${c.button}`)}
      </button>
    </Fragment>
  );
  return (
    <div className="netpanel" data-testid="network-panel">
      <div className="netpanel-row">
        <span>{t('between')}</span>
        {select(a, setA, 'net-a')}
        <span>{t('and')}</span>
        {select(b, setB, 'net-b')}
        <select
          className="input"
          value={oneWay ? 'one' : 'both'}
          onChange={(e) => setOneWay(e.target.value === 'one')}
          data-testid="net-direction"
        >
          <option value="both">{t('both')}</option>
          <option value="one">{t('oneWay')}</option>
        </select>
      </div>
      {(['link', 'net'] as const).map((row) => (
        <div key={row} className="netpanel-row">
          {FAULT_CONTROLS.filter((c) => c.row === row).map((c) => control(c))}
        </div>
      ))}
      {(error ?? pairError) && (
        <div className="field-error" role="alert" data-testid="net-error">
          {error ?? pairError}
        </div>
      )}
      <div data-testid="net-in-force">
        {net.links.length === 0 && net.loss === 0 && net.duplicate === 0 ? (
          <span className="netpanel-hint">{t('none')}</span>
        ) : (
          <ul className="netpanel-list">
            {net.loss > 0 && (
              <li className="netpanel-badge">{t('lost', { pct: (net.loss * 100).toFixed(1) })}</li>
            )}
            {net.duplicate > 0 && (
              <li className="netpanel-badge">{t('duplicated', { pct: (net.duplicate * 100).toFixed(1) })}</li>
            )}
            {net.links.map((l) => {
              const pa2 = { level: l.level, id: l.a } as const;
              const pb2 = { level: l.level, id: l.b } as const;
              return (
                <li key={`${l.a}>${l.b}`}>
                  <span className="netpanel-badge">
                    {l.a} {l.cut === 'one-way' ? '→' : '⇄'} {l.b}: {linkText(l)}
                  </span>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() =>
                      run(() => healLink(pa2, pb2, l.cut !== 'none', l.extraUs > 0).forEach(fault))
                    }
                  >
                    {t('heal')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
