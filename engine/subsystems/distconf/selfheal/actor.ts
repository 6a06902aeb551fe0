/**
 * The SelfHeal actor, a distconf root service: the CMS Sentinel's rounds (probing every node's
 * distconf), the activation on a node state change (`SelfHealNodesStateUpdate` → distconf
 * `SelfHealStateStorage`, relax time between activations), and one run at a time
 * (./runner.ts) sending its steps through the local distconf as root commands. Silent until
 * `selfheal.enable`; poisoned with the root (YDB `UnbecomeRoot`), which aborts a run.
 */
import type { ActorContext, Behaviour, InboxOf } from '../../../kernel/actor.ts';
import type { SystemMessage } from '../../../kernel/messages.ts';
import { decideSelfHeal } from '../../../model/selfheal/decision.ts';
import { pileMoves } from '../../../model/selfheal/piles.ts';
import { RING_SUBSYSTEMS } from '../../../model/config/types.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { assertNever } from '../../../util/assert.ts';
import { distconfOf } from '../address.ts';
import type { DistconfMessage } from '../messages.ts';
import type { SelfHealEvent } from './events.ts';
import type { DecommissionHeld, SelfHealMessage } from './messages.ts';
import { SELFHEAL_TYPE } from './names.ts';
import {
  abortRun,
  onStepResult,
  onWakeup,
  startRun,
  totalSteps,
  type RunEffect,
  type RunState,
} from './runner.ts';
import {
  answer,
  beginRound,
  endRound,
  initialRounds,
  nodesState,
  type SentinelRounds,
} from './sentinel-round.ts';
import { DEFAULT_SELFHEAL_SETTINGS, type SelfHealSettings } from './settings.ts';
import {
  initialMembership,
  isMember,
  joinIfReserved,
  leave,
  memberTopology,
  type Membership,
} from './members.ts';

export interface SelfHealState {
  settings: SelfHealSettings;
  /** Bumped by every `selfheal.configure`, so an old round timer stops. */
  epoch: number;
  rounds: SentinelRounds;
  readonly members: Membership;
  lastActivationUs: number | null;
  /** A node state changed during the relax time: activate when it ends. */
  pending: boolean;
  runId: number;
  run: RunState | null;
  /** distconf invoke cookie → step of the current run. */
  readonly cookies: Map<number, number>;
  nextCookie: number;
  /** Decommissioned nodes still named by the config: they leave once a run moved their replicas off. */
  readonly draining: Set<NodeId>;
}

const emit = (ctx: ActorContext, e: SelfHealEvent) => ctx.emit(e);

function apply(st: SelfHealState, ctx: ActorContext, effects: readonly RunEffect[]): void {
  for (const e of effects) {
    switch (e.kind) {
      case 'send': {
        const cookie = ++st.nextCookie;
        st.cookies.set(cookie, e.step);
        const total = st.run === null ? 0 : totalSteps(st.run.plan);
        emit(ctx, { kind: 'selfheal.step', step: e.step, total, command: e.op.kind });
        ctx.send(distconfOf(ctx.self.node), {
          kind: 'distconf.invoke',
          op: { ...e.op, node: ctx.self.node },
          replyTo: ctx.self,
          cookie,
          hops: 0,
        } satisfies DistconfMessage);
        break;
      }
      case 'wake':
        ctx.schedule(e.afterUs, {
          kind: 'selfheal.wakeup',
          run: st.runId,
          step: e.step,
        } satisfies SelfHealMessage);
        break;
      case 'finished':
        emit(ctx, {
          kind: 'selfheal.done',
          ok: e.status === 'ok',
          reason: e.reason ?? null,
          step: st.run?.step ?? 0,
        });
        st.cookies.clear();
        if (e.status === 'ok') drained(st, ctx);
        break;
      default:
        assertNever(e, 'run effect');
    }
  }
}

/** Draining nodes no ring group names any more leave the cluster. */
function drained(st: SelfHealState, ctx: ActorContext): void {
  const named = new Set(
    RING_SUBSYSTEMS.flatMap((s) =>
      ctx.world.config[s].ringGroups.flatMap((g) => g.rings.flatMap((r) => r.replicas)),
    ),
  );
  const gone = [...st.draining].filter((n) => !named.has(n));
  if (gone.length === 0) return;
  for (const n of gone) st.draining.delete(n);
  emit(ctx, { kind: 'cluster.left', nodes: gone });
}

/**
 * `cluster.decommission` of nodes that host replicas: with SelfHeal on they leave the membership
 * the generator sees and an activation is due (the relax time still applies); with it off the
 * command is refused as the root refuses it when no SelfHeal runs (./commands.ts).
 */
function drain(st: SelfHealState, ctx: ActorContext, nodes: readonly NodeId[], held: DecommissionHeld): void {
  if (!st.settings.enabled) {
    ctx.emit({ kind: 'config.refused', command: 'cluster.decommission', ...held });
    return;
  }
  leave(st.members, st.rounds, nodes);
  for (const n of nodes) st.draining.add(n);
  emit(ctx, { kind: 'cluster.draining', nodes });
  st.pending = true;
}

