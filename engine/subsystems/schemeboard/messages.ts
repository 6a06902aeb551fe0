/**
 * SchemeBoard messages (kinds `sb.*`), after ydb/core/tx/scheme_board/events.h (populator <->
 * replica, subscriber <-> replica) plus the SchemeShard side: schema changes from clients, live
 * descriptions to the populator and the populator's quorum acks.
 */
import type { SchemaObject } from './commands.ts';

/**
 * A path's description as the SchemeShard publishes it (YDB: the serialized DescribeSchemeResult).
 * Deletions are descriptions too: `deleted` with a version above the last live one.
 */
export interface PathDescription {
  readonly path: string;
  /** SchemeShard tablet id (PathId.OwnerId). */
  readonly owner: string;
  /** The owner's tablet generation when it published this. */
  readonly generation: number;
  readonly localPathId: number;
  readonly version: number;
  readonly deleted: boolean;
  /** null when deleted. */
  readonly object: SchemaObject | null;
  /** Directories list their children's names. */
  readonly children: readonly string[];
  /** Effective ACL, e.g. `+F:root@builtin`. */
  readonly acl: string;
}

export type SchemaOp = 'create' | 'alter' | 'drop';

export type SchemeBoardMessage =
  // populator <-> replica (TEvHandshakeRequest / Response, TEvUpdate / Ack, TEvCommitRequest / Response)
  | { readonly kind: 'sb.handshake'; readonly owner: string; readonly generation: number }
  | { readonly kind: 'sb.handshakeResult'; readonly owner: string; readonly generation: number }
  | {
      readonly kind: 'sb.update';
      readonly owner: string;
      readonly generation: number;
      readonly description: PathDescription;
      readonly needAck: boolean;
    }
  | {
      readonly kind: 'sb.updateAck';
      readonly owner: string;
      readonly generation: number;
      readonly localPathId: number;
      readonly version: number;
    }
  | { readonly kind: 'sb.commit'; readonly owner: string; readonly generation: number }
  | { readonly kind: 'sb.commitAck'; readonly owner: string; readonly generation: number }
  // subscriber <-> replica (TEvSubscribe / TEvUnsubscribe / TEvNotify)
  | { readonly kind: 'sb.subscribe'; readonly path: string }
  | { readonly kind: 'sb.unsubscribe'; readonly path: string }
  | {
      readonly kind: 'sb.notify';
      readonly path: string;
      /** null: the replica has no description of the path. */
      readonly description: PathDescription | null;
      /** Strong: the replica knows (has it, or its owner's populator committed); weak: "don't know yet". */
      readonly strong: boolean;
    }
  // subscriber -> scheme cache (TEvNotifyUpdate / TEvNotifyDelete)
  | {
      readonly kind: 'sb.notifyUpdate';
      readonly path: string;
      readonly description: PathDescription | null;
      readonly strong: boolean;
    }
  // sb-agent -> the node's scheme cache
  | { readonly kind: 'sb.cacheSubscribe'; readonly path: string }
  // client -> SchemeShard leader, and the answer
  | {
      readonly kind: 'sb.change';
      readonly op: SchemaOp;
      readonly path: string;
      readonly object: SchemaObject | null;
      readonly txId: string;
    }
  | {
      readonly kind: 'sb.changeResult';
      readonly txId: string;
      readonly ok: boolean;
      readonly detail: string;
      readonly version: number;
    }
  // SchemeShard -> populator: a description to push (TEvDescribeResult with cookie = tx)
  | { readonly kind: 'sb.describe'; readonly description: PathDescription }
  // populator -> SchemeShard: a quorum of replicas acked this version (TEvUpdateAck)
  | {
      readonly kind: 'sb.published';
      readonly path: string;
      readonly localPathId: number;
      readonly version: number;
    }
  // the node applied a cluster state naming other PRIMARY / PROMOTED piles (bridge mode)
  | { readonly kind: 'sb.pilesChanged' }
  // timers
  | { readonly kind: 'sb.retryReplica'; readonly replica: string }
  | { readonly kind: 'sb.sessionCheck'; readonly replica: string; readonly attempt: number }
  | { readonly kind: 'sb.resubscribe'; readonly replica: string }
  | { readonly kind: 'sb.clientTimeout'; readonly attempt: number };

/**
 * Ordering of descriptions of one path (replica.cpp, subscriber.cpp TState): a higher owner
 * generation wins, then a higher PathId (a re-created path), then a higher path version.
 * Returns < 0, 0, > 0.
 */
export function compareDescriptions(a: PathDescription, b: PathDescription): number {
  return a.generation - b.generation || a.localPathId - b.localPathId || a.version - b.version;
}

/** Key of one version of a path, `localPathId:version` (PathIds are unique per owner). */
export function versionKey(v: { readonly localPathId: number; readonly version: number }): string {
  return `${v.localPathId}:${v.version}`;
}

/** Trace summary of a replica's (or cache's) description, e.g. `table v3 g2 id 5`. */
export function describeSummary(d: PathDescription | null): string {
  if (!d) return 'none';
  const what = d.deleted ? 'deleted' : (d.object?.type ?? 'unknown');
  return `${what} v${d.version} g${d.generation} id ${d.localPathId}`;
}
