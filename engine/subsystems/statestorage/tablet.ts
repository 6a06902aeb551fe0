/**
 * A StateStorage-elected tablet (TTablet, ydb/core/tablet/tablet_sys.cpp), spawned by `ss-agent` on
 * `tablet.boot`. It runs the election (election.ts), then serves pipe requests: each one is
 * committed to the tablet's log in BlobStorage (a write at gen:step) before it is answered, as a
 * tablet transaction is (tablet_sys.cpp TEvCommit → TEvPut); a refused write means a newer
 * generation blocked the log, which demotes it. Demoted by a replica, by its guardian or by
 * BlobStorage, or failing to boot, it stops. `sys.poison` (tablet.kill) stops it too.
 */
import type { ActorContext, ActorId, Behaviour, InboxOf, Narrow } from '../../kernel/actor.ts';
import {
  commitStep,
  type ElectionOptions,
  type ElectionState,
  ELECTION_INBOX,
  electionReceive,
  isElectionMessage,
  startElection,
  stopElection,
} from './election.ts';
import { AGENT_SERVICE, TABLET_TYPE } from './names.ts';
import { handOverOnSwitchover as handOverSuccessor, tabletPileRole } from './bridge-boot.ts';
import type { StateStorageInbox } from './messages.ts';
import { assertNever } from '../../util/assert.ts';

export interface TabletArgs {
  readonly tabletId: string;
  readonly election?: ElectionOptions;
}

export interface TabletState {
  readonly tabletId: string;
  readonly election: ElectionState;
  serving: boolean;
  generation: number;
  /** Pipe requests answered while serving (shown in the UI). */
  served: number;
  /** Requests whose log write is in flight, answered once it is committed. */
  readonly pending: { step: number; client: ActorId; cookie: number }[];
  /** Bridge switchover: the promoted pile was asked to start this tablet's successor. */
  handedOver: boolean;
}

/**
 * Bridge switchover, smoothly: a leader in the primary pile that a switchover leaves keeps serving
 * and asks a Bootstrapper in the PROMOTED pile to start its successor at the next generation; the
 * successor's lock and log block fence this one (it stops when demoted), so no request is served by
 * both and the successor is running before this one stops (bridge-mode docs, "other tablets").
 */
function handOverOnSwitchover(st: TabletState, ctx: ActorContext): void {
  if (!st.serving) return;
  const to = handOverSuccessor(st, ctx, st.tabletId);
  if (to === null) return;
  const command = { kind: 'tablet.boot', node: to, tabletId: st.tabletId, generation: st.generation + 1 };
  ctx.send({ node: to, name: AGENT_SERVICE }, { kind: 'cmd', command });
}

function respond(st: TabletState, ctx: ActorContext, to: ActorId, cookie: number, ok: boolean): void {
  ctx.send(to, { kind: 'ss.pipe.response', tabletId: st.tabletId, cookie, ok, generation: st.generation });
}

function stop(st: TabletState, ctx: ActorContext, reason: string): void {
  stopElection(st.election, ctx);
  st.serving = false;
  // uncommitted requests are not answered as served (TEvTabletProblem to the pipes)
  for (const p of st.pending.splice(0)) respond(st, ctx, p.client, p.cookie, false);
  ctx.emit({ kind: 'tablet.stopped', tabletId: st.tabletId, actor: ctx.self, reason });
  ctx.stop();
}

/** A pipe this tablet does not serve (not the leader, or its pile no longer PRIMARY): refused. */
function refusePipe(
  st: TabletState,
  ctx: ActorContext,
  client: ActorId,
  req: { readonly tabletId: string; readonly cookie: number },
): void {
  ctx.send(client, {
    kind: 'ss.pipe.response',
    tabletId: req.tabletId,
    cookie: req.cookie,
    ok: false,
    generation: st.generation,
  });
}

/**
 * Kinds that only wake the tablet to check its pile (bridge mode): a demoted pile's tablet stops at
 * the first message it gets, whatever it is, so these stay in the inbox though nothing else reads them.
 */
const PILE_CHECK_ONLY = ['sys.undelivered', 'sys.disconnected', 'sb.change', 'ss.pilesChanged'] as const;
const pileCheckOnly = (m: In): m is Narrow<In, (typeof PILE_CHECK_ONLY)[number]> =>
  (PILE_CHECK_ONLY as readonly string[]).includes(m.kind);

/** What a tablet handles (its election's kinds too): the kernel drops any other kind before receive. */
const INBOX = [...ELECTION_INBOX, 'ss.pipe.request', 'sys.poison', ...PILE_CHECK_ONLY] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

export const tabletBehaviour: Behaviour<TabletState, In> = {
  type: TABLET_TYPE,
  inbox: INBOX,
  init(ctx, raw) {
    const args = raw as TabletArgs;
    return {
      tabletId: args.tabletId,
      election: startElection(ctx, args.tabletId, args.election),
      serving: false,
      generation: 0,
      served: 0,
      pending: [],
      handedOver: false,
    };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    // Bridge mode: once this node's pile is neither PRIMARY nor PROMOTED, the tablet stops instead
    // of serving; in the primary a switchover leaves, it starts its successor in the promoted pile.
    const role = msg.kind === 'sys.poison' ? null : tabletPileRole(ctx.world, ctx.self.node);
    if (role?.kind === 'refused') {
      if (msg.kind === 'ss.pipe.request') refusePipe(st, ctx, env.from, msg);
      return stop(st, ctx, role.reason);
    }
    if (role?.kind === 'demoted') handOverOnSwitchover(st, ctx);
    if (pileCheckOnly(msg)) return;
    if (isElectionMessage(msg)) {
      const v = electionReceive(st.election, env, ctx);
      switch (v.kind) {
        case 'pending':
          return;
        case 'elected':
          st.serving = true;
          st.generation = v.generation;
          return handOverOnSwitchover(st, ctx);
        case 'committed': {
          const i = st.pending.findIndex((p) => p.step === v.step);
          if (i < 0) return;
          const [p] = st.pending.splice(i, 1);
          st.served++;
          ctx.emit({
            kind: 'tablet.served',
            tabletId: st.tabletId,
            generation: st.generation,
            step: v.step,
            actor: ctx.self,
            client: p!.client,
          });
          return respond(st, ctx, p!.client, p!.cookie, true);
        }
        case 'demoted':
          return stop(st, ctx, v.reason);
        case 'failed':
          return stop(st, ctx, v.reason);
        default:
          return assertNever(v, 'election verdict');
      }
    }
    switch (msg.kind) {
      case 'ss.pipe.request': {
        // PipeConnectAcceptor: only an active leader accepts; others answer with a problem
        const step = st.serving && msg.tabletId === st.tabletId ? commitStep(st.election, ctx) : null;
        if (step === null) {
          refusePipe(st, ctx, env.from, msg);
          return;
        }
        st.pending.push({ step, client: env.from, cookie: msg.cookie });
        return;
      }
      case 'sys.poison':
        return stop(st, ctx, 'killed');
      default:
        return assertNever(msg, 'StateStorage tablet message');
    }
  },
};
