/**
 * Leader election for any tablet-like behaviour (the StateStorage tablet, the SchemeShard), after
 * TTablet in ydb/core/tablet/tablet_sys.cpp. Embed it in your behaviour's state:
 *
 *   init:     state.election = startElection(ctx, tabletId);          // sends the lookup
 *   receive:  if (isElectionMessage(env.msg)) {
 *               const v = electionReceive(state.election, env, ctx);
 *               switch (v.kind) {
 *                 case 'pending': break;
 *                 case 'elected': ...start serving at v.generation...; break;
 *                 case 'demoted': case 'failed': ...stop: ctx.emit tablet.stopped, ctx.stop()...;
 *               }
 *               return;
 *             }
 *   on kill:  stopElection(state.election, ctx) before ctx.stop() (poisons the guardian).
 *
 * The election emits `leader.elected` and `leader.demoted` itself; the host emits `tablet.stopped`.
 * Sequence here: Lookup(SigAsync) →
 *   - OK, locked for > 2 s, or no leader / ERROR / NODATA / RACE / TIMEOUT → locked path:
 *     log read (bs.discover) → Lock(gen = known + 1) → PromoteToCandidate;
 *   - OK, locked for ≤ 2 s → YDB dies with ReasonBootLocked; we wait until the lock is stale and
 *     look up again (at most `maxLockedWaits` times), standing in for the Bootstrapper's retry;
 *   - OK with a leader and gen > 0 → log read → PromoteToCandidate directly (no lock).
 * The log read (BlobStorage, the tablet's durable log) makes known = max(StateStorage's gen, the log's last /
 * blocked gen): replicas are volatile, so after they all restart their generation alone would be reused. YDB
 * (tablet_sys.cpp) instead locks at Hive's channel-history generation, then finds the log's latest entry;
 * reads nothing on the direct path (a stale generation fails its block); reads the log back
 * (`TabletRebuildGraph`) after the block. Here one read stands for both; a boot that cannot reach its group
 * stops on ERROR either way. A RACE from Lock or Update is retried (`raceRetries`): MergeReply resets earlier
 * OKs when another leader's reply arrives, so two racers can both lose; one of them wins the retry.
 * PromoteToCandidate: Update(gen = 1 + max(known), step 0). As in YDB, a tablet's first boot locks gen 1 and
 * is elected at gen 2. With Hive's suggested generation g (`suggestedGeneration`) the Lock and the Update
 * both take g, and the boot dies if StateStorage ('boot-suggest-outdated') or the log ('boot-race') already
 * reached it. Update OK → block BlobStorage below gen (fails: a newer generation already blocked → stop,
 * 'blobstorage-blocked') → write the zero entry → StartActivePhase: elected, a guardian is spawned. Lock /
 * update errors fail the boot (a failed locked path sends Cleanup, as CancelTablet does). Once serving,
 * `commitStep` writes a log entry per request; a refused write means a newer generation blocked us → demoted
 * ('blobstorage-blocked'), the fencing of a partitioned old leader.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorContext, Envelope } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { GUARDIAN_TYPE, localProxy, type GuardianArgs } from './names.ts';
import type { BlobStorageReply, ElectionMessage } from './messages.ts';
import { PENDING, type ElectionOptions, type ElectionState, type ElectionVerdict } from './election-types.ts';
import {
  begin,
  bootError,
  fail,
  blockLog,
  lockedPath,
  lookup,
  lostRace,
  mergeSignatures,
  promote,
  readLog,
  writeZeroEntry,
} from './election-steps.ts';
import { blobStorageFor, type LocalDbRows } from '../blobstorage/contract.ts';

export type { ElectionOptions, ElectionState, ElectionVerdict } from './election-types.ts';

/** Every kind of ElectionMessage (a record, so the compiler sees when one is missing). */
const ELECTION_KINDS: Readonly<Record<ElectionMessage['kind'], true>> = {
  'ss.info': true,
  'ss.signature': true,
  'ss.timer.election': true,
  'ss.replica.demoted': true,
  'ss.guardian.demoted': true,
  'bs.discovered': true,
  'bs.blocked': true,
  'bs.written': true,
};

/** The kinds an election's host must list in its inbox (the election handles them). */
export const ELECTION_INBOX = Object.keys(ELECTION_KINDS) as readonly ElectionMessage['kind'][];

export function isElectionMessage(msg: { readonly kind: string }): msg is ElectionMessage {
  return Object.hasOwn(ELECTION_KINDS, msg.kind);
}

