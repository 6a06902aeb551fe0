/**
 * StateStorage messages (kinds prefixed `ss.`), after YDB's TEvStateStorage
 * (ydb/core/base/statestorage.h, statestorage_impl.h). Four layers:
 *  - client → proxy (`ss.lookup`, `ss.update`, `ss.lock`, `ss.cleanup`, `ss.follower.*`) and the
 *    proxy's answers (`ss.info`, `ss.signature`);
 *  - request / guardian → replica (`ss.replica.*`) and the replica's answers (`ss.replica.info`,
 *    `ss.replica.demoted`);
 *  - tablet side: guardian → tablet, pipe requests from clients, resolver;
 *  - timers each actor schedules to itself.
 * Tablet ids are decimal strings (JSON-safe, as in the trace).
 */
import type { ActorId, Us } from '../../kernel/actor.ts';
import type { SystemMessage } from '../../kernel/messages.ts';
import type { ClusterStateStamp } from '../../model/config/types.ts';
import type { BlobStorageMessage } from '../blobstorage/contract.ts';

/** ProxyOptions.SigWaitMode: when a lookup may answer relative to the replicas' signatures. */
type SigWait = 'none' | 'async' | 'sync';

/** NKikimrProto statuses the proxy answers with. */
export type ProxyStatus = 'OK' | 'ERROR' | 'NODATA' | 'RACE' | 'TIMEOUT';

/** TEvStateStorage::TSignature: replica key (`signatureKey`) → that replica incarnation's signature. */
export type Signatures = Readonly<Record<string, number>>;

export interface FollowerInfo {
  readonly follower: ActorId;
  readonly followerTablet: ActorId;
}

/** What a replica (or the merged proxy reply) knows about one tablet. */
export interface TabletEntryInfo {
  readonly leader: ActorId | null;
  readonly leaderTablet: ActorId | null;
  readonly generation: number;
  readonly step: number;
  readonly locked: boolean;
  /** How long the entry has been locked (now − LockedFrom), 0 when not locked. */
  readonly lockedForUs: Us;
  readonly followers: readonly FollowerInfo[];
}

export const EMPTY_INFO: TabletEntryInfo = {
  leader: null,
  leaderTablet: null,
  generation: 0,
  step: 0,
  locked: false,
  lockedForUs: 0,
  followers: [],
};

/** Operations the proxy runs as request sub-actors. */
export type ProxyRequest =
  | {
      readonly kind: 'ss.lookup';
      readonly tabletId: string;
      readonly cookie: number;
      readonly sigWait: SigWait;
    }
  | {
      readonly kind: 'ss.update';
      readonly tabletId: string;
      readonly cookie: number;
      readonly leader: ActorId;
      readonly leaderTablet: ActorId;
      readonly generation: number;
      readonly step: number;
      readonly signatures: Signatures;
    }
  | {
      readonly kind: 'ss.lock';
      readonly tabletId: string;
      readonly cookie: number;
      readonly leader: ActorId;
      readonly generation: number;
      readonly signatures: Signatures;
    }
  | {
      readonly kind: 'ss.follower.register';
      readonly tabletId: string;
      readonly cookie: number;
      readonly follower: ActorId;
      readonly followerTablet: ActorId;
    };

