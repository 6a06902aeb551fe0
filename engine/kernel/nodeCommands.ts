/**
 * Node commands on their way to their nodes: the scheduler sends each as a `cmd` message from USER
 * to the command service its subsystem names on the target node, with no latency, numbered in
 * queue order (USER's own ids). Its id, delivery time and any drop are the same whenever it is
 * routed, so a span (spans.ts) takes the node commands due before its end out of the queue and
 * routes them at their times; windows are still cut at them, as one window per call cuts them.
 */
import { USER, type Us } from './actor.ts';
import { cmdLess, type QueuedCommand } from './commands.ts';
import { isFaultCommand } from './faults.ts';
import { heapPop, heapPush } from './heap.ts';
import type { NodeCommandBase, SystemMessage } from './messages.ts';
import type { Router } from './routing.ts';
import type { AnyCommand, RunState } from './runstate.ts';

/** Sends node command `c` to its subsystem's command service (`service`) on its node, at `at`. */
export function routeNodeCommand(router: Router, service: string, c: NodeCommandBase, at: Us): void {
  const msg: SystemMessage = { kind: 'cmd', command: c };
  router.route({ from: USER, to: { node: c.node, name: service }, msg, sentAt: at, deliverAt: 0, seq: 0 });
}

export class SpanCommands {
  /** Times of the node commands spans took in, sorted; `head` is the first not yet passed. */
  private cuts: number[] = [];
  private head = 0;

  constructor(
    private readonly st: RunState,
    private readonly router: Router,
    private readonly serviceOf: ReadonlyMap<string, string>,
  ) {}

  /**
   * Takes the node commands queued before `until` out of the queue, in queue order, up to the first
   * fault command (a span ends there: its effects need the coordinator). Returns them and the end.
   */
  take(until: Us): { taken: QueuedCommand<AnyCommand>[]; until: Us } {
    const heap = this.st.commands;
    const taken: QueuedCommand<AnyCommand>[] = [];
    for (;;) {
      const q = heap[0];
      if (!q || q.at >= until) break;
      if (isFaultCommand(q.command)) {
        until = q.at;
        break;
      }
      taken.push(heapPop(heap, cmdLess) as QueuedCommand<AnyCommand>);
    }
    // A node command at the fault command's own time stays queued (applied in order with it).
    while (taken.length > 0 && (taken[taken.length - 1] as QueuedCommand).at >= until)
      this.putBack([taken.pop()]);
    return { taken, until };
  }

  /** Queues commands taken for a span that was not asked after all. */
  putBack(taken: readonly (QueuedCommand<AnyCommand> | undefined)[]): void {
    for (const q of taken) if (q) heapPush(this.st.commands, q, cmdLess);
  }

  /** Routes commands taken for a span at their times; windows will end at them. */
  route(taken: readonly QueuedCommand<AnyCommand>[]): void {
    for (const q of taken) {
      const c = q.command as NodeCommandBase;
      const service = this.serviceOf.get(c.kind);
      if (service === undefined) throw new Error(`no subsystem handles command '${c.kind}'`);
      routeNodeCommand(this.router, service, c, q.at);
      this.cuts.push(q.at);
    }
  }

  /** The first command time a span took in after `t` (a window from `t` ends there), Infinity when none. */
  cutAfter(t: Us): Us {
    const c = this.cuts;
    while (this.head < c.length && (c[this.head] as number) <= t) this.head++;
    if (this.head === c.length && c.length > 0) this.reset();
    return this.head < c.length ? (c[this.head] as number) : Infinity;
  }

  reset(): void {
    this.cuts = [];
    this.head = 0;
  }
}
