/** Service names, behaviour types and spawn arguments shared by this subsystem's actors. */
import type { ActorContext, ActorId, Us } from '../../kernel/actor.ts';

/** The per-node StateStorage proxy (YDB MakeStateStorageProxyID). */
export const PROXY_SERVICE = 'ss-proxy';
/** The per-node command service that runs tablet / follower / client commands. */
export const AGENT_SERVICE = 'ss-agent';
/** The per-node tablet resolver (YDB MakeTabletResolverID): cache + SigNone lookups. */
export const RESOLVER_SERVICE = 'ss-resolver';

export const REPLICA_TYPE = 'ss.replica';
export const PROXY_TYPE = 'ss.proxy';
export const REQUEST_TYPE = 'ss.request';
export const AGENT_TYPE = 'ss.agent';
export const TABLET_TYPE = 'ss.tablet';
export const GUARDIAN_TYPE = 'ss.guardian';
export const FOLLOWER_TYPE = 'ss.follower';
export const CLIENT_TYPE = 'ss.client';
export const RESOLVER_TYPE = 'ss.resolver';

/** YDB StateStorageRequestTimeout (statestorage_proxy.cpp): 30 s per ring-group request. */
export const DEFAULT_REQUEST_TIMEOUT_US: Us = 30_000_000;

export interface GuardianArgs {
  readonly tabletId: string;
  readonly leader: ActorId;
  readonly generation: number;
}

/** This node's StateStorage proxy, which every node runs. */
export function localProxy(ctx: ActorContext): ActorId {
  return { node: ctx.self.node, name: PROXY_SERVICE };
}

/** This node's tablet resolver, which every node runs. */
export function localResolver(ctx: ActorContext): ActorId {
  return { node: ctx.self.node, name: RESOLVER_SERVICE };
}
