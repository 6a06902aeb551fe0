/**
 * The static group's dsproxy-proxy on each node (model/bridge/dsproxy.ts): the node's proxy config
 * is the one committed with the cluster state it adopts, its VDisk holds its group's config, and `dsproxy.put` writes
 * one blob through the node's proxy. The put goes to every VDisk of each group the proxy's mode
 * writes to (both while SYNCHRONIZED, the primary one only while DISCONNECTED); each VDisk checks
 * mode, submode and PPGeneration, stores the blob if they match (vdisk.ts) and answers. Like
 * bridge.cpp's put, the write fails at the first refusal and is acknowledged when every group it
 * reached has its quorum of accepting VDisks (`CheckQuorumForGroup`); a group the writer already
 * knows lacks that quorum (its drives lost, its nodes unheard) refuses the put before it is sent.
 * `dsproxy.get` reads a blob from the primary group. Nothing here runs unless a command is sent.
 */
import { z } from 'zod';
import type { ActorContext } from '../../../kernel/actor.ts';
import { nodeIdSchema } from '../../../kernel/commands.ts';
import {
  checkOperation,
  committedProxyConfig,
  proxyModeText,
  proxyViewOf,
  writeTargets,
  type ProxyConfig,
  type ProxyView,
} from '../../../model/bridge/dsproxy.ts';
import { groupHasQuorum, pileGroups } from '../../../model/bridge/staticgroup.ts';
import { initialClusterState, type ClusterState } from '../../../model/bridge/state.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { PileMap } from './links.ts';
import { vdiskStore } from './vdisk.ts';
import { noteExecuted } from './vdiskop.ts';
import type { PendingGet } from './dsget.ts';

/** A blob's size when the put names none [guess: a teaching size; YDB's blobs go up to 8 MiB]. */
const BLOB_BYTES = 65_536;
const MAX_BLOB_BYTES = 8 << 20;

export const DSPROXY_COMMANDS = [
  z.strictObject({
    kind: z.literal('dsproxy.put'),
    node: nodeIdSchema,
    bytes: z.number().int().positive().max(MAX_BLOB_BYTES).optional(),
  }),
  z.strictObject({ kind: z.literal('dsproxy.get'), node: nodeIdSchema, blob: z.string().min(1).max(64) }),
] as const;

export type DsProxyCommand = z.infer<(typeof DSPROXY_COMMANDS)[number]>;

export const isDsProxyCommand = (c: { readonly kind: string }): c is DsProxyCommand =>
  c.kind === 'dsproxy.put' || c.kind === 'dsproxy.get';

export type DsProxyMessage =
  /** A put from the proxy on the sender, carrying the proxy's view, to one VDisk of group `pile`. */
  | {
      readonly kind: 'bridge.put';
      readonly id: number;
      readonly pile: number;
      readonly op: ProxyView;
      readonly blob: string;
      readonly bytes: number;
    }
  /** The VDisk's answer; a refusal names the reason and the PPGeneration the group holds. */
  | {
      readonly kind: 'bridge.putResult';
      readonly id: number;
      readonly pile: number;
      readonly ok: boolean;
      readonly reason?: string;
      readonly groupPPGeneration: number;
    };

interface PendingPut {
  readonly op: ProxyView;
  readonly blob: string;
  readonly bytes: number;
  /** Group pile → the VDisk nodes that accepted. */
  readonly accepted: Map<number, Set<NodeId>>;
}

export interface DsProxyState {
  config: ProxyConfig;
  seq: number;
  readonly puts: Map<number, PendingPut>;
  readonly gets: Map<number, PendingGet>;
}

/** The node's proxy: the config committed with the state it holds (model/bridge/dsproxy.ts). */
export function initDsProxy(stored: ClusterState): DsProxyState {
  return { config: committedProxyConfig(stored), seq: 0, puts: new Map(), gets: new Map() };
}

/** A cluster without piles: one group (its static group, model/blobstorage/group.ts), one fixed config. */
const SINGLE_GROUP_CONFIG: ProxyConfig = committedProxyConfig(initialClusterState(1));

/** The initial state per pile count, one object each, so its config is derived once (a VDisk asks per operation). */
const initialStates = new Map<number, ClusterState>();

function initialStateOf(piles: number): ClusterState {
  let s = initialStates.get(piles);
  if (!s) {
    s = initialClusterState(piles);
    initialStates.set(piles, s);
  }
  return s;
}

/**
 * The node's proxy config, from the committed state its keeper last kept on disk (what the node's
 * VDisk and tablets' puts use).
 */
export function proxyConfigOf(ctx: ActorContext): ProxyConfig {
  const piles = ctx.world.topology.piles.length;
  if (piles < 2) return SINGLE_GROUP_CONFIG;
  const bridge = ctx.durable('bridge') as { committed?: ClusterState } | undefined;
  return committedProxyConfig(bridge?.committed ?? initialStateOf(piles));
}

