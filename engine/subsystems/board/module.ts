/**
 * The Board as one subsystem descriptor: replicas placed on this node by the config, plus the
 * `board-agent` command service. Publishers, lookups and subscribers are spawned on demand.
 */
import { createBoardChecker } from './invariants/board.ts';
import { createBoardGoneChecker } from './invariants/board-gone.ts';
import { subsystemPrefix } from '../../model/selection/service-name.ts';
import { placedReplicas } from '../placement.ts';
import { reconfigureSubsystem } from '../reconfigure.ts';
import type { NodeBoot } from '../../kernel/subsystem.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';
import { BOARD_AGENT, boardAgent } from './agent.ts';
import { BOARD_COMMANDS } from './commands.ts';
import { BOARD_EVENTS } from './events.ts';
import { boardLookup } from './lookup.ts';
import { boardPublisher } from './publisher.ts';
import { boardReplica } from './replica.ts';
import { boardSubscriber } from './subscriber.ts';

function bootstrap(boot: NodeBoot): void {
  for (const { name } of placedReplicas(boot.world, 'board', boot.node))
    boot.spawnService(boardReplica.type, name, {});
  boot.spawnService(boardAgent.type, BOARD_AGENT, {});
}

export const boardSubsystem: SubsystemDescriptor = {
  id: 'board',
  replicaPrefix: subsystemPrefix('board'),
  behaviours: [boardReplica, boardPublisher, boardLookup, boardSubscriber, boardAgent],
  commands: { schemas: BOARD_COMMANDS, service: BOARD_AGENT },
  bootstrap,
  onConfig(boot, prev) {
    reconfigureSubsystem(
      boot,
      'board',
      boardReplica.type,
      [boardPublisher.type, boardSubscriber.type],
      { kind: 'board.replicasChanged' },
      prev,
    );
  },
  events: BOARD_EVENTS,
  invariants: [createBoardChecker, createBoardGoneChecker],
  view: { label: 'Board', colour: '#E69F00', messagePrefix: 'board.' },
};
