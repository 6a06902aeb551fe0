/**
 * Conservative parallel stepping: every delivery due inside one lookahead window [t, end) cannot
 * affect another, so each node with work gets one step for the whole window; deliveries to nodes
 * that are down, crashed or cut off by now are dropped here (a fault that struck in flight).
 */
import type { NodeId } from '../model/topology/types.ts';
import { inflightPopBefore } from './inflight.ts';
import { isCut, isRefused, type NodeIndex } from './network.ts';
import type { ConfigChange, NodeStepInput, NodeStepOutput, OutEnvelope } from './nodestate.ts';
import { WATCHERS } from './nodestate.ts';
import type { Router } from './routing.ts';
import type { RunState } from './runstate.ts';
import { sortInPlace } from './smallsort.ts';
import { TimerIndex } from './timerindex.ts';

const byNumber = (a: number, b: number): number => a - b;
const byNode = (a: NodeStepOutput, b: NodeStepOutput): number => a.node - b.node;

/** A window's step outputs in node order, the order they are merged in (a copy when it sorts). */
export const inNodeOrder = (outputs: readonly NodeStepOutput[]): readonly NodeStepOutput[] =>
  outputs.length > 1 ? sortInPlace([...outputs], byNode) : outputs;

/** A node's queue with nothing in it: never pushed to (the first delivery replaces it). */
const NO_DELIVERIES: OutEnvelope[] = [];

export class Windows {
  /** Per node index: deliveries of the window being built. */
  private readonly pending: OutEnvelope[][];
  /** Per node index: configuration changes for its next step. */
  private readonly configs: ConfigChange[][];
  /** Node indices with deliveries or configuration changes queued, or a timer due (unsorted, may repeat). */
  private active: number[] = [];
  /** The list `takeActive` returned last, emptied and reused as the next `active`. */
  private spare: number[] = [];
  private readonly marked: Uint8Array;
  readonly timers: TimerIndex;

  constructor(
    private readonly st: RunState,
    private readonly index: NodeIndex,
    private readonly router: Router,
  ) {
    this.pending = Array.from({ length: index.size }, () => NO_DELIVERIES);
    this.configs = Array.from({ length: index.size }, () => []);
    this.marked = new Uint8Array(index.size);
    this.timers = new TimerIndex(st.timerAt);
  }

  /** Queues a configuration change for node index `i`'s next step. */
  addConfig(i: number, change: ConfigChange): void {
    const c = this.configs[i] as ConfigChange[];
    if (c.length === 0) this.active.push(i);
    c.push(change);
  }

  /** Node indices in `active`, once each, in index order (steps go out in node order). */
  private takeActive(): number[] {
    // Two lists take turns (a window's list is read before the next window starts), so no array is
    // allocated for each one.
    const list = this.active;
    this.active = this.spare;
    this.active.length = 0;
    this.spare = list;
    if (list.length < 2) return list;
    // Dedupe in place, keeping the first of each.
    const marked = this.marked;
    let n = 0;
    for (let k = 0; k < list.length; k++) {
      const i = list[k] as number;
      if (marked[i] === 1) continue;
      marked[i] = 1;
      list[n++] = i;
    }
    list.length = n;
    for (let k = 0; k < n; k++) marked[list[k] as number] = 0;
    if (n > 1) sortInPlace(list, byNumber);
    return list;
  }

  /** Pops the deliveries due before `end` and builds the step of every node with work. */
  steps(end: number): NodeStepInput[] {
    const { st, index } = this;
    const due = inflightPopBefore(st.inflight, end);
    const active = this.active;
    for (let d = 0; d < due.length; d++) {
      const e = due[d] as OutEnvelope;
      const to = index.of(e.to.node);
      const status = st.status[to];
      let ok = false;
      // A notice of a session since replaced by a new one is not delivered (routing.ts).
      if (e.to.name === WATCHERS) ok = status === 'up' && this.router.noticeLive(e);
      else if (status !== 'up')
        this.router.drop(e, e.deliverAt, status === 'crashed' ? 'crashed' : 'node-down');
      else if (isCut(st.net, index.of(e.from.node), to)) this.router.drop(e, e.deliverAt, 'partition');
      else if (isRefused(st.net, index.of(e.from.node), to)) this.router.drop(e, e.deliverAt, 'refused');
      else ok = true;
      if (!ok) continue;
      const p = this.pending[to] as OutEnvelope[];
      if (p.length === 0) {
        active.push(to);
        // a one-element literal: most nodes get one delivery a window, and a push would reserve 17
        this.pending[to] = [e];
      } else p.push(e);
    }
    this.timers.takeBefore(end, active);
    const list = this.takeActive();
    const steps: NodeStepInput[] = [];
    for (let k = 0; k < list.length; k++) {
      const i = list[k] as number;
      const p = this.pending[i] as OutEnvelope[];
      const c = this.configs[i] as ConfigChange[];
      const node = index.ids[i] as NodeId;
      steps.push(
        c.length > 0 ? { node, deliveries: p, until: end, configs: c } : { node, deliveries: p, until: end },
      );
      if (p.length > 0) this.pending[i] = NO_DELIVERIES;
      if (c.length > 0) this.configs[i] = [];
    }
    return steps;
  }

  /** Steps that only apply the queued configuration changes (no delivery or timer is due before them). */
  configSteps(until: number): NodeStepInput[] {
    const steps: NodeStepInput[] = [];
    const list = this.takeActive();
    for (let k = 0; k < list.length; k++) {
      const i = list[k] as number;
      const c = this.configs[i] as ConfigChange[];
      // Only configuration changes can be queued here: deliveries are taken and stepped together.
      if (c.length === 0) continue;
      steps.push({ node: this.index.ids[i] as NodeId, deliveries: [], until, configs: c });
      this.configs[i] = [];
    }
    return steps;
  }
}
