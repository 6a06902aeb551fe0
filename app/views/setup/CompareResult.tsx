/** The two configs side by side: tolerance, failure combinations new and gone, records per node. */
import { useT } from '../../i18n/useT.ts';
import { percent } from '../../analysis/headroomText.ts';
import type { ConfigDiff, SubsystemDiff } from '../../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';

type Tol = SubsystemDiff['tolerance']['a'];
const FIGURES = ['nodes', 'racks', 'realms'] as const;
/** Combinations shown per level and side; the count says how many there are. */
const SHOWN = 4;
/** Load changes below this share are sampling noise (the load is sampled over 20 000 keys). */
const NOISE = 0.005;

function Figures({ tol, other }: { tol: Tol; other: Tol }) {
  return (
    <>
      {FIGURES.map((f, i) => (
        <span key={f} className={tol[f] > other[f] ? 'cmp-up' : tol[f] < other[f] ? 'cmp-down' : undefined}>
          {i > 0 ? ' · ' : ''}
          {tol[f]}
        </span>
      ))}
    </>
  );
}

function Sets({ sets, count, kind }: { sets: readonly (readonly string[])[]; count: number; kind: string }) {
  const t = useT('setup');
  if (count === 0) return null;
  const more = count - Math.min(SHOWN, sets.length);
  return (
    <li className={`cmp-${kind}`} data-testid={`compare-${kind}`}>
      <strong>{t(`compare.${kind}`, { count })}</strong>{' '}
      {sets
        .slice(0, SHOWN)
        .map((s) => `{${s.join(', ')}}`)
        .join(' ')}
      {more > 0 ? ` ${t('compare.more', { count: more })}` : ''}
    </li>
  );
}

export function CompareResult({ diff }: { diff: ConfigDiff }) {
  const t = useT('setup');
  const moved = diff.perSubsystem.flatMap((s) =>
    s.load.filter((l) => Math.abs(l.b - l.a) >= NOISE).map((l) => ({ s: s.subsystem, ...l })),
  );
  return (
    <div className="compare-result" data-testid="compare-result">
      <table className="setup-grid compare-grid">
        <caption>{t('compare.tolerance')}</caption>
        <thead>
          <tr>
            <th />
            <th data-testid="compare-name-a">{t('compare.sideA', { name: diff.a })}</th>
            <th data-testid="compare-name-b">{t('compare.sideB', { name: diff.b })}</th>
          </tr>
        </thead>
        <tbody>
          {diff.perSubsystem.map((s) => (
            <tr key={s.subsystem} data-testid={`compare-tolerance-${s.subsystem}`}>
              <th scope="row">{SUBSYSTEM_LABEL[s.subsystem]}</th>
              <td>
                <Figures tol={s.tolerance.a} other={s.tolerance.a} />
              </td>
              <td>
                <Figures tol={s.tolerance.b} other={s.tolerance.a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-help">{t('compare.figures')}</p>
      <h4>{t('compare.cuts')}</h4>
      {diff.perSubsystem.map((s) => {
        const changed = s.cuts.filter((c) => c.gainedCount + c.lostCount > 0);
        return (
          <div key={s.subsystem} data-testid={`compare-cuts-${s.subsystem}`}>
            <strong>{SUBSYSTEM_LABEL[s.subsystem]}</strong>
            {changed.length === 0 ? (
              <span className="muted"> — {t('compare.sameCuts')}</span>
            ) : (
              <ul className="compare-cuts">
                {changed.map((c) => (
                  <li key={c.level}>
                    {t(`compare.level.${c.level}`, { size: c.maxSize })}
                    <ul>
                      <Sets sets={c.gained} count={c.gainedCount} kind="gained" />
                      <Sets sets={c.lost} count={c.lostCount} kind="lost" />
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {moved.length === 0 ? (
        <p className="muted">{t('compare.sameLoad')}</p>
      ) : (
        // Folded: a change of layout moves the share of most nodes, and the list is long.
        <details className="compare-load">
          <summary>
            <strong>{t('compare.load')}</strong> {t('compare.loadCount', { count: moved.length })}
          </summary>
          <table className="setup-grid compare-grid" data-testid="compare-load">
            <thead>
              <tr>
                <th />
                <th>{t('compare.node')}</th>
                <th>{t('compare.a')}</th>
                <th>{t('compare.b')}</th>
              </tr>
            </thead>
            <tbody>
              {moved.map((l) => (
                <tr key={`${l.s}-${l.node}`}>
                  <th scope="row">{SUBSYSTEM_LABEL[l.s]}</th>
                  <td>{l.node}</td>
                  <td>{percent(l.a)}</td>
                  <td className={l.b > l.a ? 'cmp-more' : 'cmp-less'}>{percent(l.b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
