/**
 * What BlobStorage exports to other subsystems (declared in their descriptors' `uses`): where a
 * tablet sends its log requests (its node's DS proxy) and their messages.
 */
export { blobStorageFor, TABLET_LOG_SERVICE } from './service.ts';
export { SNAPSHOT_ROW } from './messages.ts';
export { applyLogEntry } from './rows.ts';
export type { BlobStorageMessage, LocalDbRows } from './messages.ts';
