/**
 * Every message any actor sends: one discriminated union, switched exhaustively. Each subsystem owns
 * its own file of messages (kinds prefixed `ss.`, `board.`, `sb.`); this file only unions them.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId } from './actor.ts';
import type { NodeCommand } from './commands.ts';
import type { StateStorageMessage } from '../subsystems/statestorage/messages.ts';
import type { BoardMessage } from '../subsystems/board/messages.ts';
import type { SchemeBoardMessage } from '../subsystems/schemeboard/messages.ts';
import type { BlobStorageMessage } from '../subsystems/blobstorage/messages.ts';

export type SystemMessage =
  /** A user / scenario command for the node's agent. */
  | { readonly kind: 'cmd'; readonly command: NodeCommand }
  /** The interconnect session to `node` broke (node down, partition); sent to actors watching it. */
  | { readonly kind: 'sys.disconnected'; readonly node: NodeId }
  /** A message could not be delivered: its target actor does not exist (any more) on a live node. */
  | { readonly kind: 'sys.undelivered'; readonly to: ActorId; readonly original: string }
  /** Asks an actor to stop (YDB's TEvPoison). */
  | { readonly kind: 'sys.poison' };

export type Message =
  SystemMessage | StateStorageMessage | BoardMessage | SchemeBoardMessage | BlobStorageMessage;
export type MessageKind = Message['kind'];

/** Which subsystem a message belongs to, for colouring and filtering. */
export function messageSubsystem(kind: string): 'statestorage' | 'board' | 'schemeboard' | 'system' {
  if (kind.startsWith('ss.')) return 'statestorage';
  if (kind.startsWith('board.')) return 'board';
  if (kind.startsWith('sb.')) return 'schemeboard';
  return 'system';
}