export function startElection(
  ctx: ActorContext,
  tabletId: string,
  opts: ElectionOptions = {},
): ElectionState {
  const st: ElectionState = {
    tabletId,
    phase: 'lookup',
    knownGeneration: 0,
    knownStep: 0,
    afterLog: 'lock',
    signatures: {},
    cookie: 0,
    lockedWaits: 0,
    needCleanup: false,
    guardian: null,
    raceRetries: opts.raceRetries ?? 3,
    afterRace: false,
    lockStaleUs: opts.lockStaleUs ?? 2_000_000,
    maxLockedWaits: opts.maxLockedWaits ?? 3,
    withGuardian: opts.guardian ?? true,
    suggestedGeneration: opts.suggestedGeneration ?? 0,
  };
  lookup(st, ctx);
  return st;
}

function onInfo(
  st: ElectionState,
  msg: Extract<ElectionMessage, { kind: 'ss.info' }>,
  ctx: ActorContext,
): ElectionVerdict {
  if (msg.cookie !== st.cookie || msg.tabletId !== st.tabletId) return PENDING;
  mergeSignatures(st, msg.signatures);
  const info = msg.info;
  switch (st.phase) {
    case 'lookup':
      // tablet_sys.cpp HandleStateStorageInfoResolve
      st.knownGeneration = info.generation;
      st.knownStep = info.step;
      // Hive's suggestion is already taken (ReasonBootSuggestOutdated): Hive boots a newer one
      if (st.suggestedGeneration && st.knownGeneration >= st.suggestedGeneration)
        return fail(st, ctx, 'boot-suggest-outdated');
      if (msg.status !== 'OK') return begin(toLockedPath, st, ctx);
      if (info.locked) {
        if (info.lockedForUs > st.lockStaleUs) return begin(toLockedPath, st, ctx);
        if (st.lockedWaits >= st.maxLockedWaits) return fail(st, ctx, 'boot-locked');
        st.lockedWaits++;
        st.phase = 'lockWait';
        ctx.schedule(st.lockStaleUs - info.lockedForUs + 1_000, {
          kind: 'ss.timer.election',
          what: 'retryLocked',
          attempt: st.cookie,
        });
        return PENDING;
      }
      if (info.leader === null || info.generation === 0) return begin(toLockedPath, st, ctx);
      // another contender won and serves (our own half-accepted update is simply superseded)
      if (st.afterRace && !sameActor(info.leader, ctx.self)) return fail(st, ctx, 'boot-race');
      readLog(st, ctx, 'promote');
      return PENDING;
    case 'lock':
      if (msg.status === 'RACE') return lostRace(st, ctx);
      if (msg.status !== 'OK') return fail(st, ctx, bootError(msg.status));
      // StateStorageInfo.Update(msg): adopt the locked generation
      if (info.generation > st.knownGeneration) st.knownGeneration = info.generation;
      promote(st, ctx, 0);
      return PENDING;
    case 'update':
      if (msg.status === 'RACE') return lostRace(st, ctx);
      if (msg.status !== 'OK') return fail(st, ctx, bootError(msg.status));
      // StateStorage names us; not serving before BlobStorage fences older generations
      st.needCleanup = false;
      blockLog(st, ctx);
      return PENDING;
    case 'lockWait':
    case 'logRead':
    case 'block':
    case 'zeroEntry':
    case 'elected':
    case 'done':
      return PENDING;
  }
}

function toLockedPath(st: ElectionState, ctx: ActorContext): void {
  readLog(st, ctx, 'lock');
}

// tablet_sys.cpp StartActivePhase: the zero entry is written, the tablet serves
function activate(st: ElectionState, ctx: ActorContext): ElectionVerdict {
  st.phase = 'elected';
  if (st.withGuardian) {
    const args: GuardianArgs = {
      tabletId: st.tabletId,
      leader: ctx.self,
      generation: st.knownGeneration,
    };
    st.guardian = ctx.spawn(GUARDIAN_TYPE, args);
  }
  ctx.emit({
    kind: 'leader.elected',
    tabletId: st.tabletId,
    generation: st.knownGeneration,
    actor: ctx.self,
  });
  return { kind: 'elected', generation: st.knownGeneration };
}

/** Why a log request failed: refused by a newer generation's block, or ERROR (no group quorum). */
const logFailure = (msg: { readonly status?: 'ERROR' }): string =>
  msg.status === 'ERROR' ? 'blobstorage-error' : 'blobstorage-blocked';

