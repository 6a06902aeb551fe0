/**
 * Conservative parallel stepping: every delivery due inside one lookahead window [t, end) cannot
 * affect another, so each node with work gets one step for the whole window; deliveries to nodes
 * that are down, crashed or cut off by now are dropped here (a fault that struck in flight).
 */
import type { NodeId } from '../model/topology/types.ts';
import { inflightPopBefore } from './inflight.ts';
import { isCut, type NodeIndex } from './network.ts';
import type { ConfigChange, NodeStepInput, OutEnvelope } from './nodestate.ts';
import { WATCHERS } from './nodestate.ts';
import type { Router } from './routing.ts';
import type { RunState } from './runstate.ts';

export class Windows {
  /** Per node index: deliveries of the window being built. */
  private readonly pending: OutEnvelope[][];
  /** Per node index: configuration changes for its next step. */
  private readonly configs: ConfigChange[][];

  constructor(
    private readonly st: RunState,
    private readonly index: NodeIndex,
    private readonly router: Router,
  ) {
    this.pending = Array.from({ length: index.size }, () => []);
    this.configs = Array.from({ length: index.size }, () => []);
  }

  /** Queues a configuration change for node index `i`'s next step. */
  addConfig(i: number, change: ConfigChange): void {
    (this.configs[i] as ConfigChange[]).push(change);
  }

  /** Pops the deliveries due before `end` and builds the step of every node with work. */
  steps(end: number): NodeStepInput[] {
    const { st, index } = this;
    const due = inflightPopBefore(st.inflight, end);
    for (let d = 0; d < due.length; d++) {
      const e = due[d] as OutEnvelope;
      const to = index.of(e.to.node);
      const status = st.status[to];
      if (e.to.name === WATCHERS) {
        // A notice of a session since replaced by a new one is not delivered (routing.ts).
        if (status === 'up' && this.router.noticeLive(e)) (this.pending[to] as OutEnvelope[]).push(e);
      } else if (status !== 'up')
        this.router.drop(e, e.deliverAt, status === 'crashed' ? 'crashed' : 'node-down');
      else if (isCut(st.net, index.of(e.from.node), to)) this.router.drop(e, e.deliverAt, 'partition');
      else (this.pending[to] as OutEnvelope[]).push(e);
    }
    const steps: NodeStepInput[] = [];
    for (let i = 0; i < index.size; i++) {
      const p = this.pending[i] as OutEnvelope[];
      const c = this.configs[i] as ConfigChange[];
      if (p.length > 0 || c.length > 0 || (st.timerAt[i] as number) < end) {
        const node = index.ids[i] as NodeId;
        steps.push(
          c.length > 0
            ? { node, deliveries: p, until: end, configs: c }
            : { node, deliveries: p, until: end },
        );
        if (p.length > 0) this.pending[i] = [];
        if (c.length > 0) this.configs[i] = [];
      }
    }
    return steps;
  }

  /** Steps that only apply the queued configuration changes (no delivery or timer is due before them). */
  configSteps(until: number): NodeStepInput[] {
    const steps: NodeStepInput[] = [];
    for (let i = 0; i < this.index.size; i++) {
      const c = this.configs[i] as ConfigChange[];
      if (c.length === 0) continue;
      steps.push({ node: this.index.ids[i] as NodeId, deliveries: [], until, configs: c });
      this.configs[i] = [];
    }
    return steps;
  }
}
