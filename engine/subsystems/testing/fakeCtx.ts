/**
 * Unit-test harness for the subsystems' actors: a recording ActorContext (sends, timers, spawns,
 * watches, events) that lets a test drive one behaviour's `receive` without the runtime, plus small
 * worlds to run it in. Imported by tests only.
 */
import { handles } from '../../kernel/actor.ts';
import type { ActorContext, ActorId, Behaviour, Envelope, TimerId, Us, World } from '../../kernel/actor.ts';
import type { Message } from '../unions.ts';
import type { SubsystemEvent as SemanticEvent } from '../unions.ts';
import type { ClusterConfig, RingGroup } from '../../model/config/types.ts';
import type { NodeId, Topology } from '../../model/topology/types.ts';
import { buildTopology } from '../../model/topology/build.ts';

export interface Sent {
  readonly to: ActorId;
  readonly msg: Message;
}

export interface Timer {
  readonly id: TimerId;
  /** Due time (`now` at scheduling + delay). */
  readonly at: Us;
  readonly delayUs: Us;
  readonly msg: Message;
}

export interface FakeCtxOptions {
  /** Node incarnation; also part of spawned actors' names. Default 1. */
  readonly incarnation?: number;
  /** Values `random()` returns, cycled. Default [0.5]. */
  readonly randoms?: readonly number[];
}

export class FakeCtx implements ActorContext {
  now: Us = 0;
  sent: Sent[] = [];
  /** Pending timers in scheduling order; `cancel` removes one. */
  timers: Timer[] = [];
  events: SemanticEvent[] = [];
  spawned: { id: ActorId; type: string; args: unknown }[] = [];
  watched: NodeId[] = [];
  stopped = false;
  readonly incarnation: number;
  private readonly randoms: readonly number[];
  private draws = 0;
  private timerSeq = 0;
  private spawnSeq = 0;

  constructor(
    readonly self: ActorId,
    readonly world: World,
    opts: FakeCtxOptions = {},
  ) {
    this.incarnation = opts.incarnation ?? 1;
    this.randoms = opts.randoms ?? [0.5];
  }

  send(to: ActorId, msg: Message): void {
    this.sent.push({ to, msg });
  }
  schedule(delayUs: Us, msg: Message): TimerId {
    const id = ++this.timerSeq;
    this.timers.push({ id, at: this.now + delayUs, delayUs, msg });
    return id;
  }
  cancel(timer: TimerId): void {
    this.timers = this.timers.filter((t) => t.id !== timer);
  }
  spawn(type: string, args: unknown): ActorId {
    const id = { node: this.self.node, name: `a${this.incarnation}.${++this.spawnSeq}` };
    this.spawned.push({ id, type, args });
    return id;
  }
  stop(): void {
    this.stopped = true;
  }
  random(): number {
    return this.randoms[this.draws++ % this.randoms.length]!;
  }
  watchNode(node: NodeId): void {
    this.watched.push(node);
  }
  unwatchNode(): void {}
  emit(event: SemanticEvent): void {
    this.events.push(event);
  }
  /** Configurations applied through ctx.applyConfig, in order. */
  applied: { version: number; config: ClusterConfig }[] = [];
  applyConfig(config: ClusterConfig, version: number): void {
    this.applied.push({ version, config });
  }
  /** The node's durable records (ctx.storeDurable); pass them to the next incarnation's context. */
  disk: Record<string, unknown> = {};
  storeDurable(key: string, value: unknown): void {
    this.disk = { ...this.disk, [key]: value };
  }
  durable(key: string): unknown {
    return this.disk[key];
  }
  /** Peer sets passed to ctx.refusePeers, in order. */
  refusals: NodeId[][] = [];
  refusePeers(nodes: readonly NodeId[]): void {
    this.refusals.push([...nodes]);
  }

  /** Sends of a given kind, in order. */
  sentOf<K extends Message['kind']>(kind: K): (Sent & { msg: Extract<Message, { kind: K }> })[] {
    return this.sent.filter((s): s is Sent & { msg: Extract<Message, { kind: K }> } => s.msg.kind === kind);
  }
  /** Returns and clears what was sent so far. */
  take(): Sent[] {
    const s = this.sent;
    this.sent = [];
    return s;
  }
  /** Forgets sends, events and spawns (timers stay). */
  clear(): void {
    this.sent = [];
    this.events = [];
    this.spawned = [];
  }
}

export function fakeCtx(self: ActorId, world: World, opts: FakeCtxOptions = {}): FakeCtx {
  return new FakeCtx(self, world, opts);
}

let seq = 0;
export function envelope(from: ActorId, to: ActorId, msg: Message, now: Us = 0): Envelope {
  return { from, to, msg, sentAt: now, deliverAt: now, seq: ++seq };
}

/** Delivers `msg` to an actor through its behaviour, from `from`; as the kernel, drops a kind outside its inbox. */
export function deliver<S>(b: Behaviour<S>, state: S, ctx: FakeCtx, from: ActorId, msg: Message): void {
  if (handles(b as Behaviour<unknown>, msg.kind))
    b.receive(state, envelope(from, ctx.self, msg, ctx.now), ctx);
}

/** Starts a behaviour with `args`; `recv` then feeds it messages. */
export function drive<S>(b: Behaviour<S>, ctx: FakeCtx, args: unknown) {
  const state = b.init(ctx, args);
  return { state, recv: (from: ActorId, msg: Message) => deliver(b, state, ctx, from, msg) };
}

/** Fires the earliest pending timer (advancing `now`); returns false if none. */
export function fireTimer<S>(b: Behaviour<S>, state: S, ctx: FakeCtx): boolean {
  let best: Timer | undefined;
  for (const t of ctx.timers) if (!best || t.at < best.at) best = t;
  if (!best) return false;
  ctx.cancel(best.id);
  ctx.now = Math.max(ctx.now, best.at);
  deliver(b, state, ctx, ctx.self, best.msg);
  return true;
}

/** Due times of pending timers of one kind. */
export function timersOf(ctx: FakeCtx, kind: Message['kind']): Us[] {
  return ctx.timers.filter((t) => t.msg.kind === kind).map((t) => t.at);
}

/** Forgets pending timers of one kind (e.g. session checks a test does not exercise). */
export function dropTimers(ctx: FakeCtx, kind: Message['kind']): void {
  ctx.timers = ctx.timers.filter((t) => t.msg.kind !== kind);
}

/** One flat ring group: one one-replica ring per node (legacy `node: [...]` config). */
export function flatGroup(
  nodes: readonly NodeId[],
  ntoSelect: number,
  extra: Partial<RingGroup> = {},
): RingGroup {
  return { ntoSelect, writeOnly: false, rings: nodes.map((n) => ({ replicas: [n] })), ...extra };
}

/** 1 DC, `racks` racks of one node each (nodes 1..racks); every subsystem gets the same groups. */
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

/** 3 racks and one group of 3 rings, all selected: the world most actor tests run in. */
export const threeRackWorld = testWorld(3, [flatGroup([1, 2, 3], 3)]);
/** 6 racks: a group of 5 rings, all selected, and a write-only group of one ring on rack 6. */
export const writeOnlyWorld = testWorld(6, [
  flatGroup([1, 2, 3, 4, 5], 5),
  flatGroup([6], 1, { writeOnly: true }),
]);
