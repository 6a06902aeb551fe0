/**
 * Bridge mode's part of distconf as a subsystem descriptor: the `bridge` keeper on every node of a
 * cluster with piles (none otherwise), its `bridge.*` admin commands, the disk faults of its
 * piles' static groups (drives.ts), a write through a node's dsproxy-proxy (dsproxy.ts) and its
 * invariants.
 */
import { createBridgeChecker } from '../../../invariants/bridge.ts';
import { createBridgeDataChecker } from '../../../invariants/bridgeData.ts';
import { createStalePPGenerationChecker } from '../../../invariants/bridgePPGeneration.ts';
import { createBridgeTabletChecker } from '../../../invariants/bridgeTablets.ts';
import type { NodeBoot } from '../../../kernel/subsystem.ts';
import type { SubsystemDescriptor } from '../../descriptor.ts';
import { BRIDGE_SERVICE, bridgeKeeper } from './actor.ts';
import { BRIDGE_COMMANDS } from './commands.ts';
import { DRIVE_COMMANDS } from './drives.ts';
import { DSPROXY_COMMANDS } from './dsproxy.ts';
import { BRIDGE_EVENTS } from './events.ts';
import { tabletLog } from './tabletlog.ts';
import { TABLET_LOG_SERVICE } from '../../blobstorage/contract.ts';

function bootstrap(boot: NodeBoot): void {
  if (boot.world.topology.piles.length < 2) return;
  boot.spawnService(bridgeKeeper.type, BRIDGE_SERVICE, {});
  boot.spawnService(tabletLog.type, TABLET_LOG_SERVICE, {});
}

export const bridgeSubsystem: SubsystemDescriptor = {
  id: 'bridge',
  // Tablets' log requests (blobstorage/contract.ts) are served by the pile groups' VDisks.
  uses: ['blobstorage'],
  // The tablets' dsproxy (tabletlog.ts) is BlobStorage's behaviour; here it is spawned over the piles.
  behaviours: [bridgeKeeper],
  commands: {
    schemas: [...BRIDGE_COMMANDS, ...DRIVE_COMMANDS, ...DSPROXY_COMMANDS],
    service: BRIDGE_SERVICE,
  },
  bootstrap,
  // The keeper refuses a DISCONNECTED pile's nodes (sessions.ts); it runs only with piles.
  mayRefusePeers: (world) => world.topology.piles.length >= 2,
  events: BRIDGE_EVENTS,
  invariants: [
    createBridgeChecker,
    createBridgeDataChecker,
    createStalePPGenerationChecker,
    createBridgeTabletChecker,
  ],
  view: { label: 'Bridge', colour: '#56B4E9', messagePrefix: 'bridge.' },
};
