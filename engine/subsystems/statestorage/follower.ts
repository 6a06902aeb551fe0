/**
 * A tablet follower (`follower.boot`): registers itself with the tablet's replicas so lookups list
 * it (YDB: the follower's guardian sends TEvReplicaRegFollower to every replica and re-registers
 * when a replica is lost, statestorage_guardian.cpp). Here the registration goes through the proxy
 * as a request that waits for a majority per ring group; when a replica's node disconnects (its
 * replica may come back empty) or a registration fails, it registers again after `REREGISTER_US`.
 * Replicas drop it when its node disconnects; `sys.poison` unregisters it.
 */
import type { ActorContext, Behaviour, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import type { StateStorageInbox } from './messages.ts';
import { FOLLOWER_TYPE, localProxy } from './names.ts';
import { tabletGroups } from './groups.ts';

export interface FollowerArgs {
  readonly tabletId: string;
}

export interface FollowerState {
  readonly tabletId: string;
  registered: boolean;
  attempt: number;
  /** A re-registration is scheduled. */
  pending: boolean;
}

/** Pause before registering again (the guardian's 250 ms retry plus time for a restart). */
export const REREGISTER_US: Us = 1_000_000;

function register(st: FollowerState, ctx: ActorContext): void {
  st.attempt++;
  st.pending = false;
  for (const g of tabletGroups(ctx.world, st.tabletId, 'request'))
    for (const r of g.replicas) ctx.watchNode(r.node);
  ctx.send(localProxy(ctx), {
    kind: 'ss.follower.register',
    tabletId: st.tabletId,
    cookie: st.attempt,
    follower: ctx.self,
    followerTablet: ctx.self,
  });
}

function later(st: FollowerState, ctx: ActorContext): void {
  if (st.pending) return;
  st.pending = true;
  ctx.schedule(REREGISTER_US, { kind: 'ss.timer.follower', attempt: st.attempt });
}

export const followerBehaviour: Behaviour<FollowerState> = {
  type: FOLLOWER_TYPE,
  init(ctx, raw) {
    const { tabletId } = raw as FollowerArgs;
    const st: FollowerState = { tabletId, registered: false, attempt: 0, pending: false };
    register(st, ctx);
    return st;
  },
  receive(st, env, ctx) {
    const msg = env.msg as StateStorageInbox;
    switch (msg.kind) {
      case 'ss.info':
        if (msg.tabletId !== st.tabletId || msg.cookie !== st.attempt) return;
        st.registered = msg.status === 'OK';
        if (!st.registered) later(st, ctx);
        return;
      case 'sys.disconnected':
        return later(st, ctx);
      case 'ss.timer.follower':
        if (st.pending && msg.attempt === st.attempt) register(st, ctx);
        return;
      case 'ss.pipe.request':
        // followers serve reads in YDB; here they answer "not the leader"
        ctx.send(env.from, {
          kind: 'ss.pipe.response',
          tabletId: msg.tabletId,
          cookie: msg.cookie,
          ok: false,
          generation: 0,
        });
        return;
      case 'sys.poison':
        ctx.send(localProxy(ctx), {
          kind: 'ss.follower.unregister',
          tabletId: st.tabletId,
          follower: ctx.self,
        });
        ctx.emit({
          kind: 'tablet.stopped',
          tabletId: st.tabletId,
          actor: ctx.self,
          reason: 'follower killed',
        });
        return ctx.stop();
      // a follower talks to the proxy only (an answer to a pipe client that is gone bounces): replica,
      // election, resolver and client traffic, other actors' timers and commands go elsewhere, and a
      // schema change is for a SchemeShard
      case 'cmd':
      case 'sys.undelivered':
      case 'ss.lookup':
      case 'ss.update':
      case 'ss.lock':
      case 'ss.follower.register':
      case 'ss.cleanup':
      case 'ss.follower.unregister':
      case 'ss.signature':
      case 'ss.replica.lookup':
      case 'ss.replica.update':
      case 'ss.replica.lock':
      case 'ss.replica.cleanup':
      case 'ss.replica.regFollower':
      case 'ss.replica.unregFollower':
      case 'ss.replica.info':
      case 'ss.replica.demoted':
      case 'ss.guardian.demoted':
      case 'ss.pipe.response':
      case 'ss.resolve':
      case 'ss.resolved':
      case 'ss.timer.request':
      case 'ss.timer.election':
      case 'ss.timer.guardian':
      case 'ss.timer.client':
      case 'bs.discovered':
      case 'bs.blocked':
      case 'bs.written':
      case 'sb.change':
        return;
      default:
        return assertNever(msg, 'StateStorage follower message');
    }
  },
};
