/** Trace events for the app's tests: a message sent from actor `a` on `from` to actor `b` on `to`. */
import type { TraceEvent } from '../../engine/index.ts';

export const msgSent = (
  id: number,
  t: number,
  msg: string,
  from: number,
  to: number,
  latencyUs: number,
): TraceEvent => ({
  kind: 'msg.sent',
  t,
  node: from,
  id,
  from: { node: from, name: 'a' },
  to: { node: to, name: 'b' },
  msg,
  deliverAt: t + latencyUs,
});
