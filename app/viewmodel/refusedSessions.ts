/**
 * Sessions refused at the bridge interconnect handshake (engine/folds/bridge.ts `refusedSessions`),
 * as the cluster view draws them: one line per pair of nodes (either end may have refused, or both),
 * with the reason YDB logs, and one label per reason at the node most of its lines meet.
 */
import type { NodeId, RefusedSession } from '../../engine/index.ts';

export interface RefusedPair {
  readonly a: NodeId;
  readonly b: NodeId;
  readonly reason: string;
}

export interface RefusedLabel {
  /** The node the label sits at: the one most refused pairs of that reason share. */
  readonly at: NodeId;
  readonly reason: string;
  readonly count: number;
}

export function refusedPairs(sessions: ReadonlyMap<string, RefusedSession>): RefusedPair[] {
  const out = new Map<string, RefusedPair>();
  for (const r of sessions.values()) {
    const [a, b] = r.node < r.peer ? [r.node, r.peer] : [r.peer, r.node];
    const key = `${a}-${b}`;
    if (!out.has(key)) out.set(key, { a, b, reason: r.reason });
  }
  return [...out.values()].sort((x, y) => x.a - y.a || x.b - y.b);
}

export function refusedLabels(pairs: readonly RefusedPair[]): RefusedLabel[] {
  const byReason = new Map<string, RefusedPair[]>();
  for (const p of pairs) byReason.set(p.reason, [...(byReason.get(p.reason) ?? []), p]);
  const labels: RefusedLabel[] = [];
  for (const [reason, ps] of byReason) {
    const seen = new Map<NodeId, number>();
    for (const p of ps) for (const n of [p.a, p.b]) seen.set(n, (seen.get(n) ?? 0) + 1);
    let at = ps[0]!.a;
    for (const [n, c] of seen) if (c > (seen.get(at) ?? 0)) at = n;
    labels.push({ at, reason, count: ps.length });
  }
  return labels;
}
