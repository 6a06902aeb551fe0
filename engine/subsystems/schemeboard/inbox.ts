/**
 * The SchemeBoard inbox, apart from the message catalogue: it names StateStorage's messages, and
 * StateStorage's inbox names SchemeBoard's (a schema change can reach any tablet), so keeping it
 * here keeps the two catalogues free of a cycle.
 */
import type { SystemMessage } from '../../kernel/messages.ts';
import type { ElectionMessage, StateStorageMessage } from '../statestorage/contract.ts';
import type { SchemeBoardMessage } from './messages.ts';
import type { BlobStorageMessage } from '../blobstorage/contract.ts';
import type { ReplicasChanged } from '../reconfigure.ts';

/**
 * Everything a SchemeBoard actor can receive: its own messages, the kernel's, what the SchemeShard's
 * election handles (it is a StateStorage-elected tablet), the resolver's answer to a client, and a
 * pipe request of a StateStorage client that resolved the SchemeShard's tablet id (ignored), and
 * BlobStorage's rows of the SchemeShard's local database.
 */
export type SchemeBoardInbox =
  | SchemeBoardMessage
  | SystemMessage
  | ElectionMessage
  | Extract<BlobStorageMessage, { kind: 'bs.rows' }>
  | Extract<StateStorageMessage, { kind: 'ss.resolved' | 'ss.pipe.request' }>;

/** What the actors that follow the node's configuration take: also the re-sent replica list. */
export type SchemeBoardResolvingInbox =
  SchemeBoardInbox | Extract<ReplicasChanged, { kind: 'sb.replicasChanged' }>;
