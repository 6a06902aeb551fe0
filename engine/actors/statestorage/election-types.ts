/** Types of the embeddable election (election.ts). */
import type { ActorId, Us } from '../../sim/actor.ts';

export interface ElectionOptions {
  /** Stand-in for FindLatestLogEntry on the locked path. Default 5 ms. */
  readonly logReadUs?: Us;
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
}

export type ElectionPhase = 'lookup' | 'lockWait' | 'lock' | 'logRead' | 'update' | 'elected' | 'done';

export interface ElectionState {
  readonly tabletId: string;
  phase: ElectionPhase;
  /** StateStorageInfo.KnownGeneration / KnownStep. */
  knownGeneration: number;
  knownStep: number;
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
  readonly logReadUs: Us;
  readonly lockStaleUs: Us;
  readonly maxLockedWaits: number;
  readonly withGuardian: boolean;
}

export type ElectionVerdict =
  | { readonly kind: 'pending' }
  | { readonly kind: 'elected'; readonly generation: number }
  | { readonly kind: 'demoted'; readonly generation: number; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export const PENDING: ElectionVerdict = { kind: 'pending' };
