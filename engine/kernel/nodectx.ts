/**
 * ActorContext for one node step. Runtime-only (never snapshotted): it points into the node's
 * plain state, collects the outbox and the node's trace events, and hashes them as it goes so
 * hash-only recording builds no event objects.
 */
import type { NodeId } from '../model/topology/types.ts';
import {
  handles,
  type ActorContext,
  type ActorId,
  type AnyBehaviour,
  type EventBody,
  type Envelope,
  type KernelMessage,
  type TimerId,
  type Us,
  type World,
} from './actor.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { NodeEnv } from './env.ts';
import { applyConfigChange, rebootConfig } from './nodeboot.ts';
import { heapPush } from './heap.ts';
import type { SystemMessage } from './messages.ts';
import { nextTimerAt, timerLess } from './timers.ts';
import type {
  ActorRecord,
  ConfigVersion,
  NodeState,
  NodeStepOutput,
  OutEnvelope,
  TimerEntry,
} from './nodestate.ts';
import { INTERCONNECT } from './nodestate.ts';
import { nextFloat } from './rng.ts';
import { deliveredEvent, type EventBase, type KernelEvent } from './trace.ts';
import { hashDelivered, hashDropped, hashStamped, newHash, resetHash, type HashState } from './tracehash.ts';

export class NodeCtx implements ActorContext {
  self: ActorId;
  now: Us = 0;
  readonly incarnation: number;
  private outbox: OutEnvelope[] = [];
  private events: EventBase[] | null;
  private nodeWorld: World;
  private readonly h: HashState = newHash();
  private current: ActorRecord | null = null;
  private readonly idle: ActorId;
  /** The last configuration an actor applied in this step (reported in the output). */
  private applied: ConfigVersion | null = null;
  /** The peer set an actor last asked this node to refuse in this step (reported in the output). */
  private refuse: readonly NodeId[] | null = null;
  /** Messages and timers dropped in this step because their actor does not handle the kind. */
  private unhandled = 0;

  constructor(
    private readonly env: NodeEnv,
    private readonly state: NodeState,
  ) {
    this.incarnation = state.incarnation;
    this.nodeWorld = { ...env.world, config: state.config, configVersion: state.configVersion };
    this.idle = { node: state.node, name: '' };
    this.self = this.idle;
    this.events = env.traceFull ? [] : null;
    // The node's events are keyed by its own sequence (tracehash.ts): the same whatever the steps.
    this.h.key = { node: state.node, incarnation: state.incarnation, base: state.traced };
  }

  /** The node's world: its own live configuration, the run's topology and seed. */
  get world(): World {
    const { config, configVersion } = this.state;
    if (this.nodeWorld.config !== config || this.nodeWorld.configVersion !== configVersion)
      this.nodeWorld = { ...this.env.world, config, configVersion };
    return this.nodeWorld;
  }

  /** Readies a cached context for the node's next step (contexts are reused: fewer allocations). */
  reset(): this {
    this.outbox = [];
    this.events = this.env.traceFull ? [] : null;
    resetHash(this.h);
    (this.h.key as { base: number }).base = this.state.traced;
    this.current = null;
    this.self = this.idle;
    this.now = this.state.now;
    this.applied = null;
    this.refuse = null;
    this.unhandled = 0;
    return this;
  }

  finish(crashed: string | null): NodeStepOutput {
    this.state.traced += this.h.n;
    const out: { -readonly [K in keyof NodeStepOutput]: NodeStepOutput[K] } = {
      node: this.state.node,
      outbox: crashed === null ? this.outbox : [],
      events: this.events,
      hashA: this.h.a,
      hashB: this.h.b,
      eventCount: this.h.n,
      nextTimerAt: crashed === null ? nextTimerAt(this.state) : Infinity,
      crashed,
    };
    if (crashed !== null) out.crashedAt = this.now;
    else if (this.applied !== null) out.config = this.applied;
    if (this.refuse !== null && crashed === null) out.refuse = this.refuse;
    if (this.unhandled > 0) out.unhandled = this.unhandled;
    return out;
  }

  private behaviourOf(rec: ActorRecord) {
    const b = this.env.behaviours.get(rec.type);
    if (!b) throw new Error(`unknown behaviour '${rec.type}'`);
    return b;
  }

  startActor(type: string, name: string, args: unknown): ActorId {
    const st = this.state;
    if (st.actors.has(name)) throw new Error(`actor '${name}' already exists on node ${st.node}`);
    const rec: ActorRecord = { type, self: { node: st.node, name }, state: undefined };
    const b = this.behaviourOf(rec);
    st.actors.set(name, rec);
    const prev = this.current;
    const prevSelf = this.self;
    this.current = rec;
    this.self = rec.self;
    try {
      rec.state = b.init(this, args);
    } finally {
      this.current = prev;
      this.self = prevSelf;
    }
    return rec.self;
  }