function onLog(st: ElectionState, msg: BlobStorageReply, ctx: ActorContext): ElectionVerdict {
  if (msg.tabletId !== st.tabletId) return PENDING;
  switch (msg.kind) {
    case 'bs.discovered':
      if (st.phase !== 'logRead') return PENDING;
      // tablet_sys.cpp: a failed log read ends the boot (the tablet stops; it is booted again)
      if (msg.status === 'ERROR') return fail(st, ctx, 'blobstorage-error');
      // KnownGen = max(KnownGen, latest log gen, blocked gen), then Lock / Update as before
      st.knownGeneration = Math.max(st.knownGeneration, msg.lastGeneration, msg.blockedGeneration);
      // PromoteToCandidate: the log already reached Hive's suggestion → ReasonBootRace
      if (st.suggestedGeneration && st.knownGeneration >= st.suggestedGeneration)
        return fail(st, ctx, 'boot-race');
      if (st.afterLog === 'lock') lockedPath(st, ctx);
      else promote(st, ctx, 0);
      return PENDING;
    case 'bs.blocked':
      if (st.phase !== 'block' || msg.generation !== st.knownGeneration) return PENDING;
      // tablet_sys.cpp: a block error (a newer generation blocked first) kills the boot
      if (!msg.ok) return fail(st, ctx, logFailure(msg));
      writeZeroEntry(st, ctx);
      return PENDING;
    case 'bs.written':
      if (msg.generation !== st.knownGeneration) return PENDING;
      if (st.phase === 'zeroEntry' && msg.step === 0)
        return msg.ok ? activate(st, ctx) : fail(st, ctx, logFailure(msg));
      if (st.phase !== 'elected' || msg.step === 0) return PENDING;
      // a commit refused by BlobStorage's block (a newer generation took over: the real fencing), or
      // one the group's quorum could not take (ERROR): either way the tablet stops, as tablet_sys.cpp
      // does on any put result other than OK
      return msg.ok ? { kind: 'committed', step: msg.step } : demote(st, ctx, logFailure(msg));
  }
}

/**
 * A serving leader commits one log entry (bs.write(gen, ++step)) before answering a request; the
 * verdict arrives as 'committed' (answer) or 'demoted' (a newer generation blocked the log).
 * Returns the step, or null when not serving. `rows` go to the tablet's local database with the entry.
 */
export function commitStep(st: ElectionState, ctx: ActorContext, rows?: LocalDbRows): number | null {
  if (st.phase !== 'elected') return null;
  st.knownStep++;
  ctx.send(blobStorageFor(ctx), {
    kind: 'bs.write',
    tabletId: st.tabletId,
    generation: st.knownGeneration,
    step: st.knownStep,
    ...(rows ? { rows } : {}),
  });
  return st.knownStep;
}

function demote(st: ElectionState, ctx: ActorContext, reason: string): ElectionVerdict {
  if (st.phase === 'done') return PENDING;
  if (st.phase !== 'elected') return fail(st, ctx, `boot-${reason}`);
  stopElection(st, ctx);
  ctx.emit({
    kind: 'leader.demoted',
    tabletId: st.tabletId,
    generation: st.knownGeneration,
    actor: ctx.self,
    reason,
  });
  return { kind: 'demoted', generation: st.knownGeneration, reason };
}

/** Handles one election message (see `isElectionMessage`); tells the host what happened. */
export function electionReceive(st: ElectionState, env: Envelope, ctx: ActorContext): ElectionVerdict {
  const msg = env.msg as ElectionMessage;
  switch (msg.kind) {
    case 'ss.info':
      return onInfo(st, msg, ctx);
    case 'bs.discovered':
    case 'bs.blocked':
    case 'bs.written':
      return onLog(st, msg, ctx);
    case 'ss.signature':
      if (msg.tabletId === st.tabletId) mergeSignatures(st, msg.signatures);
      return PENDING;
    case 'ss.timer.election':
      if (msg.attempt !== st.cookie) return PENDING;
      if (msg.what === 'retryLocked' && st.phase === 'lockWait') lookup(st, ctx);
      return PENDING;
    case 'ss.replica.demoted':
      // statestorage_replica.cpp: sent to the leader a replica replaced (ReasonDemotedByStateStorage)
      if (msg.tabletId !== st.tabletId || st.phase === 'lookup' || st.phase === 'lockWait') return PENDING;
      return demote(st, ctx, 'demoted-by-statestorage');
    case 'ss.guardian.demoted':
      if (msg.tabletId !== st.tabletId || env.from.name !== st.guardian?.name) return PENDING;
      st.guardian = null;
      return demote(st, ctx, msg.reason);
    default:
      return assertNever(msg, 'election message');
  }
}

/** Stops the guardian (the host is going away, e.g. tablet.kill). Safe to call twice. */
export function stopElection(st: ElectionState, ctx: ActorContext): void {
  if (st.guardian) ctx.send(st.guardian, { kind: 'sys.poison' });
  st.guardian = null;
  if (st.phase !== 'elected') {
    if (st.needCleanup && st.phase !== 'done')
      ctx.send(localProxy(ctx), { kind: 'ss.cleanup', tabletId: st.tabletId, leader: ctx.self });
  }
  st.phase = 'done';
}
