/**
 * The per-node StateStorage proxy `ss-proxy` (TStateStorageProxy, ydb/core/base/statestorage_proxy.cpp):
 * forwards Lookup / Update / Lock / follower register to a fresh request actor (one per operation)
 * and spreads Cleanup and follower unregister to the selected replicas itself (no reply).
 */
import type { ActorContext, Behaviour, InboxOf, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import type { StateStorageInbox, StateStorageMessage } from './messages.ts';
import { tabletGroups } from './groups.ts';
import { PROXY_TYPE, REQUEST_TYPE } from './names.ts';
import type { RequestArgs } from './request.ts';
import { nodeClusterState, type ClusterStateStamp } from './fencing.ts';

interface ProxyArgs {
  /** Per-request timeout; default YDB's 30 s. */
  readonly requestTimeoutUs?: Us;
}

export interface ProxyState {
  readonly requestTimeoutUs: Us | undefined;
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'ss.lookup',
  'ss.update',
  'ss.lock',
  'ss.follower.register',
  'ss.cleanup',
  'ss.follower.unregister',
] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

/** Fire and forget to every replica of the tablet's ring groups, stamped with this node's cluster state. */
function spread(
  ctx: ActorContext,
  tabletId: string,
  build: (clusterState: ClusterStateStamp) => StateStorageMessage,
): void {
  const clusterState = nodeClusterState(ctx.world);
  for (const g of tabletGroups(ctx.world, tabletId, 'request'))
    for (const r of g.replicas) ctx.send(r, build(clusterState));
}

export const proxyBehaviour: Behaviour<ProxyState, In> = {
  type: PROXY_TYPE,
  inbox: INBOX,
  init(_ctx, raw) {
    const args = (raw ?? {}) as ProxyArgs;
    return { requestTimeoutUs: args.requestTimeoutUs };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
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
        spread(ctx, msg.tabletId, (clusterState) => ({
          kind: 'ss.replica.cleanup',
          tabletId: msg.tabletId,
          leader: msg.leader,
          clusterState,
        }));
        return;
      }
      case 'ss.follower.unregister': {
        spread(ctx, msg.tabletId, (clusterState) => ({
          kind: 'ss.replica.unregFollower',
          tabletId: msg.tabletId,
          follower: msg.follower,
          clusterState,
        }));
        return;
      }
      default:
        return assertNever(msg, 'StateStorage proxy message');
    }
  },
};
