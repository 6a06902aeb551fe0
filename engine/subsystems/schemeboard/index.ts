/**
 * SchemeBoard subsystem module: replicas placed on this node by the config, the node's scheme cache
 * `sb-cache`, and the `sb-agent` command service. SchemeShards, populators, subscribers and clients
 * are spawned on demand.
 */
import type { Behaviour } from '../../kernel/actor.ts';
import type { NodeBoot, SubsystemModule } from '../../kernel/subsystem.ts';
import { replicaServiceName } from '../../model/selection/index.ts';
import { SB_AGENT, sbAgent } from './agent.ts';
import { SB_CACHE, sbCache } from './cache.ts';
import { sbClient } from './client.ts';
import { sbPopulator } from './populator.ts';
import { sbReplica } from './replica.ts';
import { sbSchemeShard } from './schemeshard.ts';
import { sbSubscriber } from './subscriber.ts';

function bootstrap(boot: NodeBoot): void {
  boot.world.config.schemeboard.ringGroups.forEach((g, group) =>
    g.rings.forEach((ring, r) =>
      ring.replicas.forEach((node, index) => {
        if (node !== boot.node) return;
        boot.spawnService(
          sbReplica.type,
          replicaServiceName({ subsystem: 'schemeboard', group, ring: r, index }),
          {},
        );
      }),
    ),
  );
  boot.spawnService(sbCache.type, SB_CACHE, {});
  boot.spawnService(sbAgent.type, SB_AGENT, {});
}

const behaviours = [sbReplica, sbPopulator, sbSchemeShard, sbSubscriber, sbCache, sbClient, sbAgent];

export const schemeboardModule: SubsystemModule = {
  name: 'schemeboard',
  // Behaviour<S> is invariant in S; the runtime only calls them with their own state
  behaviours: behaviours as unknown as readonly Behaviour<never>[],
  commandService: SB_AGENT,
  commandKinds: ['schemeboard.subscribe', 'schemeshard.boot', 'schema.change'],
  bootstrap,
};

export { DEFAULT_SCHEMESHARD_ID } from './agent.ts';
export { compareDescriptions, describeSummary } from './messages.ts';
