/** The importer's findings, one line each: `path (line L:C): message`. */
import { formatProblem, type YamlProblem } from '../../../engine/model/yamlconfig/index.ts';

interface Props {
  readonly problems: readonly YamlProblem[];
  readonly warnings: readonly YamlProblem[];
}

export function ProblemList({ problems, warnings }: Props) {
  return (
    <>
      {problems.length > 0 && (
        <div className="import-findings import-problems" data-testid="config-problems" role="alert">
          <strong>
            {problems.length} problem{problems.length === 1 ? '' : 's'}: fix the file to use it.
          </strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{formatProblem(p)}</li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && (
        <details className="import-findings import-warnings" data-testid="config-warnings">
          <summary>
            {warnings.length} warning{warnings.length === 1 ? '' : 's'}
          </summary>
          <ul>
            {warnings.map((p, i) => (
              <li key={i}>{formatProblem(p)}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
