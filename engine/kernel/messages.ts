/**
 * The messages the runtime itself sends. Subsystems declare their own unions (kinds prefixed `ss.`,
 * `board.`, `sb.`, ...); engine/subsystems/index.ts unions them all into `Message`.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { ActorId } from './address.ts';

/** What the kernel knows of a node command: its kind, the node whose command service gets it, and fields it does not look at. */
export interface NodeCommandBase {
  readonly kind: string;
  readonly node: NodeId;
  readonly [field: string]: unknown;
}

export type SystemMessage =
  /** A user / scenario command for the node's command service (which narrows it to its own union). */
  | { readonly kind: 'cmd'; readonly command: NodeCommandBase }
  /** The interconnect session to `node` broke (node down, partition); sent to actors watching it. */
  | { readonly kind: 'sys.disconnected'; readonly node: NodeId }
  /** A message could not be delivered: its target actor does not exist (any more) on a live node. */
  | { readonly kind: 'sys.undelivered'; readonly to: ActorId; readonly original: string }
  /** Asks an actor to stop (YDB's TEvPoison). */
  | { readonly kind: 'sys.poison' };
