/**
 * Static-node side of distconf: activation, heartbeats, root election, storing proposals and
 * handing stored configurations to a catching-up root.
 */
import type { ActorContext, ActorId } from '../../kernel/actor.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import { distconfOf } from './address.ts';
import { HEARTBEAT_US, SEEN_WINDOW_US } from './names.ts';
import type { DistconfMessage } from './messages.ts';
import { isRootEligible } from './policy.ts';
import { DISTCONF_EXTENSIONS } from './registry.ts';
import { becomeRoot, rootTick, unbecomeRoot } from './root.ts';
import { seenNodes, type DistconfState } from './state.ts';

const send = (ctx: ActorContext, to: ActorId, msg: DistconfMessage) => ctx.send(to, msg);

/** Starts heartbeats on a static node (once); distconf stays silent until something needs it. */
export function activate(st: DistconfState, ctx: ActorContext): void {
  if (st.active || !st.isStatic) return;
  st.active = true;
  tick(st, ctx);
}

/** Every HEARTBEAT_US: ping the other static nodes, re-run the election, let the root work. */
export function tick(st: DistconfState, ctx: ActorContext): void {
  for (const n of st.staticNodes)
    if (n !== st.self) send(ctx, distconfOf(n), { kind: 'distconf.ping', version: st.stored.version });
  const seen = seenNodes(st, ctx.now, SEEN_WINDOW_US);
  const eligible = isRootEligible(DISTCONF_EXTENSIONS, {
    world: ctx.world,
    self: st.self,
    staticNodes: st.staticNodes,
    seen,
  });
  if (eligible && !st.root) becomeRoot(st, ctx);
  else if (!eligible && st.root) unbecomeRoot(st, ctx, 'distconf root lost its quorum');
  if (st.root) rootTick(st, ctx);
  ctx.schedule(HEARTBEAT_US, { kind: 'distconf.timer.tick' } satisfies DistconfMessage);
}

/** Where an invoke goes next: the lowest static node this node sees (a majority seen), or null. */
export function rootGuess(st: DistconfState, now: number): number | null {
  if (!st.isStatic) return st.staticNodes[0] ?? null;
  const seen = seenNodes(st, now, SEEN_WINDOW_US);
  if (seen.length * 2 <= st.staticNodes.length) return null;
  return seen[0] ?? null;
}

export function onPing(st: DistconfState, ctx: ActorContext, from: ActorId, version: number): void {
  st.lastHeard.set(from.node, ctx.now);
  st.peerVersion.set(from.node, version);
  activate(st, ctx);
}

/** A static node stores a proposal only when it is newer than what it stores (no two per version). */
export function onPropose(
  st: DistconfState,
  ctx: ActorContext,
  from: ActorId,
  version: number,
  config: ClusterConfig,
): void {
  activate(st, ctx);
  const accepted = st.isStatic && version > st.stored.version;
  if (accepted) st.stored = { version, config };
  send(ctx, from, { kind: 'distconf.ack', version: accepted ? version : st.stored.version, accepted });
}

export function onPull(st: DistconfState, ctx: ActorContext, from: ActorId): void {
  send(ctx, from, { kind: 'distconf.state', version: st.stored.version, config: st.stored.config });
}

export function onState(st: DistconfState, version: number, config: ClusterConfig): void {
  if (version > st.stored.version) st.stored = { version, config };
}
