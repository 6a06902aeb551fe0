/** Trace fixtures the StateStorage checkers' tests share: one tablet, its leaders and a client. */
import type { TraceEvent } from '../../unions.ts';

export const T = '72075186224037888';
export const A = { node: 4, name: 'a1.7' };
export const B = { node: 5, name: 'a1.9' };
export const C = { node: 7, name: 'c2' };

/** `actor` (A by default) elected leader of T at `generation`. */
export const elected = (t: number, generation: number, actor = A): TraceEvent => ({
  kind: 'leader.elected',
  t,
  node: actor.node,
  tabletId: T,
  generation,
  actor,
});
