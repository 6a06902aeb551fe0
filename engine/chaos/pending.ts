/**
 * Operations still open at the end of a run: started (op.started) but never finished (op.quorum,
 * op.failed, op.timeout) although their node stayed up. An operation that never ends is a hang in
 * the protocol even when virtual time moves on. Subscriptions and publications stay open by design
 * (they live as long as their actor), so only request-like operations are tracked.
 */
import type { Us } from '../kernel/actor.ts';
import type { OpName } from '../subsystems/events.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

/** Operations that must end: one request, one answer. */
const REQUESTS: ReadonlySet<OpName> = new Set<OpName>([
  'lookup',
  'update',
  'lock',
  'cleanup',
  'resolve',
  'tablet.request',
  'board.lookup',
  'sb.update',
]);

export class PendingOps {
  private readonly open = new Map<string, { readonly op: OpName; readonly t: Us; readonly node: number }>();

  observe(e: TraceEvent): void {
    if (e.kind === 'op.started' && REQUESTS.has(e.op))
      this.open.set(`${e.node}|${e.op}|${e.opId}`, { op: e.op, t: e.t, node: e.node });
    else if (e.kind === 'op.quorum' || e.kind === 'op.failed' || e.kind === 'op.timeout')
      this.open.delete(`${e.node}|${e.op}|${e.opId}`);
    else if (e.kind === 'node.down') {
      for (const [k, v] of this.open) if (v.node === e.target) this.open.delete(k);
    } else if (e.kind === 'tablet.stopped') {
      // A stopped SchemeShard abandons its populator's updates, named `<owner>:<pathId>:v<version>`
      // (engine/subsystems/schemeboard/populator.ts); they end with it, without an op.failed.
      const prefix = `${e.node}|sb.update|${e.tabletId}:`;
      for (const k of this.open.keys()) if (k.startsWith(prefix)) this.open.delete(k);
    }
  }

  /** Per operation, how many started before `beforeUs` are still open. */
  unfinished(beforeUs: Us): Record<string, number> {
    const out: Record<string, number> = {};
    for (const v of this.open.values()) if (v.t < beforeUs) out[v.op] = (out[v.op] ?? 0) + 1;
    return out;
  }
}
