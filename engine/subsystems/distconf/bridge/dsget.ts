/**
 * `dsproxy.get`: a read through the node's dsproxy-proxy. Like bridge.cpp's get it goes to the
 * primary pile's group only (the docs' ping to the other group is not simulated); every VDisk checks
 * mode, submode and PPGeneration as for a put. The blob is found as soon as one accepting VDisk holds
 * it, and not found once a quorum of the group answered without it [guess: mirror-3's read of any
 * replica]; the first refusal fails the read.
 */
import type { ActorContext } from '../../../kernel/actor.ts';
import {
  checkOperation,
  proxyViewOf,
  type ProxyConfig,
  type ProxyView,
} from '../../../model/bridge/dsproxy.ts';
import { groupVDisks } from '../../../model/blobstorage/group.ts';
import { groupHasQuorum, pileGroups } from '../../../model/bridge/staticgroup.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import type { PileMap } from './links.ts';
import { vdiskHas } from './vdisk.ts';

export interface PendingGet {
  readonly op: ProxyView;
  readonly blob: string;
  readonly answered: Set<NodeId>;
}

/** What a read needs of the node's proxy (dsproxy.ts DsProxyState). */
interface GetHost {
  readonly config: ProxyConfig;
  seq: number;
  readonly gets: Map<number, PendingGet>;
}

export type DsGetMessage =
  | { readonly kind: 'bridge.get'; readonly id: number; readonly op: ProxyView; readonly blob: string }
  | {
      readonly kind: 'bridge.getResult';
      readonly id: number;
      readonly ok: boolean;
      readonly has: boolean;
      readonly reason?: string;
    };

export function onGetCommand(p: GetHost, blob: string, ctx: ActorContext): void {
  const c = p.config;
  const op = proxyViewOf(c);
  const id = ++p.seq;
  p.gets.set(id, { op, blob, answered: new Set() });
  const group = pileGroups(ctx.world.topology)[op.primary];
  for (const v of groupVDisks(group))
    ctx.send({ node: v.node, name: 'bridge' }, { kind: 'bridge.get', id, op, blob });
}

/** A VDisk of the primary group answers a read; a lost drive answers nothing. */
export function onGet(
  p: GetHost,
  msg: Extract<DsGetMessage, { kind: 'bridge.get' }>,
  from: NodeId,
  driveLost: boolean,
  ctx: ActorContext,
): void {
  const group = p.config.groups[msg.op.primary];
  if (driveLost || !group) return;
  const check = checkOperation(group, msg.op);
  ctx.send(
    { node: from, name: 'bridge' },
    {
      kind: 'bridge.getResult',
      id: msg.id,
      ok: check.ok,
      has: check.ok && vdiskHas(ctx, msg.blob),
      ...(check.ok ? {} : { reason: check.reason }),
    },
  );
}

export function onGetResult(
  p: GetHost,
  msg: Extract<DsGetMessage, { kind: 'bridge.getResult' }>,
  from: NodeId,
  m: PileMap,
  ctx: ActorContext,
): void {
  const get = p.gets.get(msg.id);
  if (!get) return;
  get.answered.add(from);
  const group = pileGroups(ctx.world.topology)[get.op.primary];
  const quorum = group !== undefined && groupHasQuorum(group, (v) => get.answered.has(v.node));
  if (msg.ok && !msg.has && !quorum) return;
  p.gets.delete(msg.id);
  ctx.emit({
    kind: 'bridge.get',
    blob: get.blob,
    group: m.names[get.op.primary] ?? '',
    found: msg.has,
    ppGeneration: get.op.ppGeneration,
    ...(msg.reason === undefined ? {} : { reason: msg.reason }),
  });
}
