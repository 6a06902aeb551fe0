/**
 * Tablet guardian (ydb/core/base/statestorage_guardian.cpp, TTabletGuardian + TReplicaGuardian),
 * spawned by an elected leader. It watches every selected replica of every resolved ring group
 * (write-only too, GetPlainReplicas): looks each one up, rewrites it with the leader's data when the
 * replica lacks it (IsGuardian update — this refills restarted replicas), and tells its tablet it is
 * demoted when a replica shows a newer leader, or when at most one replica is still reachable.
 * Timings (Numbers table): retry a lost replica every 250 ms; a replica lost for 3 s counts as missing.
 */
import { sameActor } from '../actor-id.ts';
import type { ActorContext, ActorId, Behaviour, InboxOf, Us } from '../../kernel/actor.ts';
import { assertNever } from '../../util/assert.ts';
import { type StateStorageInbox } from './messages.ts';
import { tabletGroups } from './groups.ts';
import { GUARDIAN_TYPE, type GuardianArgs } from './names.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import type { ReplicasChanged } from '../reconfigure.ts';

export const GUARDIAN_RETRY_US: Us = 250_000;
export const GUARDIAN_MISSING_US: Us = 3_000_000;

interface Slot {
  readonly replica: ActorId;
  state: 'lookup' | 'writing' | 'ok';
  /** No answer since a disconnect / undelivery; retried every 250 ms. */
  lost: boolean;
  /** Counted offline for the isolation check (lost for ≥ 3 s). */
  missing: boolean;
  /** Bumped on each loss and recovery, so stale timers are ignored. */
  epoch: number;
  /** Requests sent / the latest one answered (for the silence check). */
  asked: number;
  answered: number;
  /** No longer in the resolved replica list (a config change): its replica guardian stopped. */
  gone?: boolean;
}

export interface GuardianState {
  readonly tabletId: string;
  readonly leader: ActorId;
  readonly generation: number;
  readonly slots: Slot[];
  done: boolean;
}

function lookup(st: GuardianState, i: number, ctx: ActorContext): void {
  const s = st.slots[i]!;
  s.state = 'lookup';
  ctx.watchNode(s.replica.node);
  ctx.send(s.replica, { kind: 'ss.replica.lookup', tabletId: st.tabletId, cookie: i });
  expectAnswer(s, i, ctx);
}

function expectAnswer(s: Slot, i: number, ctx: ActorContext): void {
  s.asked++;
  ctx.schedule(SESSION_TIMEOUT_US, { kind: 'ss.timer.guardian', slot: i, epoch: s.asked, what: 'silence' });
}

function demote(st: GuardianState, ctx: ActorContext, reason: string): void {
  if (st.done) return;
  st.done = true;
  ctx.send(st.leader, { kind: 'ss.guardian.demoted', tabletId: st.tabletId, reason });
  ctx.stop();
}

function lose(st: GuardianState, i: number, ctx: ActorContext): void {
  const s = st.slots[i]!;
  if (s.lost || s.gone) return;
  s.lost = true;
  s.epoch++;
  ctx.schedule(GUARDIAN_RETRY_US, { kind: 'ss.timer.guardian', slot: i, epoch: s.epoch, what: 'retry' });
  ctx.schedule(GUARDIAN_MISSING_US, { kind: 'ss.timer.guardian', slot: i, epoch: s.epoch, what: 'missing' });
}

function checkIsolation(st: GuardianState, ctx: ActorContext): void {
  const live = st.slots.filter((s) => !s.gone);
  const total = live.length;
  const online = live.filter((s) => !s.missing).length;
  // statestorage_guardian.cpp: online replicas <= 1 (of > 1) → TEvDemoted(ByIsolation)
  if (total > 1 && online <= 1) demote(st, ctx, 'isolated');
}

