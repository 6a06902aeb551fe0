import { useT } from '../../i18n/useT.ts';
import { useMemo } from 'react';
import { RING_SUBSYSTEMS, configTolerance } from '../../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../../viewmodel/palette.ts';
import type { SetupResult } from '../../viewmodel/setupForm.ts';
import { problemText, severityText } from '../../viewmodel/problemText.ts';
import { toleranceText } from '../../viewmodel/toleranceText.ts';

/** The placement validator's verdict on the draft: its problems, and what failures it survives. */
export function PlacementReport({ result }: { result: SetupResult }) {
  const t = useT('setup');
  const { topology, config, problems } = result;
  const tolerance = useMemo(() => {
    if (!topology || !config || problems.some((p) => p.severity === 'error')) return null;
    const tol = configTolerance(topology, config);
    // Subsystems with the same rings and the same verdict share one line (the usual case).
    const rows: { names: string[]; text: string }[] = [];
    for (const s of RING_SUBSYSTEMS) {
      const shape = config[s].ringGroups
        .map((g) => t('tolerance.shape', { count: g.rings.length, nto: g.ntoSelect }))
        .join(' + ');
      const text = t('tolerance.line', {
        shape,
        text: toleranceText(tol.perSubsystem[s], topology.realms.length),
      });
      const same = rows.find((r) => r.text === text);
      if (same) same.names.push(SUBSYSTEM_LABEL[s]);
      else rows.push({ names: [SUBSYSTEM_LABEL[s]], text });
    }
    return rows;
    // `t` changes with the language: a switch rebuilds the sentences.
  }, [topology, config, problems, t]);
  return (
    <div className="placement" data-testid="placement-report">
      <h3>{t('report.title')}</h3>
      {problems.length === 0 ? (
        <p className="ok-line" data-testid="setup-problems-none">
          {t('report.valid')}
        </p>
      ) : (
        <ul className="problems" data-testid="setup-problems">
          {problems.map((p, i) => (
            <li key={i} className={`problem problem-${p.severity}`}>
              <span className="problem-sev">{severityText(p.severity)}</span> {problemText(p)}
            </li>
          ))}
        </ul>
      )}
      {tolerance && (
        <dl className="tolerance" data-testid="setup-tolerance">
          {tolerance.map(({ names, text }) => (
            <div key={names.join()}>
              <dt>{names.length === 3 ? t('report.all') : names.join(', ')}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
