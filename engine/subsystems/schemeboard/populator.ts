/**
 * SchemeBoard populator (ydb/core/tx/scheme_board/populator.cpp), one per SchemeShard generation.
 * Talks to every replica of every contacted ring group (one TReplicaPopulator each, folded into a
 * slot here): Handshake(owner, generation); a replica that has seen a newer generation silences it;
 * otherwise a full sync sends the replica every description it holds (union of the path and PathId
 * selections), then Commit. Live descriptions from the SchemeShard go to the ready holders with
 * NeedAck; once a majority of every counted group (not write-only, not disconnected) acked a
 * version, the SchemeShard is told (`sb.published`). Lost replicas are re-handshaken after 50 ms.
 */
import { actorKey } from '../actor-id.ts';
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import { SESSION_TIMEOUT_US } from '../interconnect-session.ts';
import type { GroupTargets } from '../board/contract.ts';
import { versionKey, type PathDescription } from './messages.ts';
import { initSchema } from './schema.ts';
import type { SchemeBoardResolvingInbox } from './inbox.ts';
import { allReplicas, pathIdTargets } from './targets.ts';

/** populator.cpp: replica-populator retry after disconnect / undelivery. */
const POPULATOR_RETRY_US = 50_000;

export interface PopulatorArgs {
  readonly owner: string;
  readonly generation: number;
  readonly schemeshard: ActorId;
  readonly descriptions: readonly PathDescription[];
}

interface Slot {
  readonly actor: ActorId;
  status: 'handshake' | 'ready' | 'stale' | 'down';
  attempt: number;
  scheduled: boolean;
}

interface Pending {
  readonly path: string;
  readonly localPathId: number;
  readonly version: number;
  readonly acks: string[];
}

export interface PopulatorState {
  readonly owner: string;
  readonly generation: number;
  readonly schemeshard: ActorId;
  readonly descs: Map<number, PathDescription>;
  readonly holders: Map<number, GroupTargets[]>;
  readonly slots: Map<string, Slot>;
  readonly pending: Map<string, Pending>;
}

function holdersOf(s: PopulatorState, d: PathDescription, ctx: ActorContext): GroupTargets[] {
  let h = s.holders.get(d.localPathId);
  if (!h) s.holders.set(d.localPathId, (h = pathIdTargets(ctx.world, s.owner, d.path, d.localPathId)));
  return h;
}

const holds = (h: readonly GroupTargets[], key: string) =>
  h.some((g) => g.contacted && g.replicas.some((r) => actorKey(r) === key));

function handshake(s: PopulatorState, slot: Slot, key: string, ctx: ActorContext): void {
  slot.status = 'handshake';
  slot.attempt++;
  if (slot.actor.node !== ctx.self.node) ctx.watchNode(slot.actor.node);
  ctx.send(slot.actor, { kind: 'sb.handshake', owner: s.owner, generation: s.generation });
  ctx.schedule(SESSION_TIMEOUT_US, { kind: 'sb.sessionCheck', replica: key, attempt: slot.attempt });
}

function lost(slot: Slot, key: string, ctx: ActorContext): void {
  if (slot.status === 'stale' || slot.status === 'down') return;
  slot.status = 'down';
  if (slot.scheduled) return;
  slot.scheduled = true;
  ctx.schedule(POPULATOR_RETRY_US, { kind: 'sb.retryReplica', replica: key });
}

function update(s: PopulatorState, slot: Slot, d: PathDescription, ctx: ActorContext): void {
  ctx.send(slot.actor, {
    kind: 'sb.update',
    owner: s.owner,
    generation: s.generation,
    description: d,
    needAck: true,
  });
}

/** Op id of publishing one version: `owner:localPathId:vN`. */
function versionOpId(owner: string, v: { readonly localPathId: number; readonly version: number }): string {
  return `${owner}:${v.localPathId}:v${v.version}`;
}

/** IsMajorityReached in every ring group that counts. */
function tryPublish(s: PopulatorState, key: string, p: Pending, ctx: ActorContext): void {
  const d = s.descs.get(p.localPathId);
  if (!d) return;
  const counted = holdersOf(s, d, ctx).filter((g) => g.counted);
  // No counted group (all write-only / not contacted) means no quorum, as in engine/model/quorum.
  const ok =
    counted.length > 0 &&
    counted.every((g) => g.replicas.filter((r) => p.acks.includes(actorKey(r))).length >= g.majority);
  if (!ok) return;
  s.pending.delete(key);
  const opId = versionOpId(s.owner, p);
  ctx.emit({
    kind: 'op.quorum',
    subsystem: 'schemeboard',
    op: 'sb.update',
    opId,
    key: p.path,
    detail: `acked v${p.version}`,
  });
  ctx.send(s.schemeshard, {
    kind: 'sb.published',
    path: p.path,
    localPathId: p.localPathId,
    version: p.version,
  });
}

