/** Short human labels of expectations, as the CLI prints them and the page's English shows them. */
import { assertNever } from '../util/assert.ts';
import { boardLabel } from '../folds/observers.ts';
import { describeBridgeExpectation } from './bridge-expect.ts';
import type { Expectation } from './schema.ts';
import { describeNodeSet } from './cms-expect.ts';

const list = (xs: readonly string[]) => `[${xs.join(', ')}]`;

/** Short human label of an expectation, e.g. `leader of 72075186224037888 gen ≥ 2 on n5`. */
export function describeExpectation(x: Expectation): string {
  switch (x.expect) {
    case 'record':
      return `${x.subsystem} record ${x.key}${x.read !== undefined ? ` ${x.read ? '' : 'not '}readable` : ''}${x.write !== undefined ? ` ${x.write ? '' : 'not '}writable` : ''}`;
    case 'availability': {
      const range = [
        x.minShare !== undefined && `≥ ${x.minShare * 100}%`,
        x.maxShare !== undefined && `≤ ${x.maxShare * 100}%`,
      ];
      return `${x.subsystem ?? 'every subsystem'}: share of records with quorum ${range.filter(Boolean).join(' and ') || 'reported'}`;
    }
    case 'leader':
      return x.exists === false
        ? `tablet ${x.tabletId} has no leader`
        : `leader of ${x.tabletId} gen ≥ ${x.minGeneration ?? 1}${x.node !== undefined ? ` on n${x.node}` : ''}`;
    case 'demoted':
      return `a leader of ${x.tabletId}${x.node !== undefined ? ` on n${x.node}` : ''}${x.generation !== undefined ? ` gen ${x.generation}` : ''} demoted`;
    case 'resolve':
      return `client on n${x.node} ${x.ok === false ? 'fails to reach' : 'reaches'} ${x.tabletId}${x.minGeneration !== undefined ? ` gen ≥ ${x.minGeneration}` : ''}`;
    case 'board': {
      const parts = [
        x.payloads && `= ${list(x.payloads)}`,
        x.includes && `∋ ${list(x.includes)}`,
        x.excludes && `∌ ${list(x.excludes)}`,
      ];
      return `board view of ${boardLabel(x.subscriber, x.node)} ${parts.filter(Boolean).join(' ') || 'exists'}`;
    }
    case 'schema':
      return `scheme cache n${x.node} has ${x.path}${x.minVersion !== undefined ? ` v ≥ ${x.minVersion}` : ''}${x.deleted ? ' deleted' : ''}`;
    case 'invariants':
      return 'no invariant violations';
    case 'node':
      return `n${x.node} is ${x.status}`;
    case 'bridge':
      return describeBridgeExpectation(x);
    case 'config':
      return `${x.node === undefined ? 'every node runs' : `n${x.node} runs`} config v${x.version}`;
    case 'cms':
      return `maintenance check ${x.allowed ? 'allows' : 'refuses'} taking down ${describeNodeSet(x.down)}${x.subsystem ? `, naming ${x.subsystem}${x.group !== undefined ? ` ring group ${x.group}` : ''}${x.ring !== undefined ? ` ring ${x.ring}` : ''}` : ''}`;
    case 'refused':
      return `${x.command ?? 'a command'} refused: ${x.reason}`;
    case 'violation':
      return `invariant ${x.invariant} violated (expected)`;
    case 'event':
      return `events ${JSON.stringify(x.match)} count ${x.atMost !== undefined ? `in [${x.atLeast ?? 1}, ${x.atMost}]` : `≥ ${x.atLeast ?? 1}`}`;
    default:
      return assertNever(x, 'expectation');
  }
}
