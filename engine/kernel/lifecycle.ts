/**
 * Node lifecycle as the scheduler sees it: up / down / crashed, incarnations, and the kills and
 * boots the host must carry out next round. A node boots with the last configuration it applied.
 */
import type { NodeId } from '../model/topology/types.ts';
import type { HostRequest } from './host.ts';
import type { NodeIndex } from './network.ts';
import type { NodeBootSpec } from './nodestate.ts';
import type { TraceRecorder } from './recorder.ts';
import { deriveSeed } from './rng.ts';
import type { Router } from './routing.ts';
import type { RunState } from './runstate.ts';
import type { EventBase } from './trace.ts';

export class Lifecycle {
  private kills: NodeId[] = [];
  private boots: NodeBootSpec[] = [];

  constructor(
    private readonly st: RunState,
    private readonly index: NodeIndex,
    private readonly seed: number,
    private readonly trace: TraceRecorder<EventBase>,
    private readonly router: Router,
  ) {
    for (const id of index.ids) this.boots.push(this.bootSpec(id, 1));
  }

  private bootSpec(node: NodeId, incarnation: number): NodeBootSpec {
    const config = this.st.configs[this.index.of(node)];
    return {
      node,
      incarnation,
      seed: deriveSeed(deriveSeed(this.seed, node), incarnation),
      at: this.st.now,
      ...(config ? { config } : {}),
    };
  }

  /** The kills and boots due, as one host request (null when there are none). */
  takeHostOps(): HostRequest | null {
    if (this.kills.length === 0 && this.boots.length === 0) return null;
    const req = { kill: this.kills, boot: this.boots, steps: [] };
    this.kills = [];
    this.boots = [];
    return req;
  }

  down(id: NodeId): void {
    const st = this.st;
    const i = this.index.of(id);
    const was = st.status[i];
    if (was === 'down') return;
    st.status[i] = 'down';
    st.timerAt[i] = Infinity;
    this.boots = this.boots.filter((b) => b.node !== id);
    this.kills.push(id);
    this.trace.push({ kind: 'node.down', target: id }, st.now);
    this.router.forgetRefusals(i);
    if (was === 'up') this.router.notifyDisconnect(i);
  }

  up(id: NodeId): void {
    const st = this.st;
    const i = this.index.of(id);
    if (st.status[i] === 'up') return;
    if (st.status[i] === 'crashed') this.kills.push(id);
    st.status[i] = 'up';
    const inc = (st.incarnation[i] as number) + 1;
    st.incarnation[i] = inc;
    this.boots.push(this.bootSpec(id, inc));
    this.trace.push({ kind: 'node.up', target: id }, st.now);
    this.router.rebooted(i);
  }

  /** Node index `i` crashed at `at` in its step (an actor threw, or its worker died). */
  crashed(i: number, error: string, at: number): void {
    const st = this.st;
    st.status[i] = 'crashed';
    st.crashedAt[i] = at;
    st.timerAt[i] = Infinity;
    this.trace.push({ kind: 'node.crashed', target: this.index.ids[i] as NodeId, error }, at);
    this.router.forgetRefusals(i);
    this.router.notifyDisconnect(i, undefined, at);
  }
}
