/**
 * Board subsystem module: replicas placed on this node by the config, plus the `board-agent` command
 * service. Publishers, lookups and subscribers are spawned on demand.
 */
import type { Behaviour } from '../../kernel/actor.ts';
import type { NodeBoot, SubsystemModule } from '../../kernel/subsystem.ts';
import { replicaServiceName } from '../../model/selection/index.ts';
import { BOARD_AGENT, boardAgent } from './agent.ts';
import { boardLookup } from './lookup.ts';
import { boardPublisher } from './publisher.ts';
import { boardReplica } from './replica.ts';
import { boardSubscriber } from './subscriber.ts';

function bootstrap(boot: NodeBoot): void {
  boot.world.config.board.ringGroups.forEach((g, group) =>
    g.rings.forEach((ring, r) =>
      ring.replicas.forEach((node, index) => {
        if (node !== boot.node) return;
        boot.spawnService(
          boardReplica.type,
          replicaServiceName({ subsystem: 'board', group, ring: r, index }),
          {},
        );
      }),
    ),
  );
  boot.spawnService(boardAgent.type, BOARD_AGENT, {});
}

export const boardModule: SubsystemModule = {
  name: 'board',
  behaviours: [
    boardReplica,
    boardPublisher,
    boardLookup,
    boardSubscriber,
    boardAgent,
  ] as unknown as readonly Behaviour<never>[],
  commandService: BOARD_AGENT,
  commandKinds: ['board.publish', 'board.unpublish', 'board.subscribe'],
  bootstrap,
};

export { endpointsBoardPath } from './targets.ts';
export { boardSummary } from './replica.ts';
export { subscriberLabel } from './subscriber.ts';
