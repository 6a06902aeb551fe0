/** Types of the embeddable election (election.ts). */
import type { ActorId, Us } from '../../kernel/actor.ts';

export interface ElectionOptions {
  /** A lock older than this is stale and may be taken over (tablet_sys.cpp: 2 s). */
  readonly lockStaleUs?: Us;
  /** How many times a fresh lock is waited out before the boot fails. Default 3. */
  readonly maxLockedWaits?: number;
  /** Spawn a guardian once elected (statestorage_guardian.cpp). Default true. */
  readonly guardian?: boolean;
  /**
   * Boots retried after a lost race (RACE from Lock or Update), standing in for the Bootstrapper
   * (ydb/core/tablet/bootstrapper.cpp) that restarts a dead tablet but only boots it when no other
   * leader is alive: the retry looks up again after 50–150 ms and gives up ('boot-race') if a live,
   * unlocked leader is there. Needed because MergeReply's reset can make both racers lose. Default 3.
   */
  readonly raceRetries?: number;
  /**
   * Hive's suggested generation (TTablet::SuggestedGeneration, tablet_sys.cpp): the lock and the
   * update take exactly this generation, and the boot dies if StateStorage or the log already knows
   * it. Hive raises it on every start (hive/tx__start_tablet.cpp IncreaseGeneration), so a reboot
   * never proposes a generation a failed attempt left behind. Absent: a Bootstrapper's boot.
   */
  readonly suggestedGeneration?: number;
}

/**
 * logRead: waiting for BlobStorage's bs.discovered (the tablet's durable log) before choosing a
 * generation; block / zeroEntry: after Update OK, fencing older generations and writing the zero
 * entry before serving (tablet_sys.cpp).
 */
type ElectionPhase =
  'lookup' | 'lockWait' | 'logRead' | 'lock' | 'update' | 'block' | 'zeroEntry' | 'elected' | 'done';

export interface ElectionState {
  readonly tabletId: string;
  phase: ElectionPhase;
  /** StateStorageInfo.KnownGeneration / KnownStep (once serving: the last log step written). */
  knownGeneration: number;
  knownStep: number;
  /** Which path the log read leads to: the locked path (Lock first) or straight to Update. */
  afterLog: 'lock' | 'promote';
  signatures: Record<string, number>;
  /** Cookie of the proxy request in flight; older replies are ignored. */
  cookie: number;
  lockedWaits: number;
  /** NeedCleanupOnLockedPath: a failed boot after Lock sends Cleanup. */
  needCleanup: boolean;
  guardian: ActorId | null;
  raceRetries: number;
  /** The next lookup follows a lost race: an existing live leader means someone else won. */
  afterRace: boolean;
  readonly lockStaleUs: Us;
  readonly maxLockedWaits: number;
  readonly withGuardian: boolean;
  /** Hive's suggestion, 0 for none (as in YDB). */
  readonly suggestedGeneration: number;
}

export type ElectionVerdict =
  | { readonly kind: 'pending' }
  | { readonly kind: 'elected'; readonly generation: number }
  /** A serving leader's log write (see `commitStep`) succeeded: the request may be answered. */
  | { readonly kind: 'committed'; readonly step: number }
  | { readonly kind: 'demoted'; readonly generation: number; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export const PENDING: ElectionVerdict = { kind: 'pending' };
