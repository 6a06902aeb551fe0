/** The election's steps (tablet_sys.cpp), shared by election.ts; each sends one proxy request. */
import type { ActorContext } from '../../kernel/actor.ts';
import type { ProxyStatus, Signatures } from './messages.ts';
import { localProxy } from './names.ts';
import { blobStorageFor } from '../blobstorage/contract.ts';
import { PENDING, type ElectionState, type ElectionVerdict } from './election-types.ts';

export function lookup(st: ElectionState, ctx: ActorContext): void {
  st.phase = 'lookup';
  st.cookie++;
  ctx.send(localProxy(ctx), {
    kind: 'ss.lookup',
    tabletId: st.tabletId,
    cookie: st.cookie,
    sigWait: 'async',
  });
}

/**
 * Reads the tablet's durable log before a generation is chosen, on both paths: StateStorage
 * replicas are volatile, so their generation alone may go back (all replicas restarted) and be
 * reused. It stands for two steps of tablet_sys.cpp that the model does not keep apart:
 * `LockedInitializationPath` raising KnownGeneration from Hive's channel-0 history before the lock,
 * and FindLatest (`HandleFindLatestLogEntry` → PromoteToCandidate(max(latest gen, blocked gen)))
 * after it. YDB reads nothing on the direct path; see the sequence in election.ts.
 */
export function readLog(st: ElectionState, ctx: ActorContext, next: 'lock' | 'promote'): void {
  st.phase = 'logRead';
  st.afterLog = next;
  ctx.send(blobStorageFor(ctx), { kind: 'bs.discover', tabletId: st.tabletId });
}

/** tablet_sys.cpp after Update OK: block BlobStorage for older generations (the real fencing). */
export function blockLog(st: ElectionState, ctx: ActorContext): void {
  st.phase = 'block';
  ctx.send(blobStorageFor(ctx), { kind: 'bs.block', tabletId: st.tabletId, generation: st.knownGeneration });
}

/** tablet_sys.cpp: once blocked, the new generation writes its zero entry (gen:0) to the log. */
export function writeZeroEntry(st: ElectionState, ctx: ActorContext): void {
  st.phase = 'zeroEntry';
  st.knownStep = 0;
  ctx.send(blobStorageFor(ctx), {
    kind: 'bs.write',
    tabletId: st.tabletId,
    generation: st.knownGeneration,
    step: 0,
  });
}

// tablet_sys.cpp LockedInitializationPath: lock => find latest => update => normal path; with
// Hive's suggestion KnownGeneration is at least SuggestedGeneration - 1, so the lock takes it
export function lockedPath(st: ElectionState, ctx: ActorContext): void {
  if (st.suggestedGeneration) st.knownGeneration = Math.max(st.knownGeneration, st.suggestedGeneration - 1);
  st.phase = 'lock';
  st.cookie++;
  st.needCleanup = true;
  ctx.send(localProxy(ctx), {
    kind: 'ss.lock',
    tabletId: st.tabletId,
    cookie: st.cookie,
    leader: ctx.self,
    generation: st.knownGeneration + 1,
    signatures: { ...st.signatures },
  });
}

// tablet_sys.cpp PromoteToCandidate(gen): KnownGeneration = SuggestedGeneration if Hive gave one
// (the callers have checked it is still ahead), else 1 + max(gen, KnownGeneration); step 0
export function promote(st: ElectionState, ctx: ActorContext, gen: number): void {
  st.phase = 'update';
  st.knownGeneration = st.suggestedGeneration || 1 + Math.max(gen, st.knownGeneration);
  st.knownStep = 0;
  st.cookie++;
  ctx.send(localProxy(ctx), {
    kind: 'ss.update',
    tabletId: st.tabletId,
    cookie: st.cookie,
    leader: ctx.self,
    leaderTablet: ctx.self,
    generation: st.knownGeneration,
    step: 0,
    signatures: { ...st.signatures },
  });
}

export function fail(st: ElectionState, ctx: ActorContext, reason: string): ElectionVerdict {
  if (st.needCleanup)
    ctx.send(localProxy(ctx), { kind: 'ss.cleanup', tabletId: st.tabletId, leader: ctx.self });
  st.phase = 'done';
  return { kind: 'failed', reason };
}

export function begin(
  step: (st: ElectionState, ctx: ActorContext) => void,
  st: ElectionState,
  ctx: ActorContext,
): ElectionVerdict {
  step(st, ctx);
  return PENDING;
}

/** Lost a race: clean up, then retry the boot after a short random pause (Bootstrapper stand-in). */
export function lostRace(st: ElectionState, ctx: ActorContext): ElectionVerdict {
  if (st.raceRetries <= 0) return fail(st, ctx, 'boot-race');
  st.raceRetries--;
  if (st.needCleanup)
    ctx.send(localProxy(ctx), { kind: 'ss.cleanup', tabletId: st.tabletId, leader: ctx.self });
  st.needCleanup = false;
  st.afterRace = true;
  st.phase = 'lockWait';
  ctx.schedule(50_000 + Math.floor(ctx.random() * 100_000), {
    kind: 'ss.timer.election',
    what: 'retryLocked',
    attempt: st.cookie,
  });
  return PENDING;
}

export function bootError(status: ProxyStatus): string {
  // tablet_sys.cpp CancelTablet reasons for lock / update replies
  return status === 'TIMEOUT' ? 'boot-ss-timeout' : status === 'RACE' ? 'boot-race' : 'boot-ss-error';
}

export function mergeSignatures(st: ElectionState, sigs: Signatures): void {
  for (const [k, v] of Object.entries(sigs)) st.signatures[k] = v;
}
