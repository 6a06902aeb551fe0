/**
 * What a scenario or lesson expectation saw (engine/scenario/evidence.ts) in the page's language:
 * the code picks the sentence, the params fill it, parts and wrapped evidence are said first.
 * The English catalogue says what the engine's `detail` says, which the CLI prints;
 * evidenceText.test.ts holds the two together. Values the engine takes from elsewhere — an
 * invariant's message, a client's reply, a refusal reason — stay as the engine wrote them.
 */
import type { Evidence, EvidenceValue } from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';

const STATUSES: ReadonlySet<EvidenceValue> = new Set(['up', 'down', 'crashed']);

function value(key: string, v: EvidenceValue): EvidenceValue {
  if (typeof v === 'boolean') return tr(v ? 'evidence:yes' : 'evidence:no');
  if (key === 'status' && STATUSES.has(v)) return tr(`evidence:status.${v as 'up' | 'down' | 'crashed'}`);
  return v;
}

export function evidenceText(ev: Evidence): string {
  const params: Record<string, EvidenceValue> = {};
  for (const [k, v] of Object.entries(ev.params)) params[k] = value(k, v);
  if (ev.list) params.list = ev.list.items.map(evidenceText).join(ev.list.sep);
  if (ev.inner) params.inner = evidenceText(ev.inner);
  return tr(`evidence:${ev.code}`, params);
}
