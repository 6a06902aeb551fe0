import type { NodeId } from '../topology/types.ts';
import type { Subsystem } from './types.ts';

/** Codes of placement problems; each rule of the seeds has its own. */
export type ProblemCode =
  | 'unknown-node'
  | 'empty-group'
  | 'empty-ring'
  | 'duplicate-replica'
  | 'ring-spans-racks'
  | 'ring-spans-realms'
  | 'racks-shared-by-rings'
  | 'too-many-rings-in-realm'
  | 'nto-select-range'
  | 'nto-select-even'
  | 'first-group-write-only'
  | 'no-readable-group'
  | 'group-outside-pile'
  | 'unknown-pile'
  | 'pile-without-group'
  | 'several-primary-groups'
  | 'actor-id-collision';

/**
 * One problem, with a sentence for people and the offending ids for tools and highlighting.
 * `message` is the English sentence the CLI prints; `code` and `params` (the sentence's values)
 * let the page say the same in its own language without parsing the sentence.
 */
export interface Problem {
  readonly severity: 'error' | 'warning';
  readonly code: ProblemCode;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
  readonly subsystem: Subsystem;
  readonly group?: number;
  readonly rings?: readonly number[];
  readonly nodes?: readonly NodeId[];
  readonly racks?: readonly string[];
  readonly realms?: readonly string[];
}
