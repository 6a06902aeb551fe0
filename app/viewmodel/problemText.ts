/**
 * The placement validator's problems (engine/model/config/validate.ts) in the page's language:
 * each problem's code picks the sentence, its params fill it. The English catalogue says what
 * `Problem.message` says, which the CLI prints; problemText.test.ts holds the two together.
 */
import type { Problem, ProblemCode } from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';

/** Rules about a whole subsystem: named by the subsystem alone, not by one of its groups. */
const SUBSYSTEM_WIDE: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'first-group-write-only',
  'no-readable-group',
  'pile-without-group',
  'several-primary-groups',
  'actor-id-collision',
]);

export function problemText(p: Problem): string {
  const where =
    p.group === undefined || SUBSYSTEM_WIDE.has(p.code)
      ? p.subsystem
      : tr('setup:problem.where', { subsystem: p.subsystem, group: p.group });
  const params =
    p.code === 'unknown-pile' && p.params.piles === ''
      ? { ...p.params, piles: tr('setup:problem.noPiles') }
      : p.params;
  return tr(`setup:problem.${p.code}`, { ...params, where });
}

export function severityText(severity: Problem['severity']): string {
  return tr(`setup:problem.severity.${severity}`);
}