/** distconf `SelfHealStateStorage(wait, forceHeal = true, pileup)`. */
function activate(st: SelfHealState, ctx: ActorContext): void {
  st.pending = false;
  st.lastActivationUs = ctx.now;
  // A new request replaces the running one (YDB poisons it).
  if (st.run !== null) apply(st, ctx, abortRun(st.run, 'replaced by a new SelfHeal request'));
  const d = decideSelfHeal({
    topology: memberTopology(ctx.world.topology, st.members),
    current: ctx.world.config,
    nodeStates: nodesState(st.rounds),
    pileup: st.settings.pileup,
    forceHeal: true,
    ...(st.members.changed ? { resize: true } : {}),
  });
  if (d.kind === 'ERROR') {
    emit(ctx, { kind: 'selfheal.decision', decision: 'none', reason: d.reason, subsystems: [] });
    return;
  }
  st.runId++;
  if (d.kind === 'ONE_NODE') {
    emit(ctx, {
      kind: 'selfheal.decision',
      decision: 'one-node',
      reason: `Need to reconfig one node ${d.from} to ${d.to}`,
      from: d.from,
      to: d.to,
      subsystems: d.subsystems,
    });
    const r = startRun(
      { kind: 'ONE_NODE', from: d.from, to: d.to, subsystems: d.subsystems },
      st.settings.waitUs,
    );
    st.run = r.state;
    return apply(st, ctx, r.effects);
  }
  const subsystems = Object.keys(d.targets);
  const piles = ctx.world.topology.piles.map((p) => p.id);
  emit(ctx, {
    kind: 'selfheal.decision',
    decision: 'full',
    reason: 'Need to reconfig',
    subsystems,
    // Only in bridge mode, so the traces of clusters without piles stay as they were.
    ...(piles.length === 0 ? {} : { piles: pileMoves(piles, ctx.world.config, d.targets) }),
  });
  const plan = {
    kind: 'FULL',
    start: ctx.world.config,
    targets: d.targets,
    pilesCount: ctx.world.topology.piles.length,
  } as const;
  const r = startRun(plan, st.settings.waitUs);
  st.run = r.state;
  apply(st, ctx, r.effects);
}

function tick(st: SelfHealState, ctx: ActorContext, epoch: number): void {
  if (epoch !== st.epoch || !st.settings.enabled) return;
  let changed = false;
  if (st.rounds.round > 0) {
    const res = endRound(st.rounds, st.settings.limits);
    for (const m of res.moved)
      emit(ctx, { kind: 'selfheal.sentinel', target: m.node, health: m.health, trigger: m.trigger });
    changed = res.changed.length > 0;
    st.pending ||= changed;
  }
  if (st.pending) {
    const until = st.lastActivationUs === null ? ctx.now : st.lastActivationUs + st.settings.relaxUs;
    if (ctx.now >= until) activate(st, ctx);
    else if (changed) emit(ctx, { kind: 'selfheal.relax', untilUs: until });
  }
  const { probe } = beginRound(st.rounds);
  // Reserved slots are probed too: the first answer is how a new node registers.
  for (const node of [...probe, ...st.members.reserved])
    ctx.send(distconfOf(node), { kind: 'distconf.rootQuery' } satisfies DistconfMessage);
  ctx.schedule(st.settings.periodUs, { kind: 'selfheal.tick', epoch } satisfies SelfHealMessage);
}

/** What the self-heal actor handles: the kernel drops any other kind before receive. */
const INBOX = [
  'selfheal.configure',
  'selfheal.tick',
  'selfheal.wakeup',
  'selfheal.members',
  'selfheal.drain',
  'distconf.rootInfo',
  'distconf.result',
  'sys.poison',
] as const;
type In = InboxOf<SelfHealMessage | DistconfMessage | SystemMessage, typeof INBOX>;

export const selfHealBehaviour: Behaviour<SelfHealState, In> = {
  type: SELFHEAL_TYPE,
  inbox: INBOX,
  init(ctx) {
    const members = initialMembership(ctx.world.topology);
    return {
      settings: DEFAULT_SELFHEAL_SETTINGS,
      epoch: 0,
      rounds: initialRounds(ctx.world.topology.nodes.map((n) => n.id).filter((n) => isMember(members, n))),
      members,
      lastActivationUs: null,
      pending: false,
      runId: 0,
      run: null,
      cookies: new Map(),
      nextCookie: 0,
      draining: new Set(),
    };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    switch (msg.kind) {
      case 'selfheal.configure': {
        const wasOn = st.settings.enabled;
        st.settings = msg.settings;
        st.epoch++;
        const { enabled, periodUs, waitUs } = msg.settings;
        emit(ctx, { kind: 'selfheal.settings', enabled, periodUs, waitUs });
        if (enabled) ctx.schedule(wasOn ? periodUs : 0, { kind: 'selfheal.tick', epoch: st.epoch });
        return;
      }
      case 'selfheal.tick':
        return tick(st, ctx, msg.epoch);
      case 'selfheal.wakeup':
        if (st.run !== null && msg.run === st.runId) apply(st, ctx, onWakeup(st.run, msg.step));
        return;
      case 'distconf.rootInfo':
        if (joinIfReserved(st.members, st.rounds, env.from.node))
          return emit(ctx, { kind: 'cluster.registered', target: env.from.node });
        return answer(st.rounds, env.from.node, st.rounds.round);
      case 'selfheal.members':
        leave(st.members, st.rounds, msg.left);
        return emit(ctx, { kind: 'cluster.left', nodes: msg.left });
      case 'selfheal.drain':
        return drain(st, ctx, msg.nodes, msg.held);
      case 'distconf.result': {
        const step = st.cookies.get(msg.cookie);
        if (step === undefined || st.run === null) return;
        st.cookies.delete(msg.cookie);
        const reason = msg.result.ok ? '' : msg.result.reason;
        return apply(st, ctx, onStepResult(st.run, step, msg.result.ok, reason));
      }
      case 'sys.poison':
        if (st.run !== null) apply(st, ctx, abortRun(st.run, 'distconf root lost'));
        return ctx.stop();
      default:
        return assertNever(msg, 'self-heal message');
    }
  },
};
