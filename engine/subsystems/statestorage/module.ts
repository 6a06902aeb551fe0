/**
 * StateStorage: replicas, the per-node proxy, tablets with leader election and guardians, followers,
 * and client resolution, as one subsystem descriptor.
 */
import { statestorageCheckers } from './invariants/statestorage.ts';
import { subsystemPrefix } from '../../model/selection/service-name.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';
import { agentBehaviour } from './agent.ts';
import { clientBehaviour } from './client.ts';
import { STATESTORAGE_COMMANDS } from './commands.ts';
import { STATESTORAGE_EVENTS } from './events.ts';
import { followerBehaviour } from './follower.ts';
import { placedReplicas } from '../placement.ts';
import { reconfigureSubsystem } from '../reconfigure.ts';
import { guardianBehaviour } from './guardian.ts';
import {
  AGENT_SERVICE,
  AGENT_TYPE,
  GUARDIAN_TYPE,
  PROXY_SERVICE,
  PROXY_TYPE,
  REPLICA_TYPE,
  RESOLVER_SERVICE,
  RESOLVER_TYPE,
  TABLET_TYPE,
} from './names.ts';
import { proxyBehaviour } from './proxy.ts';
import { replicaBehaviour } from './replica.ts';
import { requestBehaviour } from './request.ts';
import { resolverBehaviour } from './resolver.ts';
import { tabletBehaviour } from './tablet.ts';
import { bridgePilesChanged } from './bridge-boot.ts';

export const statestorageSubsystem: SubsystemDescriptor = {
  id: 'statestorage',
  uses: ['blobstorage'],
  replicaPrefix: subsystemPrefix('statestorage'),
  behaviours: [
    replicaBehaviour,
    proxyBehaviour,
    requestBehaviour,
    agentBehaviour,
    tabletBehaviour,
    guardianBehaviour,
    followerBehaviour,
    clientBehaviour,
    resolverBehaviour,
  ],
  commands: { schemas: STATESTORAGE_COMMANDS, service: AGENT_SERVICE },
  bootstrap(boot) {
    // replicas placed on this node, for every ring group / ring / index (statestorage.cpp service ids)
    for (const { name } of placedReplicas(boot.world, 'statestorage', boot.node))
      boot.spawnService(REPLICA_TYPE, name, {});
    boot.spawnService(PROXY_TYPE, PROXY_SERVICE, {});
    boot.spawnService(RESOLVER_TYPE, RESOLVER_SERVICE, {});
    boot.spawnService(AGENT_TYPE, AGENT_SERVICE, {});
  },
  onConfig(boot, prev) {
    reconfigureSubsystem(
      boot,
      'statestorage',
      REPLICA_TYPE,
      [GUARDIAN_TYPE],
      { kind: 'ss.replicasChanged' },
      prev,
    );
    // bridge mode: every tablet here checks whether its pile still may run it (bridge-boot.ts)
    if (bridgePilesChanged(prev, boot.world))
      for (const a of boot.actorsOfType(TABLET_TYPE)) boot.send(a, { kind: 'ss.pilesChanged' });
  },
  events: STATESTORAGE_EVENTS,
  invariants: statestorageCheckers,
  view: { label: 'StateStorage', colour: '#0072B2', messagePrefix: 'ss.' },
};
