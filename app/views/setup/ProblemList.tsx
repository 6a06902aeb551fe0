/** The importer's findings, one line each: `path (line L:C): message`. */
import { useT } from '../../i18n/useT.ts';
import type { YamlProblem } from '../../../engine/index.ts';
import { yamlProblemText } from '../../viewmodel/yamlText.ts';

interface Props {
  readonly problems: readonly YamlProblem[];
  readonly warnings: readonly YamlProblem[];
}

function Lines({ list }: { list: readonly YamlProblem[] }) {
  return (
    <ul>
      {list.map((p, i) => (
        <li key={i}>{yamlProblemText(p)}</li>
      ))}
    </ul>
  );
}

export function ProblemList({ problems, warnings }: Props) {
  const t = useT('setup');
  return (
    <>
      {problems.length > 0 && (
        <div className="import-findings import-problems" data-testid="config-problems" role="alert">
          <strong>{t('problems.problems', { count: problems.length })}</strong>
          <Lines list={problems} />
        </div>
      )}
      {warnings.length > 0 && (
        <details className="import-findings import-warnings" data-testid="config-warnings">
          <summary>{t('problems.warnings', { count: warnings.length })}</summary>
          <Lines list={warnings} />
        </details>
      )}
    </>
  );
}
