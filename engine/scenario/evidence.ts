/**
 * What an expectation saw, as a code and its values rather than an English sentence, so the page
 * can say it in its own language (app/viewmodel/evidenceText.ts). The English `detail` the CLI prints
 * is still built beside it; evidenceText.test.ts holds the two word for word together.
 */

export const EVIDENCE_CODES = [
  'record',
  'record-group',
  'record-group-uncounted',
  'availability',
  'availability-row',
  'violation-seen',
  'violation-none',
  'leader',
  'leader-none',
  'demoted',
  'demoted-none',
  'resolve',
  'resolve-none',
  'board',
  'board-none',
  'schema',
  'schema-deleted',
  'schema-none',
  'invariants-ok',
  'invariants-broken',
  'node',
  'config-ok',
  'config-off',
  'config-node',
  'refused',
  'refused-none',
  'cms-allowed',
  'cms-refused',
  'cms-ring',
  'cms-quorum',
  'events',
  'bridge',
  'not-by',
] as const;

export type EvidenceCode = (typeof EVIDENCE_CODES)[number];

export type EvidenceValue = string | number | boolean;

export interface Evidence {
  readonly code: EvidenceCode;
  readonly params: Readonly<Record<string, EvidenceValue>>;
  /** Parts said one after another and put where the sentence says `{{list}}`. */
  readonly list?: { readonly items: readonly Evidence[]; readonly sep: string };
  /** A whole other piece of evidence the sentence wraps (`{{inner}}`), e.g. a missed deadline. */
  readonly inner?: Evidence;
}

export const evidence = (code: EvidenceCode, params: Record<string, EvidenceValue> = {}): Evidence => ({
  code,
  params,
});
