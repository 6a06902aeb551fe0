/**
 * Bridge mode: tablets start only in the PRIMARY or the PROMOTED pile (bridge-mode docs, "Bootstrap"
 * and "other tablets"; Hive's TBridgePileInfo IsPrimary / IsPromoted, ydb/core/mind/hive/
 * bridge_pile_info.h, taken from NodeWarden's TBridgeInfo). A node reads both from its own config
 * (`bridgePiles`, set when it applies a committed cluster state). A Bootstrapper outside them walks
 * the Bootstrappers it is connected to and hands the launch to one in an allowed pile, or starts
 * nothing: a DISCONNECTED pile has no session to any other pile (interconnect is torn down).
 */
import type { ActorContext, World } from '../../kernel/actor.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';

/** Where this node stands for tablets: allowed, the primary a switchover leaves, or refused. */
export type TabletPileRole =
  | { readonly kind: 'allowed'; readonly pile: string }
  /** The primary while another pile is PROMOTED: serves until the promoted pile's instance takes over. */
  | { readonly kind: 'demoted'; readonly pile: string; readonly promoted: string }
  | { readonly kind: 'refused'; readonly pile: string; readonly reason: string };

interface PileView {
  readonly allowed: ReadonlySet<string>;
  readonly primary: string | undefined;
  readonly promoted: string | undefined;
  /** This node's pile has no session to the others (its ring group is DISCONNECTED). */
  readonly cutOff: (pile: string) => boolean;
}

function pileView(world: World): PileView {
  const cfg = world.config.statestorage;
  const stateOf = (pile: string) => cfg.ringGroups.find((g) => g.pile === pile)?.state ?? 'PRIMARY';
  const cutOff = (pile: string) => stateOf(pile) === 'DISCONNECTED';
  const known = cfg.bridgePiles;
  if (known) return { allowed: new Set([known.primary, known.promoted]), ...known, cutOff };
  // before the first committed cluster state: the ring groups' own states (PRIMARY when unset)
  const allowed = new Set(world.topology.piles.map((p) => p.id).filter((p) => stateOf(p) === 'PRIMARY'));
  const first = [...allowed][0];
  return { allowed, primary: first, promoted: first, cutOff };
}

const pileOfNode = (world: World, node: NodeId) => world.topology.nodes.find((n) => n.id === node)?.pile;

/** This node's role for tablets, or null outside bridge mode. */
export function tabletPileRole(world: World, node: NodeId): TabletPileRole | null {
  const pile = pileOfNode(world, node);
  if (pile === undefined) return null;
  const v = pileView(world);
  if (!v.allowed.has(pile)) {
    const to = v.primary === v.promoted ? `${v.primary}` : `${v.primary} / ${v.promoted}`;
    return { kind: 'refused', pile, reason: `pile ${pile} is not PRIMARY or PROMOTED (${to})` };
  }
  if (pile === v.primary && v.promoted !== undefined && v.promoted !== pile)
    return { kind: 'demoted', pile, promoted: v.promoted };
  return { kind: 'allowed', pile };
}

/** Why this node may not start a tablet, or null (always null outside bridge mode). */
export function bridgeBootRefusal(world: World, node: NodeId): string | null {
  const r = tabletPileRole(world, node);
  return r?.kind === 'refused' ? r.reason : null;
}

export type Handoff =
  { readonly to: NodeId; readonly pile: string } | { readonly to: null; readonly reason: string };

/**
 * The Bootstrapper `from` hands a launch to: walking the other nodes from `from` on (every node runs
 * a Bootstrapper here), the first in `pile` (default: the promoted pile, which is the primary outside
 * a switchover). None when this node's pile is cut off or the pile has no node.
 */
export function handoffTarget(world: World, from: NodeId, pile?: string): Handoff {
  const own = pileOfNode(world, from);
  const v = pileView(world);
  if (own !== undefined && v.cutOff(own))
    return { to: null, reason: `pile ${own} is DISCONNECTED: no Bootstrapper of another pile is reachable` };
  const wanted = pile ?? v.promoted;
  const nodes = [...world.topology.nodes].sort((a, b) => a.id - b.id);
  const start = nodes.findIndex((n) => n.id > from);
  const walk = start < 0 ? nodes : [...nodes.slice(start), ...nodes.slice(0, start)];
  const hit = walk.find((n) => n.id !== from && n.pile === wanted);
  return hit
    ? { to: hit.id, pile: wanted! }
    : { to: null, reason: `no Bootstrapper in pile ${wanted ?? '?'} to hand the launch to` };
}

/**
 * A boot this node's pile may not run (`refused`): the launch is handed to a Bootstrapper in the pile
 * that may (bootstrapper walk, bridge-mode docs "Bootstrap"), or nothing starts. A boot handed here
 * from another node is not handed on again (`handed`): two nodes with different configs never
 * ping-pong. Emits `tablet.handoff`; returns the node to send the boot to, or null.
 */
export function handOffRefusedBoot(
  ctx: ActorContext,
  tabletId: string,
  refused: string,
  handed: boolean,
): NodeId | null {
  const pile = pileOfNode(ctx.world, ctx.self.node) ?? '?';
  const target: Handoff = handed
    ? { to: null, reason: 'a handed-over launch is not handed on' }
    : handoffTarget(ctx.world, ctx.self.node);
  ctx.emit({
    kind: 'tablet.handoff',
    tabletId,
    pile,
    to: target.to,
    toPile: target.to === null ? null : target.pile,
    cause: 'refused',
    reason: target.to === null ? `${refused}; ${target.reason}` : refused,
  });
  return target.to;
}

/**
 * Bridge switchover, smoothly: a leader in the primary pile that a switchover leaves asks a
 * Bootstrapper in the PROMOTED pile to start its successor, once (`leader.handedOver`), and keeps
 * serving until the successor's election demotes it (bridge-mode docs, "other tablets"). Emits
 * `tablet.handoff`; returns the node to send the successor's boot to, or null (nothing to do).
 */
export function handOverOnSwitchover(
  leader: { handedOver: boolean },
  ctx: ActorContext,
  tabletId: string,
): NodeId | null {
  if (leader.handedOver) return null;
  const role = tabletPileRole(ctx.world, ctx.self.node);
  if (role?.kind !== 'demoted') return null;
  leader.handedOver = true;
  const target = handoffTarget(ctx.world, ctx.self.node, role.promoted);
  ctx.emit({
    kind: 'tablet.handoff',
    tabletId,
    pile: role.pile,
    to: target.to,
    toPile: target.to === null ? null : target.pile,
    cause: 'switchover',
    reason: target.to === null ? target.reason : `pile ${role.promoted} is PROMOTED`,
  });
  return target.to;
}

/**
 * Whether applying a config changed the piles this node may run tablets in (`bridgePiles`): every
 * tablet-like actor here then checks its pile (StateStorage tablets, the SchemeShard).
 */
export function bridgePilesChanged(prev: ClusterConfig, world: World): boolean {
  const before = prev.statestorage.bridgePiles;
  const after = world.config.statestorage.bridgePiles;
  return JSON.stringify(before ?? null) !== JSON.stringify(after ?? null);
}