function onInfo(
  st: GuardianState,
  from: ActorId,
  msg: Extract<StateStorageInbox, { kind: 'ss.replica.info' }>,
  ctx: ActorContext,
): void {
  if (msg.tabletId !== st.tabletId) return;
  const s = st.slots[msg.cookie];
  if (!s || s.gone || !sameActor(s.replica, from)) return;
  if (s.lost) {
    s.lost = false;
    s.epoch++;
  }
  s.answered = s.asked;
  s.missing = false;
  const info = msg.info;
  const newer =
    msg.status === 'OK' &&
    (info.generation > st.generation ||
      (info.generation === st.generation && !sameActor(info.leader, st.leader)));
  if (newer) return demote(st, ctx, 'demoted-by-guardian');
  const matches =
    msg.status === 'OK' &&
    info.generation === st.generation &&
    sameActor(info.leader, st.leader) &&
    sameActor(info.leaderTablet, st.leader);
  if (matches && s.state === 'writing') {
    s.state = 'ok';
    return;
  }
  // no data, older data, or not yet registered as guardian: (re)write with the current signature
  s.state = 'writing';
  ctx.send(s.replica, {
    kind: 'ss.replica.update',
    tabletId: st.tabletId,
    cookie: msg.cookie,
    leader: st.leader,
    leaderTablet: st.leader,
    generation: st.generation,
    step: 0,
    signature: msg.signature,
    isGuardian: true,
  });
  expectAnswer(s, msg.cookie, ctx);
}

const newSlot = (replica: ActorId): Slot => ({
  replica,
  state: 'lookup',
  lost: false,
  missing: false,
  epoch: 0,
  asked: 0,
  answered: 0,
});

/**
 * The proxy re-sent the replica list after a config change (TEvResolveReplicasList): a replica
 * guardian starts for each new replica (it finds it empty and rewrites it) and stops for each
 * replica no longer listed (statestorage_guardian.cpp `Handle(TEvResolveReplicasList)`).
 */
function reresolve(st: GuardianState, ctx: ActorContext): void {
  const now = tabletGroups(ctx.world, st.tabletId, 'resolve').flatMap((g) => g.replicas);
  for (const s of st.slots) if (!s.gone && !now.some((r) => sameActor(r, s.replica))) s.gone = true;
  for (const r of now) {
    if (st.slots.some((s) => !s.gone && sameActor(s.replica, r))) continue;
    st.slots.push(newSlot(r));
    lookup(st, st.slots.length - 1, ctx);
  }
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'ss.replica.info',
  'ss.replicasChanged',
  'sys.disconnected',
  'sys.undelivered',
  'ss.timer.guardian',
  'sys.poison',
] as const;
type In = InboxOf<StateStorageInbox | Extract<ReplicasChanged, { kind: 'ss.replicasChanged' }>, typeof INBOX>;

export const guardianBehaviour: Behaviour<GuardianState, In> = {
  type: GUARDIAN_TYPE,
  inbox: INBOX,
  init(ctx, raw) {
    const args = raw as GuardianArgs;
    const replicas = tabletGroups(ctx.world, args.tabletId, 'resolve').flatMap((g) => g.replicas);
    const st: GuardianState = {
      tabletId: args.tabletId,
      leader: args.leader,
      generation: args.generation,
      slots: replicas.map(newSlot),
      done: false,
    };
    st.slots.forEach((_, i) => lookup(st, i, ctx));
    return st;
  },
  receive(st, env, ctx) {
    if (st.done) return;
    const msg = env.msg;
    switch (msg.kind) {
      case 'ss.replica.info':
        return onInfo(st, env.from, msg, ctx);
      case 'ss.replicasChanged':
        return reresolve(st, ctx);
      case 'sys.disconnected':
        st.slots.forEach((s, i) => s.replica.node === msg.node && lose(st, i, ctx));
        return;
      case 'sys.undelivered':
        st.slots.forEach((s, i) => sameActor(s.replica, msg.to) && lose(st, i, ctx));
        return;
      case 'ss.timer.guardian': {
        const s = st.slots[msg.slot];
        if (!s || s.gone) return;
        if (msg.what === 'silence') {
          // no answer for a while: as if the session had failed (see SESSION_TIMEOUT_US)
          if (s.answered < msg.epoch && s.asked === msg.epoch) lose(st, msg.slot, ctx);
          return;
        }
        if (!s.lost || s.epoch !== msg.epoch) return;
        if (msg.what === 'missing') {
          s.missing = true;
          return checkIsolation(st, ctx);
        }
        // still no answer: look the replica up again, and again in 250 ms
        lookup(st, msg.slot, ctx);
        ctx.schedule(GUARDIAN_RETRY_US, {
          kind: 'ss.timer.guardian',
          slot: msg.slot,
          epoch: s.epoch,
          what: 'retry',
        });
        return;
      }
      case 'sys.poison':
        st.done = true;
        return ctx.stop();
      default:
        return assertNever(msg, 'StateStorage guardian message');
    }
  },
};
