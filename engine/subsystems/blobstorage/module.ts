/**
 * BlobStorage as a subsystem: no actors on the nodes, only the durable tablet-log service the
 * scheduler runs at its node-0 address (./service.ts), half a round trip each way.
 */
import type { SubsystemDescriptor } from '../descriptor.ts';
import {
  BLOBSTORAGE,
  BLOBSTORAGE_ROUND_TRIP_US,
  blobStorageReply,
  type BlobStorageState,
} from './service.ts';

export const blobstorageSubsystem: SubsystemDescriptor = {
  id: 'blobstorage',
  behaviours: [],
  service: {
    address: BLOBSTORAGE,
    latencyUs: BLOBSTORAGE_ROUND_TRIP_US / 2,
    init: (): BlobStorageState => ({}),
    reply: blobStorageReply,
  },
  events: [],
  invariants: [],
  view: { label: 'BlobStorage', colour: '#CC79A7', messagePrefix: 'bs.' },
};
