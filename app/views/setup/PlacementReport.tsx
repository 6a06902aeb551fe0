import { useMemo } from 'react';
import { SUBSYSTEMS } from '../../../engine/config/types.ts';
import { configTolerance } from '../../../engine/quorum/index.ts';
import { SUBSYSTEM_LABEL } from '../../model/palette.ts';
import type { SetupResult } from '../../model/setupForm.ts';
import { toleranceText } from '../../model/toleranceText.ts';

/** The placement validator's verdict on the draft: its problems, and what failures it survives. */
export function PlacementReport({ result }: { result: SetupResult }) {
  const { topology, config, problems } = result;
  const tolerance = useMemo(() => {
    if (!topology || !config || problems.some((p) => p.severity === 'error')) return null;
    const tol = configTolerance(topology, config);
    return SUBSYSTEMS.map((s) => ({
      s,
      text: toleranceText(tol.perSubsystem[s], topology.realms.length),
      groups: config[s].ringGroups,
    }));
  }, [topology, config, problems]);
  return (
    <div className="placement" data-testid="placement-report">
      <h3>Placement check</h3>
      {problems.length === 0 ? (
        <p className="ok-line" data-testid="setup-problems-none">
          ✓ Valid: one ring per rack, no rack shared by two rings.
        </p>
      ) : (
        <ul className="problems" data-testid="setup-problems">
          {problems.map((p, i) => (
            <li key={i} className={`problem problem-${p.severity}`}>
              <span className="problem-sev">{p.severity}</span> {p.message}
            </li>
          ))}
        </ul>
      )}
      {tolerance && (
        <dl className="tolerance" data-testid="setup-tolerance">
          {tolerance.map(({ s, text, groups }) => (
            <div key={s}>
              <dt>{SUBSYSTEM_LABEL[s]}</dt>
              <dd>
                {groups.map((g) => `${g.rings.length} rings, nto ${g.ntoSelect}`).join(' + ')} — {text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