  private run(rec: ActorRecord, b: AnyBehaviour, env: Envelope): void {
    this.current = rec;
    this.self = rec.self;
    try {
      b.receive(rec.state, env, this);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`${rec.type} ${rec.self.name} on '${env.msg.kind}': ${why}`, { cause: e });
    }
    this.current = null;
  }

  /** A network event the caller has hashed, kept when recording builds events. */
  private record(e: KernelEvent): void {
    if (this.events) this.events.push(e);
  }

  deliver(env: Envelope): void {
    const st = this.state;
    const rec = st.actors.get(env.to.name);
    if (rec === undefined) {
      const reason = 'no-actor';
      hashDropped(this.h, this.now, st.node, env.seq, env.to.node, env.to.name, reason);
      this.record({ kind: 'msg.dropped', t: this.now, node: st.node, id: env.seq, to: env.to, reason });
      // Bounce to real senders only (not the user, not the interconnect, never an undelivered).
      if (env.from.node !== 0 && env.from.name !== INTERCONNECT && env.msg.kind !== 'sys.undelivered') {
        const msg: SystemMessage = { kind: 'sys.undelivered', to: env.to, original: env.msg.kind };
        this.outbox.push({ from: env.to, to: env.from, msg, sentAt: this.now, deliverAt: 0, seq: 0 });
      }
      return;
    }
    this.arrive(rec, env);
  }

  /**
   * Hashed as delivered even when the actor's inbox lacks the kind (the hash predates typed inboxes:
   * such a message changed nothing then either); that one is dropped before receive, counted and
   * marked `unhandled` in the trace.
   */
  private arrive(rec: ActorRecord, env: Envelope): void {
    const b = this.behaviourOf(rec);
    const ok = handles(b, env.msg.kind);
    const { now: t, state } = this;
    hashDelivered(this.h, t, state.node, env.seq, env.to.node, env.to.name);
    if (this.events) this.events.push(deliveredEvent(t, state.node, env, ok));
    if (ok) this.run(rec, b, env);
    else this.unhandled++;
  }

  /** Interconnect loss: `sys.disconnected` to every actor watching the node, in watch order. */
  notifyWatchers(env: Envelope): void {
    const msg = env.msg as SystemMessage;
    if (msg.kind !== 'sys.disconnected') return;
    const names = this.state.watchers.get(msg.node);
    if (!names) return;
    for (const name of [...names]) {
      const rec = this.state.actors.get(name);
      if (rec) this.arrive(rec, { ...env, to: rec.self });
    }
  }

  fire(timer: TimerEntry): void {
    const rec = this.state.actors.get(timer.actor);
    if (!rec) return;
    const b = this.behaviourOf(rec);
    // Timers are not traced: one outside the actor's inbox is only counted.
    if (!handles(b, timer.msg.kind)) {
      this.unhandled++;
      return;
    }
    const { msg, sentAt, at: deliverAt } = timer;
    this.run(rec, b, { from: rec.self, to: rec.self, msg, sentAt, deliverAt, seq: -1 });
  }

  private actor(what: string): ActorRecord {
    if (!this.current) throw new Error(`ctx.${what} called outside an actor`);
    return this.current;
  }

  send(to: ActorId, msg: KernelMessage): void {
    this.outbox.push({ from: this.self, to, msg, sentAt: this.now, deliverAt: 0, seq: 0 });
  }

  schedule(delayUs: Us, msg: KernelMessage): TimerId {
    const st = this.state;
    const id = ++st.timerCounter;
    const at = this.now + (delayUs > 0 ? delayUs : 0);
    const actor = this.actor('schedule').self.name;
    heapPush(st.timers, { at, id, actor, msg, sentAt: this.now }, timerLess);
    st.liveTimers.set(id, actor);
    return id;
  }

  cancel(timer: TimerId): void {
    this.state.liveTimers.delete(timer);
  }

  spawn(type: string, args: unknown): ActorId {
    const st = this.state;
    return this.startActor(type, `a${st.incarnation}.${++st.spawnCounter}`, args);
  }

  stop(): void {
    this.stopActor(this.actor('stop').self.name);
  }

  /** Stops the named local actor (no-op when absent): its timers and watches go with it. */
  stopActor(name: string): void {
    const st = this.state;
    if (!st.actors.delete(name)) return;
    // Only live timers matter (the heap also holds cancelled ones until they surface).
    for (const [id, actor] of st.liveTimers) if (actor === name) st.liveTimers.delete(id);
    for (const [node, names] of st.watchers) {
      const i = names.indexOf(name);
      if (i >= 0) names.splice(i, 1);
      if (names.length === 0) st.watchers.delete(node);
    }
  }

  random(): number {
    return nextFloat(this.state.rng);
  }

  watchNode(node: NodeId): void {
    const name = this.actor('watchNode').self.name;
    const names = this.state.watchers.get(node);
    if (!names) this.state.watchers.set(node, [name]);
    else if (!names.includes(name)) names.push(name);
  }

  unwatchNode(node: NodeId): void {
    const name = this.actor('unwatchNode').self.name;
    const names = this.state.watchers.get(node);
    if (!names) return;
    const i = names.indexOf(name);
    if (i >= 0) names.splice(i, 1);
    if (names.length === 0) this.state.watchers.delete(node);
  }

  applyConfig(config: ClusterConfig, version: number): void {
    const self = this.self;
    const current = this.current;
    applyConfigChange(this.env, this.state, this, { at: this.now, version, config });
    this.self = self;
    this.current = current;
    this.applied = rebootConfig(this.state);
  }

  storeDurable(key: string, value: unknown): void {
    this.state.disk = { ...this.state.disk, [key]: value };
    this.applied = rebootConfig(this.state);
  }

  durable(key: string): unknown {
    return this.state.disk[key];
  }

  refusePeers(nodes: readonly NodeId[]): void {
    this.refuse = [...nodes];
  }

  emit(event: EventBody): void {
    hashStamped(this.h, event, this.now, this.state.node);
    if (this.events) this.events.push({ ...event, t: this.now, node: this.state.node });
  }
}
