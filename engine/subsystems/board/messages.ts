/**
 * Board messages (kinds `board.*`), after YDB's TEvStateStorage board events
 * (ydb/core/base/statestorage.h, board_*.cpp). Actor ids stand in for YDB's TActorId owners.
 */
import type { ActorId } from '../../kernel/actor.ts';
import type { SystemMessage } from '../../kernel/messages.ts';
import type { ReplicasChanged } from '../reconfigure.ts';

/** One publication as a replica reports it: the publishing actor and its opaque payload. */
export interface BoardEntry {
  readonly owner: ActorId;
  readonly payload: string;
}

/** Which replica slot of a lookup a reply answers; `reconnect` filters replies of older attempts. */
export interface LookupCookie {
  readonly group: number;
  readonly index: number;
  readonly reconnect: number;
}

/** board_lookup.cpp EBoardLookupMode (the *DoubleTime variants use the same thresholds). */
export type LookupMode = 'first' | 'second' | 'majority' | 'subscription';

type LookupStatus = 'ok' | 'notAvailable';

export interface BoardUpdate {
  readonly owner: ActorId;
  /** Empty when `dropped`. */
  readonly payload: string;
  readonly dropped: boolean;
}

export type BoardMessage =
  // publisher -> replica: TEvReplicaBoardPublish(path, payload, register=true, owner)
  | { readonly kind: 'board.publish'; readonly path: string; readonly payload: string }
  // replica -> publisher: TEvReplicaBoardPublishAck, sent with delivery tracking so a gone
  // publisher's entry is dropped (board_replica.cpp Handle(TEvUndelivered)); nobody waits for it.
  | { readonly kind: 'board.publishAck'; readonly path: string }
  // publisher -> replica when the publisher is poisoned: TEvReplicaBoardCleanup
  | { readonly kind: 'board.cleanup' }
  // lookup -> replica: TEvReplicaBoardLookup(path, subscribe)
  | {
      readonly kind: 'board.lookup';
      readonly path: string;
      readonly subscribe: boolean;
      readonly cookie: LookupCookie;
    }
  // replica -> lookup: TEvReplicaBoardInfo; `dropped` = the replica has no entry for the path
  | {
      readonly kind: 'board.info';
      readonly path: string;
      readonly dropped: boolean;
      readonly entries: readonly BoardEntry[];
      readonly cookie: LookupCookie;
    }
  // replica -> subscribed lookup: TEvReplicaBoardInfoUpdate, one entry published / dropped
  | {
      readonly kind: 'board.infoUpdate';
      readonly path: string;
      readonly update: BoardUpdate;
      readonly cookie: LookupCookie;
    }
  // lookup -> replica when a subscription ends: TEvReplicaBoardUnsubscribe
  | { readonly kind: 'board.unsubscribe' }
  // lookup -> its owner: TEvBoardInfo (one-shot result or a subscription's initial state)
  | {
      readonly kind: 'board.lookupResult';
      readonly path: string;
      readonly status: LookupStatus;
      readonly entries: readonly BoardEntry[];
    }
  // lookup -> its owner in subscription mode: TEvBoardInfoUpdate
  | {
      readonly kind: 'board.lookupUpdate';
      readonly path: string;
      readonly status: LookupStatus;
      readonly updates: readonly BoardUpdate[];
    }
  // timers
  | { readonly kind: 'board.retryPublish'; readonly replica: string }
  | { readonly kind: 'board.reconnect'; readonly group: number; readonly index: number }
  | { readonly kind: 'board.resubscribe' }
  // "the session never came up": see SESSION_TIMEOUT_US in ../session.ts
  | { readonly kind: 'board.sessionCheck'; readonly replica: string; readonly attempt: number };

/** Everything a Board actor can receive: Board messages and the kernel's (commands, session loss, undelivery, poison). */
export type BoardInbox = BoardMessage | SystemMessage;

/** What the actors that follow the node's configuration take: also the re-sent replica list. */
export type BoardResolvingInbox = BoardInbox | Extract<ReplicasChanged, { kind: 'board.replicasChanged' }>;
