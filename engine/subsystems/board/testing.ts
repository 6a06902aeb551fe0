/**
 * A small fake ActorContext for unit tests of Board and SchemeBoard actors: records sends, timers,
 * spawns, watches and emitted events, and lets a test drive `receive` directly.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, TimerId, Us, World } from '../../kernel/actor.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import type { Message, SubsystemEvent as SemanticEvent } from '../unions.ts';
import type { NodeId, Topology } from '../../model/topology/types.ts';
import { buildTopology } from '../../model/topology/build.ts';

export interface Sent {
  readonly to: ActorId;
  readonly msg: Message;
}

export interface FakeCtx extends ActorContext {
  now: Us;
  readonly sent: Sent[];
  readonly timers: Map<TimerId, { at: Us; msg: Message }>;
  readonly spawned: { id: ActorId; type: string; args: unknown }[];
  readonly watched: NodeId[];
  readonly events: SemanticEvent[];
  stopped: boolean;
  /** Sends of a given kind, in order. */
  sentOf<K extends Message['kind']>(kind: K): (Sent & { msg: Extract<Message, { kind: K }> })[];
  clear(): void;
}

/** One flat ring group of `nodes` one-replica rings (legacy `node: [...]` config). */
export function flatGroup(
  nodes: readonly NodeId[],
  ntoSelect: number,
  extra: Partial<RingGroup> = {},
): RingGroup {
  return { ntoSelect, writeOnly: false, rings: nodes.map((n) => ({ replicas: [n] })), ...extra };
}

/** 1 DC, `racks` racks of one node each; every subsystem gets the same groups. */
export function testWorld(racks: number, groups: readonly RingGroup[]): World {
  const topology: Topology = buildTopology({
    name: 'test',
    realms: 1,
    racksPerRealm: racks,
    nodesPerRack: 1,
  });
  const sub = { ringGroups: groups };
  const config: ClusterConfig = { statestorage: sub, board: sub, schemeboard: sub };
  return { topology, config, seed: 1 };
}

export function fakeCtx(self: ActorId, world: World, randoms: readonly number[] = [0.5]): FakeCtx {
  let timerSeq = 0;
  let spawnSeq = 0;
  let r = 0;
  const ctx: FakeCtx = {
    self,
    now: 0,
    incarnation: 1,
    world,
    sent: [],
    timers: new Map(),
    spawned: [],
    watched: [],
    events: [],
    stopped: false,
    send(to, msg: Message) {
      ctx.sent.push({ to, msg });
    },
    schedule(delayUs, msg: Message) {
      const id = ++timerSeq;
      ctx.timers.set(id, { at: ctx.now + delayUs, msg });
      return id;
    },
    cancel(id) {
      ctx.timers.delete(id);
    },
    spawn(type, args) {
      const id = { node: self.node, name: `a1.${++spawnSeq}` };
      ctx.spawned.push({ id, type, args });
      return id;
    },
    stop() {
      ctx.stopped = true;
    },
    random() {
      return randoms[r++ % randoms.length]!;
    },
    watchNode(node) {
      ctx.watched.push(node);
    },
    unwatchNode() {},
    emit(event: SemanticEvent) {
      ctx.events.push(event);
    },
    sentOf(kind) {
      return ctx.sent.filter((s) => s.msg.kind === kind) as never;
    },
    clear() {
      ctx.sent.length = 0;
      ctx.events.length = 0;
      ctx.spawned.length = 0;
    },
  };
  return ctx;
}

let seq = 0;
export function env(from: ActorId, to: ActorId, msg: Message, now: Us = 0): Envelope {
  return { from, to, msg, sentAt: now, deliverAt: now, seq: ++seq };
}

/** Delivers `msg` to an actor through its behaviour, from `from`. */
export function deliver<S>(b: Behaviour<S>, state: S, ctx: FakeCtx, from: ActorId, msg: Message): void {
  b.receive(state, env(from, ctx.self, msg, ctx.now), ctx);
}

/** Fires the earliest pending timer (advancing `now`); returns false if none. */
export function fireTimer<S>(b: Behaviour<S>, state: S, ctx: FakeCtx): boolean {
  let best: [TimerId, { at: Us; msg: Message }] | undefined;
  for (const t of ctx.timers) if (!best || t[1].at < best[1].at) best = t;
  if (!best) return false;
  ctx.timers.delete(best[0]);
  ctx.now = Math.max(ctx.now, best[1].at);
  deliver(b, state, ctx, ctx.self, best[1].msg);
  return true;
}

/** Due times of pending timers of one kind. */
export function timersOf(ctx: FakeCtx, kind: Message['kind']): Us[] {
  return [...ctx.timers.values()].filter((t) => t.msg.kind === kind).map((t) => t.at);
}

/** Forgets pending timers of one kind (e.g. session checks a test does not exercise). */
export function dropTimers(ctx: FakeCtx, kind: Message['kind']): void {
  for (const [id, t] of [...ctx.timers]) if (t.msg.kind === kind) ctx.timers.delete(id);
}
