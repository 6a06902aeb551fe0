/**
 * BlobStorage as a subsystem: a `bsproxy` (the node's DS proxy) on every node of a cluster without
 * piles, putting the tablets' logs to the cluster's static group (distconf/bridge/tabletlog.ts, its
 * VDisks tabletlogVDisk.ts, the group model/blobstorage/group.ts). In a bridge cluster the bridge
 * subsystem spawns the same proxy over the pile groups.
 */
import type { NodeBoot } from '../../kernel/subsystem.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';
import { tabletLog } from '../distconf/contract.ts';
import { TABLET_LOG_SERVICE } from './contract.ts';

function bootstrap(boot: NodeBoot): void {
  if (boot.world.topology.piles.length >= 2) return;
  boot.spawnService(tabletLog.type, TABLET_LOG_SERVICE, {});
}

export const blobstorageSubsystem: SubsystemDescriptor = {
  id: 'blobstorage',
  // the node's DS proxy and the VDisks it puts to are the bridge's (distconf/contract.ts)
  uses: ['distconf'],
  behaviours: [tabletLog],
  bootstrap,
  events: ['bs.tabletLog'],
  invariants: [],
  view: { label: 'BlobStorage', colour: '#CC79A7', messagePrefix: 'bs.' },
};
