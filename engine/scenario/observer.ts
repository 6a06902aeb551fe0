/**
 * What the trace says about the cluster right now, kept up to date event by event: live tablet
 * leaders, demotions, the last client outcome per (node, tablet), Board subscribers' views, scheme
 * caches' views. Derived from the trace only, so it is the same with every host.
 */
import type { ActorId } from '../kernel/actor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

export interface LiveLeader {
  readonly actor: ActorId;
  readonly generation: number;
  readonly sinceUs: number;
}

export interface Demotion {
  readonly tabletId: string;
  readonly node: number;
  readonly generation: number;
  readonly reason: string;
  readonly t: number;
}

export interface ClientOutcome {
  readonly ok: boolean;
  readonly detail: string;
  /** Generation named in the detail (`OK gen 3`), if any. */
  readonly generation: number | null;
  readonly t: number;
}

export interface SchemaView {
  readonly version: number;
  readonly generation: number;
  readonly deleted: boolean;
  readonly t: number;
}

export interface Violation {
  readonly invariant: string;
  readonly message: string;
  readonly t: number;
}

const actorKey = (a: ActorId) => `${a.node}/${a.name}`;
export const nodeTabletKey = (node: number, tabletId: string) => `${node}|${tabletId}`;
export const schemaKey = (node: number, path: string) => `${node}|${path}`;
/** Label Board subscribers use in `board.view` (engine/subsystems/board/subscriber.ts subscriberLabel). */
export const boardLabel = (subscriber: string, node: number) => `${subscriber}@n${node}`;

export class TraceState {
  /** tablet id → actor key → live leader. */
  readonly leaders = new Map<string, Map<string, LiveLeader>>();
  readonly demotions: Demotion[] = [];
  readonly clients = new Map<string, ClientOutcome>();
  readonly boardViews = new Map<string, readonly string[]>();
  readonly schemaViews = new Map<string, SchemaView>();
  readonly violations: Violation[] = [];

  observe(e: TraceEvent): void {
    switch (e.kind) {
      case 'leader.elected': {
        const m = this.leaders.get(e.tabletId) ?? new Map<string, LiveLeader>();
        m.set(actorKey(e.actor), { actor: e.actor, generation: e.generation, sinceUs: e.t });
        this.leaders.set(e.tabletId, m);
        return;
      }
      case 'leader.demoted':
        this.leaders.get(e.tabletId)?.delete(actorKey(e.actor));
        this.demotions.push({
          tabletId: e.tabletId,
          node: e.actor.node,
          generation: e.generation,
          reason: e.reason,
          t: e.t,
        });
        return;
      case 'tablet.stopped':
        this.leaders.get(e.tabletId)?.delete(actorKey(e.actor));
        return;
      case 'op.quorum':
      case 'op.failed':
      case 'op.timeout':
        if (e.op === 'tablet.request') {
          const g = /gen (\d+)/.exec(e.detail);
          this.clients.set(nodeTabletKey(e.node, e.key), {
            ok: e.kind === 'op.quorum',
            detail: e.detail,
            generation: g ? Number(g[1]) : null,
            t: e.t,
          });
        }
        return;
      case 'board.view':
        this.boardViews.set(e.subscriber, e.payloads);
        return;
      case 'schema.view':
        this.schemaViews.set(schemaKey(e.node, e.path), {
          version: e.version,
          generation: e.generation,
          deleted: e.deleted,
          t: e.t,
        });
        return;
      case 'invariant.violated':
        this.violations.push({ invariant: e.invariant, message: e.message, t: e.t });
        return;
      case 'node.down':
      case 'node.crashed':
        return this.nodeGone(e.target);
      default:
        return;
    }
  }

  /** Every actor of a node that goes down dies with it: its leaders, subscribers and cache. */
  private nodeGone(node: number): void {
    for (const m of this.leaders.values()) for (const [k, l] of m) if (l.actor.node === node) m.delete(k);
    const suffix = `@n${node}`;
    for (const k of [...this.boardViews.keys()]) if (k.endsWith(suffix)) this.boardViews.delete(k);
    const prefix = `${node}|`;
    for (const k of [...this.schemaViews.keys()]) if (k.startsWith(prefix)) this.schemaViews.delete(k);
  }

  /** The live leader with the highest generation (a stale one may linger until demoted). */
  leaderOf(tabletId: string): LiveLeader | null {
    let best: LiveLeader | null = null;
    for (const l of this.leaders.get(tabletId)?.values() ?? [])
      if (!best || l.generation > best.generation) best = l;
    return best;
  }
}
