/** The two configs side by side: tolerance, failure combinations new and gone, records per node. */
import { useT } from '../../i18n/useT.ts';
import { percent } from '../../analysis/headroomText.ts';
import type { ConfigDiff, Subsystem, SubsystemDiff } from '../../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';
import { changedCuts, groupAlike, movedLoad } from './compareGroups.ts';

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

/** "StateStorage, Board, SchemeBoard": the subsystems a line stands for. */
const names = (subs: readonly Subsystem[]) => subs.map((s) => SUBSYSTEM_LABEL[s]).join(', ');

export function CompareResult({ diff }: { diff: ConfigDiff }) {
  const t = useT('setup');
  const cutGroups = groupAlike(diff.perSubsystem, changedCuts);
  const moved = groupAlike(diff.perSubsystem, movedLoad(NOISE)).flatMap((g) =>
    g.value.map((l) => ({ key: g.subsystems[0] as Subsystem, s: names(g.subsystems), ...l })),
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
      {cutGroups.map(({ subsystems, value: changed }) => {
        return (
          <div
            key={subsystems[0]}
            className="compare-cut-group"
            data-testid={`compare-cuts-${subsystems[0]}`}
            data-subsystems={subsystems.join(' ')}
          >
            <strong>{names(subsystems)}</strong>
            {subsystems.length > 1 && changed.length > 0 && (
              <span className="muted"> — {t('compare.alike')}</span>
            )}
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
                <tr key={`${l.key}-${l.node}`}>
                  <th scope="row">{l.s}</th>
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
