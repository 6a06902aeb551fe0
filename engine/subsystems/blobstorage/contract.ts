/**
 * What BlobStorage exports to other subsystems (declared in their descriptors' `uses`): its service
 * address and its messages, which a StateStorage-elected tablet sends to block and write its log,
 * and the service's reply (a test runs a BlobStorage that never blocks by wrapping it).
 */
export {
  BLOBSTORAGE,
  blobStorageFor,
  blobStorageReply,
  TABLET_LOG_SERVICE,
  type BlobStorageState,
} from './service.ts';
export type { BlobStorageMessage, LocalDbRows } from './messages.ts';