/**
 * The node adopted `state`: its proxy (and its VDisk's group config) take the config committed with
 * it, however many states the node missed.
 */
export function adoptDsProxy(p: DsProxyState, state: ClusterState): void {
  p.config = committedProxyConfig(state);
}

const modeText = (v: ProxyView, m: PileMap): string => proxyModeText(v, m.names);

/**
 * `dsproxy.put` on this node: the write goes out through its proxy, unless a target group lacks the
 * quorum of VDisks `vdiskOk` says can answer (`groupHasQuorum` with the drives and nodes it knows).
 */
/** Puts a node's proxy waits on at once; older ones are forgotten (their answers ignored). */
const MAX_PENDING_PUTS = 32;

export function onPutCommand(
  p: DsProxyState,
  c: Extract<DsProxyCommand, { kind: 'dsproxy.put' }>,
  vdiskOk: (n: NodeId) => boolean,
  m: PileMap,
  ctx: ActorContext,
): void {
  const op = proxyViewOf(p.config);
  const id = ++p.seq;
  const blob = `${ctx.self.node}.${ctx.incarnation}.${id}`;
  const bytes = c.bytes ?? BLOB_BYTES;
  const groups = pileGroups(ctx.world.topology);
  const short = writeTargets(op).find((pile) => {
    const g = groups[pile];
    return !g || !groupHasQuorum(g, (v) => vdiskOk(v.node));
  });
  if (short !== undefined) {
    ctx.emit({
      kind: 'bridge.put',
      ok: false,
      ppGeneration: op.ppGeneration,
      mode: modeText(op, m),
      group: m.names[short] ?? '',
      reason: 'no-disk-quorum',
    });
    return;
  }
  p.puts.set(id, { op, blob, bytes, accepted: new Map() });
  // A put some VDisk never answers (its node down) stays pending: keep the newest only.
  for (const old of p.puts.keys()) {
    if (p.puts.size <= MAX_PENDING_PUTS) break;
    p.puts.delete(old);
  }
  for (const pile of writeTargets(op))
    for (const v of groups[pile]?.realms.flat() ?? [])
      ctx.send({ node: v.node, name: 'bridge' }, { kind: 'bridge.put', id, pile, op, blob, bytes });
}

/** A VDisk of this node's pile checks a put; a VDisk whose drive is lost does not answer. */
export function onPut(
  p: DsProxyState,
  msg: Extract<DsProxyMessage, { kind: 'bridge.put' }>,
  from: NodeId,
  driveLost: boolean,
  ctx: ActorContext,
): void {
  if (driveLost) return;
  const group = p.config.groups[msg.pile];
  if (!group) return;
  const check = checkOperation(group, msg.op);
  if (check.ok) {
    vdiskStore(ctx, [[msg.blob, msg.bytes]]);
    noteExecuted(ctx, 'put', msg.pile, msg.op, group, p.config);
  }
  ctx.send(
    { node: from, name: 'bridge' },
    {
      kind: 'bridge.putResult',
      id: msg.id,
      pile: msg.pile,
      ok: check.ok,
      ...(check.ok ? {} : { reason: check.reason }),
      groupPPGeneration: group.ppGeneration,
    },
  );
}

/** The writer hears a VDisk: the first refusal fails the put, every group at quorum acknowledges it. */
export function onPutResult(
  p: DsProxyState,
  msg: Extract<DsProxyMessage, { kind: 'bridge.putResult' }>,
  from: NodeId,
  m: PileMap,
  ctx: ActorContext,
): void {
  const put = p.puts.get(msg.id);
  if (!put) return;
  const base = { ppGeneration: put.op.ppGeneration, mode: modeText(put.op, m) };
  if (!msg.ok) {
    p.puts.delete(msg.id);
    ctx.emit({
      kind: 'bridge.put',
      ok: false,
      ...base,
      group: m.names[msg.pile] ?? '',
      by: from,
      groupPPGeneration: msg.groupPPGeneration,
      reason: msg.reason ?? '',
    });
    return;
  }
  const acc = put.accepted.get(msg.pile) ?? new Set<NodeId>();
  acc.add(from);
  put.accepted.set(msg.pile, acc);
  const groups = pileGroups(ctx.world.topology);
  const done = writeTargets(put.op).every((pile) => {
    const g = groups[pile];
    const got = put.accepted.get(pile);
    return g !== undefined && got !== undefined && groupHasQuorum(g, (v) => got.has(v.node));
  });
  if (!done) return;
  p.puts.delete(msg.id);
  const holders = Object.fromEntries(
    writeTargets(put.op).map((pile) => [
      m.names[pile] ?? '',
      [...(put.accepted.get(pile) ?? [])].sort((a, b) => a - b),
    ]),
  );
  ctx.emit({ kind: 'bridge.put', ok: true, ...base, blob: put.blob, bytes: put.bytes, holders });
}
