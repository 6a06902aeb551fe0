/**
 * SchemeBoard as one subsystem descriptor: replicas placed on this node by the config, the node's
 * scheme cache `sb-cache`, and the `sb-agent` command service. SchemeShards, populators,
 * subscribers and clients are spawned on demand.
 */
import { createSchemeBoardChecker } from './invariants/schemeboard.ts';
import { createSchemeBoardSafetyChecker } from './invariants/schemeboard-safety.ts';
import { subsystemPrefix } from '../../model/selection/service-name.ts';
import { placedReplicas } from '../placement.ts';
import { reconfigureSubsystem } from '../reconfigure.ts';
import type { NodeBoot } from '../../kernel/subsystem.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';
import { sbAgent } from './agent.ts';
import { SB_AGENT } from './names.ts';
import { SB_CACHE, sbCache } from './cache.ts';
import { sbClient } from './client.ts';
import { SCHEMEBOARD_COMMANDS } from './commands.ts';
import { SCHEMEBOARD_EVENTS } from './events.ts';
import { sbPopulator } from './populator.ts';
import { sbReplica } from './replica.ts';
import { sbSchemeShard } from './schemeshard.ts';
import { sbSubscriber } from './subscriber.ts';
import { bridgePilesChanged } from '../statestorage/contract.ts';

function bootstrap(boot: NodeBoot): void {
  for (const { name } of placedReplicas(boot.world, 'schemeboard', boot.node))
    boot.spawnService(sbReplica.type, name, {});
  boot.spawnService(sbCache.type, SB_CACHE, {});
  boot.spawnService(sbAgent.type, SB_AGENT, {});
}

export const schemeboardSubsystem: SubsystemDescriptor = {
  id: 'schemeboard',
  uses: ['blobstorage', 'board', 'statestorage'],
  replicaPrefix: subsystemPrefix('schemeboard'),
  behaviours: [sbReplica, sbPopulator, sbSchemeShard, sbSubscriber, sbCache, sbClient, sbAgent],
  commands: { schemas: SCHEMEBOARD_COMMANDS, service: SB_AGENT },
  bootstrap,
  onConfig(boot, prev) {
    reconfigureSubsystem(
      boot,
      'schemeboard',
      sbReplica.type,
      [sbPopulator.type, sbSubscriber.type],
      { kind: 'sb.replicasChanged' },
      prev,
    );
    // bridge mode: a SchemeShard here checks whether its pile still may run it, as every tablet does
    if (bridgePilesChanged(prev, boot.world))
      for (const a of boot.actorsOfType(sbSchemeShard.type)) boot.send(a, { kind: 'sb.pilesChanged' });
  },
  events: SCHEMEBOARD_EVENTS,
  invariants: [createSchemeBoardChecker, createSchemeBoardSafetyChecker],
  view: { label: 'SchemeBoard', colour: '#009E73', messagePrefix: 'sb.' },
};
