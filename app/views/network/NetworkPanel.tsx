/**
 * Network tab: cut the link between two racks, datacenters or piles (both ways or one way), add
 * extra delay on it, set global loss and duplication, heal. Each action is one kernel command sent
 * through app/runtime/intents.ts; what is in force comes back from the trace (cluster status fold)
 * and is drawn on the cluster view.
 */
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { netIntents } from '../../runtime/intents.ts';
import { linkText } from '../../viewmodel/netLinks.ts';
import { useAppStore } from '../../store/index.ts';
import { selectTopology } from '../../store/selectors.ts';
import { check, delaySchema, overlapping, parsePlace, percentSchema, placeKey, places } from './netForm.ts';
import './network.css';

export function NetworkPanel() {
  const t = useT('network');
  const topology = useAppStore(selectTopology);
  const net = useAppStore((s) => s.net);
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const groups = places(topology);
  const dcs = topology.realms;
  const [a, setA] = useState(() => (dcs[0] ? `dc:${dcs[0].id}` : ''));
  const [b, setB] = useState(() => (dcs[1] ? `dc:${dcs[1].id}` : `rack:${topology.domains[1]?.id ?? ''}`));
  const [oneWay, setOneWay] = useState(false);
  const [delay, setDelay] = useState('5');
  const [loss, setLoss] = useState('0');
  const [dup, setDup] = useState('0');
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
  const withNumber = <T,>(r: ReturnType<typeof check<T>>, f: (v: T) => void) =>
    r.ok ? run(() => f(r.value)) : setError(r.error);
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
      <div className="netpanel-row">
        <button
          type="button"
          className="btn"
          disabled={disabled}
          data-testid="net-cut"
          onClick={() => pa && pb && run(() => netIntents.cut(pa, pb, oneWay))}
        >
          {t('cut')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={disabled}
          data-testid="net-heal"
          onClick={() => pa && pb && run(() => netIntents.heal(pa, pb))}
        >
          {t('healLink')}
        </button>
        <span>{t('delay')}</span>
        <input
          className="input input-num"
          value={delay}
          onChange={(e) => setDelay(e.target.value)}
          aria-label={t('delayLabel')}
          data-testid="net-delay"
        />
        <span>{t('ms')}</span>
        <button
          type="button"
          className="btn"
          disabled={disabled}
          data-testid="net-delay-set"
          onClick={() =>
            withNumber(
              check(delaySchema, delay),
              (ms) => pa && pb && netIntents.delay(pa, pb, Math.round(ms * 1000)),
            )
          }
        >
          {t('setDelay')}
        </button>
      </div>
      <div className="netpanel-row">
        <span>{t('lose')}</span>
        <input
          className="input input-num"
          value={loss}
          onChange={(e) => setLoss(e.target.value)}
          aria-label={t('lossLabel')}
          data-testid="net-loss"
        />
        <span>{t('lossUnit')}</span>
        <button
          type="button"
          className="btn"
          disabled={!live}
          data-testid="net-loss-set"
          onClick={() => withNumber(check(percentSchema('loss'), loss), (p) => netIntents.loss(p / 100))}
        >
          {t('set')}
        </button>
        <span>{t('duplicate')}</span>
        <input
          className="input input-num"
          value={dup}
          onChange={(e) => setDup(e.target.value)}
          aria-label={t('dupLabel')}
          data-testid="net-dup"
        />
        <span>%</span>
        <button
          type="button"
          className="btn"
          disabled={!live}
          data-testid="net-dup-set"
          onClick={() =>
            withNumber(check(percentSchema('duplication'), dup), (p) => netIntents.duplicate(p / 100))
          }
        >
          {t('set')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!live}
          data-testid="net-heal-all"
          onClick={() => run(netIntents.healAll)}
        >
          {t('healAll')}
        </button>
      </div>
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
                      run(() => {
                        if (l.cut !== 'none') netIntents.heal(pa2, pb2);
                        if (l.extraUs > 0) netIntents.delay(pa2, pb2, 0);
                      })
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
