/**
 * A client of a tablet (`tablet.request`): resolves the leader through the node's resolver, sends it
 * one request over a "pipe" (ydb/core/tablet/tablet_pipe_client.cpp, reduced to request/answer), and
 * on failure — no leader, undelivered, node lost, not the active leader, timeout — reports the
 * problem to the resolver and resolves again (tablet_resolver.cpp TEvTabletProblem), a few times.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, InboxOf, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { type StateStorageInbox } from './messages.ts';
import { CLIENT_TYPE, localResolver } from './names.ts';

export interface ClientArgs {
  readonly tabletId: string;
  /** Resolve attempts before giving up. Default 3. */
  readonly maxAttempts?: number;
  /** How long to wait for the leader's answer. Default 1 s. */
  readonly pipeTimeoutUs?: Us;
  /** Pause before resolving again. Default 300 ms (the resolver's negative-cache time). */
  readonly retryUs?: Us;
}

export interface ClientState {
  readonly tabletId: string;
  readonly maxAttempts: number;
  readonly pipeTimeoutUs: Us;
  readonly retryUs: Us;
  attempt: number;
  phase: 'resolve' | 'pipe' | 'retry' | 'done';
  /** Leader the pipe talks to (phase pipe), or the one to report as a problem (phase retry). */
  leader: ActorId | null;
}

function resolve(st: ClientState, ctx: ActorContext, problem: ActorId | null): void {
  st.attempt++;
  st.phase = 'resolve';
  st.leader = null;
  ctx.send(localResolver(ctx), { kind: 'ss.resolve', tabletId: st.tabletId, cookie: st.attempt, problem });
}

function finish(st: ClientState, ctx: ActorContext, ok: boolean, detail: string): void {
  st.phase = 'done';
  const base = {
    subsystem: 'statestorage' as const,
    op: 'tablet.request' as const,
    opId: ctx.self.name,
    key: st.tabletId,
  };
  ctx.emit({ ...base, kind: ok ? 'op.quorum' : 'op.failed', detail });
  ctx.stop();
}

function problem(st: ClientState, ctx: ActorContext, why: string): void {
  if (st.attempt >= st.maxAttempts) return finish(st, ctx, false, `ERROR ${why}`);
  st.phase = 'retry';
  ctx.schedule(st.retryUs, { kind: 'ss.timer.client', what: 'retry', attempt: st.attempt });
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'ss.resolved',
  'ss.pipe.response',
  'sys.undelivered',
  'sys.disconnected',
  'ss.timer.client',
] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

export const clientBehaviour: Behaviour<ClientState, In> = {
  type: CLIENT_TYPE,
  inbox: INBOX,
  init(ctx, raw) {
    const args = raw as ClientArgs;
    const st: ClientState = {
      tabletId: args.tabletId,
      maxAttempts: args.maxAttempts ?? 3,
      pipeTimeoutUs: args.pipeTimeoutUs ?? 1_000_000,
      retryUs: args.retryUs ?? 300_000,
      attempt: 0,
      phase: 'resolve',
      leader: null,
    };
    ctx.emit({
      kind: 'op.started',
      subsystem: 'statestorage',
      op: 'tablet.request',
      opId: ctx.self.name,
      key: st.tabletId,
    });
    resolve(st, ctx, null);
    return st;
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'ss.resolved':
        if (msg.cookie !== st.attempt || st.phase !== 'resolve') return;
        if (msg.status !== 'OK' || !msg.leader) return problem(st, ctx, `resolve ${msg.status}`);
        st.leader = msg.leader;
        st.phase = 'pipe';
        ctx.watchNode(msg.leader.node);
        ctx.send(msg.leader, { kind: 'ss.pipe.request', tabletId: st.tabletId, cookie: st.attempt });
        ctx.schedule(st.pipeTimeoutUs, { kind: 'ss.timer.client', what: 'timeout', attempt: st.attempt });
        return;
      case 'ss.pipe.response':
        if (msg.cookie !== st.attempt || st.phase !== 'pipe') return;
        if (msg.ok) return finish(st, ctx, true, `OK gen ${msg.generation}`);
        return problem(st, ctx, 'not leader');
      case 'sys.undelivered':
        if (st.phase === 'pipe' && st.leader && sameActor(msg.to, st.leader)) problem(st, ctx, 'undelivered');
        return;
      case 'sys.disconnected':
        if (st.phase === 'pipe' && st.leader && msg.node === st.leader.node) problem(st, ctx, 'disconnected');
        return;
      case 'ss.timer.client':
        if (msg.attempt !== st.attempt) return;
        if (msg.what === 'retry' && st.phase === 'retry') return resolve(st, ctx, st.leader);
        if (msg.what === 'timeout' && st.phase === 'pipe') problem(st, ctx, 'timeout');
        return;
      default:
        return assertNever(msg, 'StateStorage client message');
    }
  },
};
