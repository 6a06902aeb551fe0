/**
 * Test helper: a recording ActorContext for driving one behaviour's receive() without the runtime.
 * Not used by production code.
 */
import type { ActorContext, ActorId, Behaviour, Envelope, TimerId, Us, World } from '../../kernel/actor.ts';
import type { Message, SubsystemEvent as SemanticEvent } from '../unions.ts';
import type { NodeId } from '../../model/topology/types.ts';
import type { ClusterConfig, SubsystemConfig } from '../../model/config/types.ts';

export interface Sent {
  readonly to: ActorId;
  readonly msg: Message;
}

export class FakeCtx implements ActorContext {
  now: Us = 0;
  sent: Sent[] = [];
  timers: { id: TimerId; delayUs: Us; msg: Message; cancelled: boolean }[] = [];
  events: SemanticEvent[] = [];
  spawned: { type: string; args: unknown; id: ActorId }[] = [];
  watched: NodeId[] = [];
  stopped = false;
  private counter = 0;

  constructor(
    public self: ActorId,
    public world: World,
    public incarnation = 1,
  ) {}

  send(to: ActorId, msg: Message): void {
    this.sent.push({ to, msg });
  }
  schedule(delayUs: Us, msg: Message): TimerId {
    const id = this.timers.length + 1;
    this.timers.push({ id, delayUs, msg, cancelled: false });
    return id;
  }
  cancel(timer: TimerId): void {
    const t = this.timers.find((x) => x.id === timer);
    if (t) t.cancelled = true;
  }
  spawn(type: string, args: unknown): ActorId {
    const id = { node: this.self.node, name: `a${this.incarnation}.${++this.counter}` };
    this.spawned.push({ type, args, id });
    return id;
  }
  stop(): void {
    this.stopped = true;
  }
  random(): number {
    return 0.5;
  }
  watchNode(node: NodeId): void {
    this.watched.push(node);
  }
  unwatchNode(): void {}
  emit(event: SemanticEvent): void {
    this.events.push(event);
  }
  /** Returns and clears what was sent so far. */
  take(): Sent[] {
    const s = this.sent;
    this.sent = [];
    return s;
  }
  sentOf<K extends Message['kind']>(kind: K): (Sent & { msg: Extract<Message, { kind: K }> })[] {
    return this.sent.filter((s): s is Sent & { msg: Extract<Message, { kind: K }> } => s.msg.kind === kind);
  }
}

let seq = 0;
export function envelope(from: ActorId, to: ActorId, msg: Message, now: Us = 0): Envelope {
  return { from, to, msg, sentAt: now, deliverAt: now, seq: ++seq };
}

/** A World with only a StateStorage config (topology is not consulted by these actors). */
export function worldWith(statestorage: SubsystemConfig): World {
  const empty: SubsystemConfig = { ringGroups: [] };
  const config: ClusterConfig = { statestorage, board: empty, schemeboard: empty };
  return { topology: { name: 'test', piles: [], realms: [], domains: [], nodes: [] }, config, seed: 1 };
}

/** One ring group of one-replica rings on nodes 1..rings. */
export function flatGroup(
  rings: number,
  ntoSelect: number,
  extra: Partial<SubsystemConfig['ringGroups'][number]> = {},
) {
  return {
    ntoSelect,
    writeOnly: false,
    rings: Array.from({ length: rings }, (_, i) => ({ replicas: [i + 1] })),
    ...extra,
  };
}

/** Drives a behaviour: init with args, then feed messages. */
export function drive<S>(b: Behaviour<S>, ctx: FakeCtx, args: unknown) {
  const state = b.init(ctx, args);
  return {
    state,
    recv(from: ActorId, msg: Message) {
      b.receive(state, envelope(from, ctx.self, msg, ctx.now), ctx);
    },
  };
}
