/**
 * A tablet follower (`follower.boot`): registers itself with the tablet's replicas so lookups list
 * it (YDB: the follower's guardian sends TEvReplicaRegFollower, statestorage_guardian.cpp). Here the
 * registration goes through the proxy as a request that waits for a majority per ring group.
 * Replicas drop it when its node disconnects; `sys.poison` unregisters it.
 */
import type { Behaviour } from '../../sim/actor.ts';
import { FOLLOWER_TYPE, PROXY_SERVICE } from './names.ts';

export interface FollowerArgs {
  readonly tabletId: string;
}

export interface FollowerState {
  readonly tabletId: string;
  registered: boolean;
}

export const followerBehaviour: Behaviour<FollowerState> = {
  type: FOLLOWER_TYPE,
  init(ctx, raw) {
    const { tabletId } = raw as FollowerArgs;
    ctx.send(
      { node: ctx.self.node, name: PROXY_SERVICE },
      { kind: 'ss.follower.register', tabletId, cookie: 1, follower: ctx.self, followerTablet: ctx.self },
    );
    return { tabletId, registered: false };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'ss.info':
        if (msg.tabletId === st.tabletId) st.registered = msg.status === 'OK';
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
        ctx.send(
          { node: ctx.self.node, name: PROXY_SERVICE },
          { kind: 'ss.follower.unregister', tabletId: st.tabletId, follower: ctx.self },
        );
        ctx.emit({
          kind: 'tablet.stopped',
          tabletId: st.tabletId,
          actor: ctx.self,
          reason: 'follower killed',
        });
        return ctx.stop();
      default:
        return;
    }
  },
};
