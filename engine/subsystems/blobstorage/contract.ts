/**
 * What BlobStorage exports to other subsystems (declared in their descriptors' `uses`): where a
 * tablet sends its log requests (its node's DS proxy) and their messages; the reference model of one
 * durable log copy, which unit tests use as a tablet's BlobStorage.
 */
export { blobStorageFor, blobStorageReply, TABLET_LOG_SERVICE, type BlobStorageState } from './service.ts';
export type { BlobStorageMessage, LocalDbRows } from './messages.ts';
