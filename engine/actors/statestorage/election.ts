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
 * Sequence (tablet_sys.cpp): Lookup(SigAsync) →
 *   - OK, locked for > 2 s, or no leader / ERROR / NODATA / RACE / TIMEOUT → locked path:
 *     Lock(gen = known + 1) → (log read, modelled as a delay) → PromoteToCandidate;
 *   - OK, locked for ≤ 2 s → YDB dies with ReasonBootLocked; we wait until the lock is stale and
 *     look up again (at most `maxLockedWaits` times), standing in for the Bootstrapper's retry;
 *   - OK with a leader and gen > 0 → PromoteToCandidate directly (no lock).
 * A RACE from Lock or Update is retried a few times (see `raceRetries`): MergeReply resets earlier
 * OKs when another leader's reply arrives, so two racers can both lose; one of them wins the retry.
 * PromoteToCandidate: Update(gen = 1 + max(known), step 0). As in YDB, a tablet's first boot locks
 * gen 1 and is elected at gen 2. Update OK → elected, a guardian is spawned. Lock / update errors
 * fail the boot (a failed locked path sends Cleanup, as CancelTablet does).
 */
import type { ActorContext, Envelope } from '../../sim/actor.ts';
import type { Message } from '../../sim/messages.ts';
import { GUARDIAN_TYPE, type GuardianArgs } from './names.ts';
import { sameActor } from './messages.ts';
import { PENDING, type ElectionOptions, type ElectionState, type ElectionVerdict } from './election-types.ts';
import {
  begin,
  bootError,
  fail,
  lockedPath,
  lookup,
  lostRace,
  mergeSignatures,
  promote,
  proxy,
} from './election-steps.ts';

export type { ElectionOptions, ElectionPhase, ElectionState, ElectionVerdict } from './election-types.ts';

const ELECTION_KINDS: ReadonlySet<string> = new Set([
  'ss.info',
  'ss.signature',
  'ss.timer.election',
  'ss.replica.demoted',
  'ss.guardian.demoted',
]);

export function isElectionMessage(msg: Message): boolean {
  return ELECTION_KINDS.has(msg.kind);
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
    signatures: {},
    cookie: 0,
    lockedWaits: 0,
    needCleanup: false,
    guardian: null,
    raceRetries: opts.raceRetries ?? 3,
    afterRace: false,
    logReadUs: opts.logReadUs ?? 5_000,
    lockStaleUs: opts.lockStaleUs ?? 2_000_000,
    maxLockedWaits: opts.maxLockedWaits ?? 3,
    withGuardian: opts.guardian ?? true,
  };
  lookup(st, ctx);
  return st;
}

function onInfo(
  st: ElectionState,
  msg: Extract<Message, { kind: 'ss.info' }>,
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
      if (msg.status !== 'OK') return begin(lockedPath, st, ctx);
      if (info.locked) {
        if (info.lockedForUs > st.lockStaleUs) return begin(lockedPath, st, ctx);
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
      if (info.leader === null || info.generation === 0) return begin(lockedPath, st, ctx);
      // another contender won and serves (our own half-accepted update is simply superseded)
      if (st.afterRace && !sameActor(info.leader, ctx.self)) return fail(st, ctx, 'boot-race');
      promote(st, ctx, 0);
      return PENDING;
    case 'lock':
      if (msg.status === 'RACE') return lostRace(st, ctx);
      if (msg.status !== 'OK') return fail(st, ctx, bootError(msg.status));
      // StateStorageInfo.Update(msg): adopt the locked generation
      if (info.generation > st.knownGeneration) st.knownGeneration = info.generation;
      st.phase = 'logRead';
      ctx.schedule(st.logReadUs, { kind: 'ss.timer.election', what: 'logRead', attempt: st.cookie });
      return PENDING;
    case 'update':
      if (msg.status === 'RACE') return lostRace(st, ctx);
      if (msg.status !== 'OK') return fail(st, ctx, bootError(msg.status));
      st.needCleanup = false;
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
    case 'lockWait':
    case 'logRead':
    case 'elected':
    case 'done':
      return PENDING;
  }
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
  const msg = env.msg;
  switch (msg.kind) {
    case 'ss.info':
      return onInfo(st, msg, ctx);
    case 'ss.signature':
      if (msg.tabletId === st.tabletId) mergeSignatures(st, msg.signatures);
      return PENDING;
    case 'ss.timer.election':
      if (msg.attempt !== st.cookie) return PENDING;
      if (msg.what === 'logRead' && st.phase === 'logRead') promote(st, ctx, 0);
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
      return PENDING;
  }
}

/** Stops the guardian (the host is going away, e.g. tablet.kill). Safe to call twice. */
export function stopElection(st: ElectionState, ctx: ActorContext): void {
  if (st.guardian) ctx.send(st.guardian, { kind: 'sys.poison' });
  st.guardian = null;
  if (st.phase !== 'elected') {
    if (st.needCleanup && st.phase !== 'done')
      ctx.send(proxy(ctx), { kind: 'ss.cleanup', tabletId: st.tabletId, leader: ctx.self });
  }
  st.phase = 'done';
}
