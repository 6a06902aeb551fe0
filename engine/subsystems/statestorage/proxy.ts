/**
 * The per-node StateStorage proxy `ss-proxy` (TStateStorageProxy, ydb/core/base/statestorage_proxy.cpp):
 * forwards Lookup / Update / Lock / follower register to a fresh request actor (one per operation)
 * and spreads Cleanup and follower unregister to the selected replicas itself (no reply).
 */
import type { Behaviour, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import type { StateStorageInbox } from './messages.ts';
import { tabletGroups } from './groups.ts';
import { PROXY_TYPE, REQUEST_TYPE } from './names.ts';
import type { RequestArgs } from './request.ts';
import { nodeClusterState } from './fencing.ts';

export interface ProxyArgs {
  /** Per-request timeout; default YDB's 30 s. */
  readonly requestTimeoutUs?: Us;
}

export interface ProxyState {
  readonly requestTimeoutUs: Us | undefined;
}

export const proxyBehaviour: Behaviour<ProxyState> = {
  type: PROXY_TYPE,
  init(_ctx, raw) {
    const args = (raw ?? {}) as ProxyArgs;
    return { requestTimeoutUs: args.requestTimeoutUs };
  },
  receive(st, env, ctx) {
    const msg = env.msg as StateStorageInbox;
    switch (msg.kind) {
      case 'ss.lookup':
      case 'ss.update':
      case 'ss.lock':
      case 'ss.follower.register': {
        const args: RequestArgs = {
          req: msg,
          client: env.from,
          ...(st.requestTimeoutUs !== undefined ? { timeoutUs: st.requestTimeoutUs } : {}),
        };
        ctx.spawn(REQUEST_TYPE, args);
        return;
      }
      case 'ss.cleanup': {
        // SpreadCleanupRequest: every ring group's selection, fire and forget
        const clusterState = nodeClusterState(ctx.world);
        for (const g of tabletGroups(ctx.world, msg.tabletId, 'request'))
          for (const r of g.replicas)
            ctx.send(r, {
              kind: 'ss.replica.cleanup',
              tabletId: msg.tabletId,
              leader: msg.leader,
              clusterState,
            });
        return;
      }
      case 'ss.follower.unregister': {
        const clusterState = nodeClusterState(ctx.world);
        for (const g of tabletGroups(ctx.world, msg.tabletId, 'request'))
          for (const r of g.replicas)
            ctx.send(r, {
              kind: 'ss.replica.unregFollower',
              tabletId: msg.tabletId,
              follower: msg.follower,
              clusterState,
            });
        return;
      }
      // the proxy answers through its request actors: replica and tablet traffic, timers and commands
      // are for other actors, and a Cleanup to a replica that is gone just bounces
      case 'cmd':
      case 'sys.disconnected':
      case 'sys.undelivered':
      case 'sys.poison':
      case 'ss.info':
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
      case 'ss.pipe.request':
      case 'ss.pipe.response':
      case 'ss.resolve':
      case 'ss.resolved':
      case 'ss.timer.request':
      case 'ss.timer.election':
      case 'ss.timer.guardian':
      case 'ss.timer.client':
      case 'ss.timer.follower':
      case 'bs.discovered':
      case 'bs.blocked':
      case 'bs.written':
      case 'sb.change':
        return;
      default:
        return assertNever(msg, 'StateStorage proxy message');
    }
  },
};