function init(ctx: ActorContext, args: unknown): PopulatorState {
  const a = args as PopulatorArgs;
  const s: PopulatorState = {
    owner: a.owner,
    generation: a.generation,
    schemeshard: a.schemeshard,
    descs: new Map(a.descriptions.map((d) => [d.localPathId, d])),
    holders: new Map(),
    slots: new Map(),
    pending: new Map(),
  };
  // the initial descriptions wait for their quorum too, so the SchemeShard learns they are published
  for (const d of a.descriptions) {
    s.pending.set(versionKey(d), {
      path: d.path,
      localPathId: d.localPathId,
      version: d.version,
      acks: [],
    });
  }
  const opId = `${a.owner}:g${a.generation}`;
  ctx.emit({ kind: 'op.started', subsystem: 'schemeboard', op: 'sb.populate', opId, key: a.owner });
  // Descriptions the SchemeShard read back from its log (schema-rows.ts) are published like its
  // changes; a fresh SchemeShard has only initSchema's root, which `sb.populate` stands for.
  const fresh = initSchema(a.owner, a.generation).objects;
  for (const d of a.descriptions)
    if (fresh.get(d.path)?.version !== d.version)
      ctx.emit({
        kind: 'op.started',
        subsystem: 'schemeboard',
        op: 'sb.update',
        opId: versionOpId(a.owner, d),
        key: d.path,
      });
  resolve(s, ctx);
  return s;
}

/**
 * Handshakes (then fully syncs) every replica without a slot and drops slots of replicas no longer
 * in the config: at start, and when the proxy re-sends the replica list after a config change
 * (populator.cpp: new replica populators on TEvListSchemeBoardResult).
 */
function resolve(s: PopulatorState, ctx: ActorContext): void {
  const now = allReplicas(ctx.world);
  const keys = new Set(now.map(actorKey));
  for (const k of [...s.slots.keys()]) if (!keys.has(k)) s.slots.delete(k);
  s.holders.clear();
  for (const actor of now) {
    if (s.slots.has(actorKey(actor))) continue;
    const slot: Slot = { actor, status: 'down', attempt: 0, scheduled: false };
    s.slots.set(actorKey(actor), slot);
    handshake(s, slot, actorKey(actor), ctx);
  }
}

export const sbPopulator = actorByKind<PopulatorState, SchemeBoardResolvingInbox>()('sb.populator', init, {
  'sb.replicasChanged': (s, _m, ctx) => resolve(s, ctx),
  'sb.handshakeResult': (s, m, ctx, env) => {
    const key = actorKey(env.from);
    const slot = s.slots.get(key);
    if (!slot || slot.status !== 'handshake' || m.owner !== s.owner) return;
    if (m.generation > s.generation) {
      slot.status = 'stale'; // a newer SchemeShard generation owns this replica now
      return;
    }
    slot.status = 'ready';
    const ids = [...s.descs.keys()].sort((a, b) => a - b);
    for (const id of ids) {
      const d = s.descs.get(id)!;
      if (holds(holdersOf(s, d, ctx), key)) update(s, slot, d, ctx);
    }
    ctx.send(slot.actor, { kind: 'sb.commit', owner: s.owner, generation: s.generation });
  },
  'sb.updateAck': (s, m, ctx, env) => {
    const key = actorKey(env.from);
    if (m.owner !== s.owner || m.generation !== s.generation) return;
    for (const [k, p] of [...s.pending]) {
      if (p.localPathId !== m.localPathId || p.version > m.version || p.acks.includes(key)) continue;
      p.acks.push(key);
      tryPublish(s, k, p, ctx);
    }
  },
  'sb.describe': (s, m, ctx) => {
    const d = m.description;
    s.descs.set(d.localPathId, d);
    const k = versionKey(d);
    const p: Pending = { path: d.path, localPathId: d.localPathId, version: d.version, acks: [] };
    s.pending.set(k, p);
    const opId = versionOpId(s.owner, d);
    ctx.emit({ kind: 'op.started', subsystem: 'schemeboard', op: 'sb.update', opId, key: d.path });
    const h = holdersOf(s, d, ctx);
    for (const [rk, slot] of s.slots) if (slot.status === 'ready' && holds(h, rk)) update(s, slot, d, ctx);
    tryPublish(s, k, p, ctx);
  },
  'sys.disconnected': (s, m, ctx) => {
    for (const [k, slot] of s.slots) if (slot.actor.node === m.node) lost(slot, k, ctx);
  },
  'sys.undelivered': (s, m, ctx) => {
    const slot = s.slots.get(actorKey(m.to));
    if (slot) lost(slot, actorKey(m.to), ctx);
  },
  'sb.sessionCheck': (s, m, ctx) => {
    const slot = s.slots.get(m.replica);
    if (slot && slot.attempt === m.attempt && slot.status === 'handshake') lost(slot, m.replica, ctx);
  },
  'sb.retryReplica': (s, m, ctx) => {
    const slot = s.slots.get(m.replica);
    if (!slot) return;
    slot.scheduled = false;
    if (slot.status === 'down') handshake(s, slot, m.replica, ctx);
  },
  'sys.poison': (s, _m, ctx) => {
    // It dies with its SchemeShard (the tablet's children pass away with it): updates not yet
    // published end here; the next SchemeShard's populator publishes its descriptions again.
    for (const p of s.pending.values())
      ctx.emit({
        kind: 'op.failed',
        subsystem: 'schemeboard',
        op: 'sb.update',
        opId: versionOpId(s.owner, p),
        key: p.path,
        detail: 'populator stopped with its SchemeShard',
      });
    ctx.stop();
  },
});
