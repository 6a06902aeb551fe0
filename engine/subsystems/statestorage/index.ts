/**
 * StateStorage: replicas, the per-node proxy, tablets with leader election and guardians, followers,
 * and client resolution. `statestorageModule` plugs it into the node runtime; `createStatestorageModule`
 * gives the same module with other timings (e.g. short request timeouts in tests).
 */
import type { Behaviour } from '../../kernel/actor.ts';
import type { SubsystemModule } from '../../kernel/subsystem.ts';
import { replicaBehaviour } from './replica.ts';
import { proxyBehaviour, type ProxyArgs } from './proxy.ts';
import { requestBehaviour } from './request.ts';
import { agentBehaviour, type AgentArgs } from './agent.ts';
import { tabletBehaviour } from './tablet.ts';
import { guardianBehaviour } from './guardian.ts';
import { followerBehaviour } from './follower.ts';
import { clientBehaviour } from './client.ts';
import { resolverBehaviour } from './resolver.ts';
import { replicasOnNode } from './groups.ts';
import {
  AGENT_SERVICE,
  AGENT_TYPE,
  PROXY_SERVICE,
  PROXY_TYPE,
  REPLICA_TYPE,
  RESOLVER_SERVICE,
  RESOLVER_TYPE,
} from './names.ts';

export interface StatestorageOptions {
  readonly proxy?: ProxyArgs;
  readonly agent?: AgentArgs;
}

export const STATESTORAGE_BEHAVIOURS: readonly Behaviour<never>[] = [
  replicaBehaviour,
  proxyBehaviour,
  requestBehaviour,
  agentBehaviour,
  tabletBehaviour,
  guardianBehaviour,
  followerBehaviour,
  clientBehaviour,
  resolverBehaviour,
] as unknown as readonly Behaviour<never>[]; // Behaviour<S> is invariant in S; the runtime erases it

export function createStatestorageModule(opts: StatestorageOptions = {}): SubsystemModule {
  return {
    name: 'statestorage',
    behaviours: STATESTORAGE_BEHAVIOURS,
    commandService: AGENT_SERVICE,
    commandKinds: ['tablet.boot', 'tablet.kill', 'tablet.request', 'follower.boot'],
    bootstrap(boot) {
      // replicas placed on this node, for every ring group / ring / index (statestorage.cpp service ids)
      for (const { name } of replicasOnNode(boot.world, boot.node)) boot.spawnService(REPLICA_TYPE, name, {});
      boot.spawnService(PROXY_TYPE, PROXY_SERVICE, opts.proxy ?? {});
      boot.spawnService(RESOLVER_TYPE, RESOLVER_SERVICE, {});
      boot.spawnService(AGENT_TYPE, AGENT_SERVICE, opts.agent ?? {});
    },
  };
}

export const statestorageModule: SubsystemModule = createStatestorageModule();

export { startElection, electionReceive, isElectionMessage, stopElection, commitStep } from './election.ts';
export type { ElectionOptions, ElectionState, ElectionVerdict } from './election.ts';
export { PROXY_SERVICE, AGENT_SERVICE, RESOLVER_SERVICE, DEFAULT_REQUEST_TIMEOUT_US } from './names.ts';
export type { StateStorageMessage } from './messages.ts';
