/**
 * SchemeBoard replica (ydb/core/tx/scheme_board/replica.cpp). In memory only: per path the newest
 * description, ordered by (owner generation, PathId, path version); deletions are versioned
 * tombstones and a deleted PathId never comes back. Populators handshake per owner: a generation
 * below the owner's pending one is refused; updates must carry the pending generation; Commit marks
 * it committed (after which "no description" answers are strong). Subscribers get the current state
 * and every change. Replicas never copy from each other.
 */
import { actorKey } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import { compareDescriptions, describeSummary, type PathDescription } from './messages.ts';
import type { SchemeBoardInbox } from './inbox.ts';

interface OwnerState {
  pending: number;
  committed: number;
}

export interface SbReplicaState {
  readonly owners: Map<string, OwnerState>;
  readonly byPath: Map<string, PathDescription>;
  /**
   * `owner:localPathId` of explicitly deleted paths -> generation of the tombstone: later updates for
   * them are ignored. A SchemeShard never reuses a PathId (its counter is durable); the generation
   * check keeps a tombstone final even for a description a stale generation re-sends.
   */
  readonly deleted: Map<string, number>;
  /** subscriber key -> subscription */
  readonly subs: Map<string, { path: string; actor: ActorId }>;
}

function strongFor(s: SbReplicaState, d: PathDescription | null): boolean {
  if (d) return true;
  for (const o of s.owners.values()) if (o.committed > 0) return true;
  return false;
}

function notifyAll(s: SbReplicaState, ctx: ActorContext, path: string): void {
  const description = s.byPath.get(path) ?? null;
  const strong = strongFor(s, description); // the same for every subscriber of the path
  for (const sub of s.subs.values()) {
    if (sub.path === path) ctx.send(sub.actor, { kind: 'sb.notify', path, description, strong });
  }
}

/** Whether `next` replaces `cur` for the same path. */
function supersedes(s: SbReplicaState, cur: PathDescription | undefined, next: PathDescription): boolean {
  const tomb = s.deleted.get(`${next.owner}:${next.localPathId}`);
  if (tomb !== undefined && next.generation <= tomb) return false;
  if (!cur) return true;
  if (cur.owner !== next.owner) return next.generation > cur.generation; // one SchemeShard in practice
  return compareDescriptions(next, cur) > 0;
}

export const sbReplica = actorByKind<SbReplicaState, SchemeBoardInbox>()(
  'sb.replica',
  () => ({ owners: new Map(), byPath: new Map(), deleted: new Map(), subs: new Map() }),
  {
    'sb.handshake': (s, m, ctx, env) => {
      const o = s.owners.get(m.owner) ?? { pending: 0, committed: 0 };
      if (m.generation < o.pending) return; // a stale populator: no answer
      o.pending = m.generation;
      s.owners.set(m.owner, o);
      ctx.send(env.from, { kind: 'sb.handshakeResult', owner: m.owner, generation: o.committed });
    },
    'sb.update': (s, m, ctx, env) => {
      const o = s.owners.get(m.owner);
      if (!o || o.pending !== m.generation) return; // unknown populator or wrong generation
      const d = m.description;
      if (supersedes(s, s.byPath.get(d.path), d)) {
        s.byPath.set(d.path, d);
        if (d.deleted) s.deleted.set(`${d.owner}:${d.localPathId}`, d.generation);
        ctx.emit({
          kind: 'replica.changed',
          subsystem: 'schemeboard',
          replica: ctx.self.name,
          key: d.path,
          summary: describeSummary(d),
        });
        notifyAll(s, ctx, d.path);
      }
      if (m.needAck) {
        const ack = {
          owner: m.owner,
          generation: m.generation,
          localPathId: d.localPathId,
          version: d.version,
        };
        ctx.send(env.from, { kind: 'sb.updateAck', ...ack });
      }
    },
    'sb.commit': (s, m, ctx, env) => {
      const o = s.owners.get(m.owner);
      if (!o || o.pending !== m.generation) return;
      const first = o.committed === 0;
      o.committed = m.generation;
      ctx.send(env.from, { kind: 'sb.commitAck', owner: m.owner, generation: m.generation });
      // weak "don't know" answers become strong once the owner committed
      if (first) for (const sub of s.subs.values()) if (!s.byPath.has(sub.path)) notifyAll(s, ctx, sub.path);
    },
    'sb.subscribe': (s, m, ctx, env) => {
      s.subs.set(actorKey(env.from), { path: m.path, actor: env.from });
      if (env.from.node !== ctx.self.node) ctx.watchNode(env.from.node);
      const description = s.byPath.get(m.path) ?? null;
      ctx.send(env.from, { kind: 'sb.notify', path: m.path, description, strong: strongFor(s, description) });
    },
    'sb.unsubscribe': (s, _m, _ctx, env) => {
      s.subs.delete(actorKey(env.from));
    },
    'sys.disconnected': (s, m) => {
      for (const [k, sub] of [...s.subs]) if (sub.actor.node === m.node) s.subs.delete(k);
    },
    'sys.undelivered': (s, m) => {
      if (m.original === 'sb.notify') s.subs.delete(actorKey(m.to));
    },
  },
);
