/**
 * Test harness: the `bridge` keepers of a bridge preset on fake contexts, with the messages between
 * them held in flight until a test delivers (or drops) them, so a test can play any interleaving —
 * late acks, lost commits, restarts. Imported by tests only.
 */
import type { ActorId, World } from '../../../kernel/actor.ts';
import type { ClusterConfig } from '../../../model/config/types.ts';
import type { NodeId } from '../../../model/topology/types.ts';
import { loadPreset } from '../../../presets.ts';
import { deliver, fakeCtx, type FakeCtx } from '../../testing/fakeCtx.ts';
import type { Message, SubsystemEvent } from '../../unions.ts';
import { BRIDGE_SERVICE, bridgeKeeper, type BridgeActorState } from './actor.ts';
import type { BridgeCommand } from './commands.ts';
import type { BridgeMessage } from './messages.ts';

export interface InFlight {
  readonly from: NodeId;
  readonly to: NodeId;
  readonly msg: BridgeMessage;
}

interface FakeNode {
  ctx: FakeCtx;
  state: BridgeActorState;
}

const at = (node: NodeId): ActorId => ({ node, name: BRIDGE_SERVICE });

export class FakeBridgeCluster {
  readonly world: World;
  readonly nodes = new Map<NodeId, FakeNode>();
  inflight: InFlight[] = [];
  /** Every event any node emitted, in order, with its node. */
  readonly events: (SubsystemEvent & { node: NodeId })[] = [];
  private readonly incarnations = new Map<NodeId, number>();

  constructor(preset = 'bridge-2-piles') {
    const { topology, config } = loadPreset(preset);
    this.world = { topology, config, seed: 1 };
    for (const n of topology.nodes) this.boot(n.id);
  }

  /** (Re)boots `node` with the last config it applied and its durable records, as the kernel does. */
  boot(node: NodeId): void {
    const inc = (this.incarnations.get(node) ?? 0) + 1;
    this.incarnations.set(node, inc);
    const prev = this.nodes.get(node)?.ctx;
    const config: ClusterConfig = prev ? lastConfig(prev, this.world.config) : this.world.config;
    const ctx = fakeCtx(at(node), { ...this.world, config }, { incarnation: inc });
    if (prev) ctx.disk = { ...prev.disk };
    ctx.timers = [];
    const state = bridgeKeeper.init(ctx, {});
    ctx.timers = [];
    this.nodes.set(node, { ctx, state });
    this.inflight = this.inflight.filter((m) => m.from !== node && m.to !== node);
  }

  node(id: NodeId): FakeNode {
    const n = this.nodes.get(id);
    if (!n) throw new Error(`no node ${id}`);
    return n;
  }

  private run(id: NodeId, from: NodeId, msg: Message): void {
    const n = this.node(id);
    const before = n.ctx.events.length;
    deliver(bridgeKeeper, n.state, n.ctx, at(from), msg);
    for (const e of n.ctx.events.slice(before)) this.events.push({ ...e, node: id });
    for (const s of n.ctx.take())
      this.inflight.push({ from: id, to: s.to.node, msg: s.msg as BridgeMessage });
    n.ctx.timers = [];
  }

  /** Delivers `msg` from `from` to `to` at once (a message the test makes up). */
  inject(from: NodeId, to: NodeId, msg: BridgeMessage): void {
    this.run(to, from, msg);
  }

  /**
   * Sends an admin command to `id`, which first hears every node numbered above it (their
   * heartbeats): distconf refuses a command its connected nodes cannot give quorum (keeper.ts
   * `NO_QUORUM`), and hearing none below it the node still finds itself the primary pile's first live
   * node, so it runs the command itself — how the tests set up competing roots.
   */
  admin(id: NodeId, command: BridgeCommand): void {
    const n = this.node(id);
    for (const peer of this.nodes.keys()) if (peer > id) n.state.heard.set(peer, n.ctx.now);
    this.run(id, 0, { kind: 'cmd', command } as Message);
  }

  tick(id: NodeId): void {
    this.run(id, id, { kind: 'bridge.tick' });
  }

  /** Delivers (in order) the in-flight messages `pick` selects; the rest stay in flight. */
  deliver(pick: (m: InFlight) => boolean = () => true): void {
    const now = this.inflight.filter(pick);
    this.inflight = this.inflight.filter((m) => !pick(m));
    for (const m of now) this.run(m.to, m.from, m.msg);
  }

  /** Drops the in-flight messages `pick` selects. */
  drop(pick: (m: InFlight) => boolean = () => true): void {
    this.inflight = this.inflight.filter((m) => !pick(m));
  }

  committed(): (SubsystemEvent & { node: NodeId })[] {
    return this.events.filter((e) => e.kind === 'bridge.committed');
  }
}

/** The node's config: the last it applied. */
function lastConfig(ctx: FakeCtx, spec: ClusterConfig): ClusterConfig {
  return ctx.applied.at(-1)?.config ?? spec;
}