export type StateStorageMessage =
  | ProxyRequest
  /** Fire and forget to every selected replica (tablet_sys.cpp sends it when a boot fails). */
  | { readonly kind: 'ss.cleanup'; readonly tabletId: string; readonly leader: ActorId }
  | { readonly kind: 'ss.follower.unregister'; readonly tabletId: string; readonly follower: ActorId }
  /** Proxy → client: TEvInfo. */
  | {
      readonly kind: 'ss.info';
      readonly tabletId: string;
      readonly cookie: number;
      readonly status: ProxyStatus;
      readonly info: TabletEntryInfo;
      readonly signatures: Signatures;
    }
  /** Proxy → client after a SigAsync reply: the signatures that arrived later (TEvUpdateSignature). */
  | {
      readonly kind: 'ss.signature';
      readonly tabletId: string;
      readonly cookie: number;
      readonly signatures: Signatures;
    }
  // --- to replicas (cookie identifies group and slot for the request); `clusterState` is the
  // sender's cluster-state generation and guid (fencing.ts), absent = 0/0 ---
  | {
      readonly kind: 'ss.replica.lookup';
      readonly tabletId: string;
      readonly cookie: number;
      readonly clusterState?: ClusterStateStamp;
    }
  | {
      readonly kind: 'ss.replica.update';
      readonly tabletId: string;
      readonly cookie: number;
      readonly leader: ActorId;
      readonly leaderTablet: ActorId | null;
      readonly generation: number;
      readonly step: number;
      readonly signature: number | null;
      /** IsGuardian: the sender becomes the entry's CurrentGuardian. */
      readonly isGuardian: boolean;
      readonly clusterState?: ClusterStateStamp;
    }
  | {
      readonly kind: 'ss.replica.lock';
      readonly tabletId: string;
      readonly cookie: number;
      readonly leader: ActorId;
      readonly generation: number;
      readonly signature: number | null;
      readonly clusterState?: ClusterStateStamp;
    }
  | {
      readonly kind: 'ss.replica.cleanup';
      readonly tabletId: string;
      readonly leader: ActorId;
      readonly clusterState?: ClusterStateStamp;
    }
  | {
      readonly kind: 'ss.replica.regFollower';
      readonly tabletId: string;
      readonly cookie: number;
      readonly follower: ActorId;
      readonly followerTablet: ActorId;
      readonly clusterState?: ClusterStateStamp;
    }
  | {
      readonly kind: 'ss.replica.unregFollower';
      readonly tabletId: string;
      readonly follower: ActorId;
      readonly clusterState?: ClusterStateStamp;
    }
  /** Replica → sender: TEvReplicaInfo (ERROR = no data, or a lock with a wrong signature). */
  | {
      readonly kind: 'ss.replica.info';
      readonly tabletId: string;
      readonly cookie: number;
      readonly status: 'OK' | 'ERROR';
      readonly signature: number;
      readonly info: TabletEntryInfo;
      /** The replica's cluster-state generation and guid; absent = 0/0. */
      readonly clusterState?: ClusterStateStamp;
    }
  /** Replica → replaced leader: TEvReplicaLeaderDemoted. */
  | { readonly kind: 'ss.replica.demoted'; readonly tabletId: string; readonly signature: number }
  // --- tablet side ---
  /** Guardian → its tablet: TEvDemoted (newer leader seen, or isolated). */
  | { readonly kind: 'ss.guardian.demoted'; readonly tabletId: string; readonly reason: string }
  /** Client (pipe) → leader, and the leader's answer. */
  | { readonly kind: 'ss.pipe.request'; readonly tabletId: string; readonly cookie: number }
  | {
      readonly kind: 'ss.pipe.response';
      readonly tabletId: string;
      readonly cookie: number;
      /** false: the actor is not (or no longer) this tablet's active leader (TEvTabletProblem). */
      readonly ok: boolean;
      readonly generation: number;
    }
  /** Client → the node's resolver (TEvTabletResolver::TEvForward); `problem`: TEvTabletProblem. */
  | {
      readonly kind: 'ss.resolve';
      readonly tabletId: string;
      readonly cookie: number;
      readonly problem: ActorId | null;
    }
  | {
      readonly kind: 'ss.resolved';
      readonly tabletId: string;
      readonly cookie: number;
      readonly status: ProxyStatus;
      readonly leader: ActorId | null;
      readonly generation: number;
    }
  /**
   * The node applied a config whose bridge piles differ (module.ts onConfig): a tablet checks
   * whether its pile still may run it (bridge-boot.ts).
   */
  | { readonly kind: 'ss.pilesChanged' }
  // --- timers (sent to self) ---
  | { readonly kind: 'ss.timer.request'; readonly what: 'timeout' | 'silence' }
  | { readonly kind: 'ss.timer.election'; readonly what: 'retryLocked'; readonly attempt: number }
  | {
      readonly kind: 'ss.timer.guardian';
      readonly slot: number;
      readonly epoch: number;
      readonly what: 'retry' | 'missing' | 'silence';
    }
  | { readonly kind: 'ss.timer.client'; readonly what: 'timeout' | 'retry'; readonly attempt: number }
  | { readonly kind: 'ss.timer.follower'; readonly attempt: number };

/** BlobStorage's answers to a tablet's log requests (engine/subsystems/blobstorage). */
export type BlobStorageReply = Extract<
  BlobStorageMessage,
  { kind: 'bs.discovered' | 'bs.blocked' | 'bs.written' }
>;

/** What the embeddable election (election.ts) handles for its host tablet. */
export type ElectionMessage =
  | Extract<
      StateStorageMessage,
      {
        kind: 'ss.info' | 'ss.signature' | 'ss.timer.election' | 'ss.replica.demoted' | 'ss.guardian.demoted';
      }
    >
  | BlobStorageReply;

/**
 * A SchemeBoard client's schema change (`sb.change`) sent to a tablet that is no SchemeShard: clients
 * find a tablet by its id through the resolver, so one may reach a StateStorage tablet, which ignores
 * it. Named by its kind alone: SchemeBoard uses StateStorage (its SchemeShard is an elected tablet),
 * so StateStorage does not import SchemeBoard's messages.
 */
type StraySchemaChange = {
  readonly kind: 'sb.change';
};

/** Everything a StateStorage actor can receive: its own, the kernel's, BlobStorage's replies, a stray change. */
export type StateStorageInbox = StateStorageMessage | SystemMessage | BlobStorageReply | StraySchemaChange;

/** Key of a replica in `Signatures`: node + service name (unique per config). */
export function signatureKey(replica: ActorId): string {
  return `${replica.node}/${replica.name}`;
}

/** `4:a1.7` — short form used in trace summaries. */
export function showActor(a: ActorId | null): string {
  return a ? `${a.node}:${a.name}` : '-';
}
