/**
 * A routed send's `msg.sent` hash, numbered by its sender (msgid.ts). The coordinator's router
 * (routing.ts) and a partition's span (span.ts) both hash through this, so the two cannot drift.
 */
import { hashSent, type HashState } from './tracehash.ts';

interface SentEnvelope {
  readonly sentAt: number;
  readonly from: { readonly node: number; readonly name: string };
  readonly to: { readonly node: number; readonly name: string };
  readonly msg: { readonly kind: string };
  readonly deliverAt: number;
}

export function hashSentEnvelope(out: HashState, e: SentEnvelope, id: number): void {
  const { from, to } = e;
  hashSent(out, e.sentAt, from.node, id, from.node, from.name, to.node, to.name, e.msg.kind, e.deliverAt);
}
