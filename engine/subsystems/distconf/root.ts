/**
 * The root's work: run invokes one at a time through the command table, propose the result to the
 * static nodes, commit on the commit-quorum predicate, then send the configuration to every node's
 * NodeWarden and keep re-sending to nodes that have not confirmed it (a down or cut-off node gets
 * it once reachable: YDB nodes bind to distconf and receive the current config on (re)connect).
 */
import type { ActorContext, ActorId } from '../../kernel/actor.ts';
import { MAX_DISTCONF_QUEUE } from '../../limits.ts';
import { distconfOf, nodewardenOf } from './address.ts';
import type { DistconfMessage, InvokeResult } from './messages.ts';
import { PROPOSE_TIMEOUT_US, RESEND_US } from './names.ts';
import { decorateConfig, hasCommitQuorum } from './policy.ts';
import { DISTCONF_EXTENSIONS } from './registry.ts';
import { ROOT_COMMANDS } from './commands-table.ts';
import type { DistconfState, Invoke } from './state.ts';
import { mintConfigVersion } from './version.ts';

const send = (ctx: ActorContext, to: ActorId, msg: DistconfMessage) => ctx.send(to, msg);

function reply(ctx: ActorContext, inv: Invoke, result: InvokeResult): void {
  send(ctx, inv.replyTo, { kind: 'distconf.result', cookie: inv.cookie, result });
}

/** Ends an invoke without a verdict: the trace says why, the invoker learns it. */
export function fail(ctx: ActorContext, inv: Invoke, reason: string): void {
  ctx.emit({ kind: 'config.failed', command: inv.op.kind, reason });
  reply(ctx, inv, { ok: false, why: 'failed', subsystem: null, reason });
}

export function becomeRoot(st: DistconfState, ctx: ActorContext): void {
  st.root = true;
  ctx.emit({ kind: 'distconf.root', root: true });
  for (const s of DISTCONF_EXTENSIONS.flatMap((e) => e.rootServices ?? []))
    st.rootServices.set(s.id, ctx.spawn(s.type, s.args));
}

export function unbecomeRoot(st: DistconfState, ctx: ActorContext, reason: string): void {
  st.root = false;
  ctx.emit({ kind: 'distconf.root', root: false });
  for (const a of st.rootServices.values()) ctx.send(a, { kind: 'sys.poison' });
  st.rootServices.clear();
  st.wardens.clear();
  if (st.proposal) {
    ctx.cancel(st.proposal.timer);
    fail(ctx, st.proposal.invoke, reason);
    st.proposal = null;
  }
  for (const inv of st.queue.splice(0)) fail(ctx, inv, reason);
}

/** The highest version a seen static node stores, if above the root's own. */
function newerPeer(st: DistconfState): number | null {
  let best: number | null = null;
  for (const [n, v] of st.peerVersion)
    if (v > st.stored.version && (best === null || v > (st.peerVersion.get(best) ?? 0))) best = n;
  return best;
}

export function rootTick(st: DistconfState, ctx: ActorContext): void {
  const peer = newerPeer(st);
  // A root behind some static node first takes its configuration (YDB collects the quorum's configs
  // on becoming root and keeps the newest): it then treats it as committed and distributes it.
  if (peer !== null) return send(ctx, distconfOf(peer), { kind: 'distconf.pull' });
  fanOut(st, ctx, false);
  startNext(st, ctx);
}

/** Sends the stored configuration to every NodeWarden behind it (all of them when `all`). */
function fanOut(st: DistconfState, ctx: ActorContext, all: boolean): void {
  const { version, config } = st.stored;
  for (const n of ctx.world.topology.nodes) {
    const w = st.wardens.get(n.id);
    if (w && w.version >= version) continue;
    if (!all && w && ctx.now - w.sentAt < RESEND_US) continue;
    st.wardens.set(n.id, { version: w?.version ?? 0, sentAt: ctx.now });
    send(ctx, nodewardenOf(n.id), { kind: 'distconf.config', version, config });
  }
}

export function onApplied(st: DistconfState, from: ActorId, version: number): void {
  const w = st.wardens.get(from.node);
  if (!w || version > w.version) st.wardens.set(from.node, { version, sentAt: w?.sentAt ?? 0 });
}

