/**
 * The words for a violation a chaos link reported: the invariant's plain-language name (the
 * oracles of engine/chaos/oracles.ts and the runner's own) and the one-line claim.
 */
import type { SharedViolation } from '../../viewmodel/shareState.ts';

const NAMES: Readonly<Record<string, string>> = {
  'chaos.schema-never-backwards': 'schemaNeverBackwards',
  'chaos.single-leader-per-generation': 'singleLeader',
  'chaos.served-not-older-than-acknowledged': 'servedNotOlder',
  'chaos.available-after-heal': 'availableAfterHeal',
  'chaos.no-crash': 'noCrash',
};

/** The share namespace's key naming `invariant` (`violation.names.other` for one without words). */
function invariantNameKey(invariant: string): string {
  const k = Object.hasOwn(NAMES, invariant) ? NAMES[invariant] : undefined;
  return `violation.names.${k ?? 'other'}`;
}

type T = (key: string, vars?: Record<string, unknown>) => string;

/** "a committed schema version never goes backwards (chaos.schema-never-backwards)". */
export function invariantText(t: T, invariant: string): string {
  return `${t(invariantNameKey(invariant), { id: invariant })} (${invariant})`;
}

/** The whole claim: name, time (seconds as the page writes them), nodes and the checker's message. */
export function violationLine(t: T, v: SharedViolation, seconds: string): string {
  const nodes =
    v.nodes.length > 0 ? t('violation.nodes', { nodes: v.nodes.map((n) => `n${n}`).join(', ') }) : '';
  return t('violation.at', {
    invariant: invariantText(t, v.invariant),
    time: seconds,
    nodes,
    message: v.message,
  });
}
