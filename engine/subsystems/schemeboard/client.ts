/**
 * A schema-change client (a gRPC request's proxy, reduced): resolves the SchemeShard leader through
 * the node's tablet resolver (StateStorage lookup, ydb/core/tablet/tablet_resolver.cpp), sends it
 * the change and waits for the result (sent once the change is published to a SchemeBoard quorum).
 * No answer within 10 s, or the change bounced because the leader's actor is gone (the pipe fails to
 * connect, tablet_pipe_client.cpp): resolve again, telling the resolver its leader looks dead
 * (TEvTabletProblem); 3 attempts.
 */
import { actorKey } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, Envelope, InboxOf, Us } from '../../kernel/actor.ts';
import type { SchemaObject } from './commands.ts';
import { localResolver } from '../statestorage/contract.ts';
import { assertNever } from '../../util/assert.ts';
import type { SchemaOp } from './messages.ts';
import type { SchemeBoardInbox } from './inbox.ts';

const CLIENT_TIMEOUT_US: Us = 10_000_000;
export const CLIENT_ATTEMPTS = 3;

export interface SbClientArgs {
  readonly tabletId: string;
  readonly op: SchemaOp;
  readonly path: string;
  readonly object: SchemaObject | null;
}

export interface SbClientState extends SbClientArgs {
  attempt: number;
  leader: ActorId | null;
}

const opId = (ctx: ActorContext) => actorKey(ctx.self);

function resolve(s: SbClientState, ctx: ActorContext): void {
  s.attempt++;
  ctx.send(localResolver(ctx), {
    kind: 'ss.resolve',
    tabletId: s.tabletId,
    cookie: s.attempt,
    problem: s.leader,
  });
  ctx.schedule(CLIENT_TIMEOUT_US, { kind: 'sb.clientTimeout', attempt: s.attempt });
}

function done(s: SbClientState, ctx: ActorContext, ok: boolean, detail: string): void {
  const base = { subsystem: 'schemeboard', op: 'sb.update', opId: opId(ctx), key: s.path, detail } as const;
  ctx.emit({ ...base, kind: ok ? 'op.quorum' : 'op.failed' });
  ctx.stop();
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = ['ss.resolved', 'sb.changeResult', 'sb.clientTimeout', 'sys.undelivered'] as const;
type In = InboxOf<SchemeBoardInbox, typeof INBOX>;

function receive(s: SbClientState, env: Envelope<In>, ctx: ActorContext): void {
  const m = env.msg;
  switch (m.kind) {
    case 'ss.resolved':
      if (m.cookie !== s.attempt) return;
      if (m.status !== 'OK' || !m.leader) return; // the timeout retries
      s.leader = m.leader;
      ctx.send(m.leader, {
        kind: 'sb.change',
        op: s.op,
        path: s.path,
        object: s.object,
        txId: `${opId(ctx)}#${s.attempt}`,
      });
      return;
    case 'sb.changeResult':
      return done(s, ctx, m.ok, m.ok ? `${s.op} v${m.version}` : m.detail);
    case 'sb.clientTimeout':
      if (m.attempt !== s.attempt) return;
      if (s.attempt >= CLIENT_ATTEMPTS) return done(s, ctx, false, 'TIMEOUT');
      return resolve(s, ctx);
    case 'sys.undelivered':
      // Only the change sent to the leader now believed in bounces here; an older bounce is stale.
      if (m.original !== 'sb.change' || !s.leader || actorKey(m.to) !== actorKey(s.leader)) return;
      if (s.attempt >= CLIENT_ATTEMPTS) return done(s, ctx, false, 'leader gone');
      return resolve(s, ctx);
    default:
      return assertNever(m, 'SchemeBoard client message');
  }
}

function init(ctx: ActorContext, args: unknown): SbClientState {
  const s: SbClientState = { ...(args as SbClientArgs), attempt: 0, leader: null };
  ctx.emit({ kind: 'op.started', subsystem: 'schemeboard', op: 'sb.update', opId: opId(ctx), key: s.path });
  resolve(s, ctx);
  return s;
}

export const sbClient: Behaviour<SbClientState, In> = { type: 'sb.client', inbox: INBOX, init, receive };