/** On the root: queue the invoke, or run it now when nothing is being committed. */
export function rootInvoke(st: DistconfState, ctx: ActorContext, inv: Invoke): void {
  if (st.queue.length >= MAX_DISTCONF_QUEUE)
    return fail(ctx, inv, `distconf queue full (${MAX_DISTCONF_QUEUE} commands, MAX_DISTCONF_QUEUE)`);
  st.queue.push(inv);
  startNext(st, ctx);
}

function startNext(st: DistconfState, ctx: ActorContext): void {
  if (st.proposal !== null || newerPeer(st) !== null) return;
  const inv = st.queue.shift();
  if (inv === undefined) return;
  const entry = ROOT_COMMANDS.get(inv.op.kind);
  if (!entry) return fail(ctx, inv, `unknown distconf command '${inv.op.kind}'`);
  const d = entry.run(
    {
      config: st.stored.config,
      version: st.stored.version,
      world: ctx.world,
      staticNodes: st.staticNodes,
      rootServices: st.rootServices,
      ctx,
    },
    inv.op,
  );
  if (d.kind === 'answer') {
    reply(ctx, inv, d.result);
    return startNext(st, ctx);
  }
  if (d.kind === 'refuse') {
    const { subsystem, reason, replicaHost } = d;
    ctx.emit({
      kind: 'config.refused',
      command: inv.op.kind,
      subsystem,
      reason,
      ...(replicaHost === undefined ? {} : { replicaHost }),
    });
    reply(ctx, inv, { ok: false, why: 'refused', subsystem: d.subsystem, reason: d.reason });
    return startNext(st, ctx);
  }
  const config = decorateConfig(DISTCONF_EXTENSIONS, st.stored.config, d.config, ctx.world);
  const version = mintConfigVersion(ctx, st.stored.version, st.versionFloor);
  const timer = ctx.schedule(PROPOSE_TIMEOUT_US, { kind: 'distconf.timer.propose', version });
  st.proposal = { version, config, invoke: inv, acks: [st.self], timer };
  for (const n of st.staticNodes)
    if (n !== st.self) send(ctx, distconfOf(n), { kind: 'distconf.propose', version, config });
  tryCommit(st, ctx);
}

export function onAck(
  st: DistconfState,
  ctx: ActorContext,
  from: ActorId,
  version: number,
  accepted: boolean,
): void {
  const p = st.proposal;
  if (!accepted) {
    st.peerVersion.set(from.node, Math.max(version, st.peerVersion.get(from.node) ?? 0));
    if (p && version >= p.version) {
      // Another root's proposal got there first: this one can no longer win; catch up and retry.
      st.versionFloor = Math.max(st.versionFloor, version);
      ctx.cancel(p.timer);
      st.proposal = null;
      st.queue.unshift(p.invoke);
    }
    return;
  }
  if (!p || version !== p.version || p.acks.includes(from.node)) return;
  p.acks = [...p.acks, from.node].sort((a, b) => a - b);
  tryCommit(st, ctx);
}

function tryCommit(st: DistconfState, ctx: ActorContext): void {
  const p = st.proposal;
  if (!p) return;
  const q = { world: ctx.world, config: p.config, staticNodes: st.staticNodes, acked: p.acks };
  if (!hasCommitQuorum(DISTCONF_EXTENSIONS, q)) return;
  ctx.cancel(p.timer);
  st.proposal = null;
  st.stored = { version: p.version, config: p.config };
  ctx.emit({ kind: 'config.committed', version: p.version, command: p.invoke.op.kind, config: p.config });
  reply(ctx, p.invoke, { ok: true, version: p.version });
  fanOut(st, ctx, true);
  startNext(st, ctx);
}

export function onProposeTimeout(st: DistconfState, ctx: ActorContext, version: number): void {
  const p = st.proposal;
  if (!p || p.version !== version) return;
  st.proposal = null;
  // Some static nodes may have stored it: later proposals must use a newer version.
  st.versionFloor = Math.max(st.versionFloor, version);
  fail(ctx, p.invoke, 'no configuration quorum');
  startNext(st, ctx);
}
