/**
 * A tablet follower (`follower.boot`): registers itself with the tablet's replicas so lookups list
 * it (YDB: the follower's guardian sends TEvReplicaRegFollower to every replica and re-registers
 * when a replica is lost, statestorage_guardian.cpp). Here the registration goes through the proxy
 * as a request that waits for a majority per ring group; when a replica's node disconnects (its
 * replica may come back empty) or a registration fails, it registers again after `REREGISTER_US`.
 * Replicas drop it when its node disconnects; `sys.poison` unregisters it.
 */
import type { ActorContext, Behaviour, InboxOf, Us } from '../../kernel/actor.ts';
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
const REREGISTER_US: Us = 1_000_000;

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

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = ['ss.info', 'sys.disconnected', 'ss.timer.follower', 'ss.pipe.request', 'sys.poison'] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

export const followerBehaviour: Behaviour<FollowerState, In> = {
  type: FOLLOWER_TYPE,
  inbox: INBOX,
  init(ctx, raw) {
    const { tabletId } = raw as FollowerArgs;
    const st: FollowerState = { tabletId, registered: false, attempt: 0, pending: false };
    register(st, ctx);
    return st;
  },
  receive(st, env, ctx) {
    const msg = env.msg;
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
      default:
        return assertNever(msg, 'StateStorage follower message');
    }
  },
};
