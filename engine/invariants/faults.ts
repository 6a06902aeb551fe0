import type { TraceEvent } from '../subsystems/unions.ts';
import type { World } from '../kernel/actor.ts';

/**
 * What the convergence checkers need to know about faults, folded from the trace: which nodes are
 * down, which links are cut, whether messages are being lost, and when the last fault happened
 * (so "after faults healed for GRACE" can be judged). Shared by the Board and SchemeBoard checkers.
 */
export class FaultTracker {
  readonly down = new Set<number>();
  private readonly cuts = new Set<string>();
  private loss = 0;
  lastFaultAt = -Infinity;

  constructor(private readonly world: World) {}

  /** Folds a fault event; returns the node that went down (or crashed), if any. */
  observe(e: TraceEvent): number | null {
    switch (e.kind) {
      case 'node.down':
      case 'node.crashed':
        this.lastFaultAt = e.t;
        this.down.add(e.target);
        return e.target;
      case 'node.up':
        this.lastFaultAt = e.t;
        this.down.delete(e.target);
        return null;
      case 'link.cut':
      case 'link.healed': {
        this.lastFaultAt = e.t;
        const all = this.world.topology.nodes.length;
        // net.healAll is traced as a heal of every pair: it also ends message loss.
        if (e.kind === 'link.healed' && e.a.length === all && e.b.length === all) this.loss = 0;
        for (const a of e.a)
          for (const b of e.b)
            for (const k of [`${a}-${b}`, `${b}-${a}`]) {
              if (e.kind === 'link.cut') this.cuts.add(k);
              else this.cuts.delete(k);
            }
        return null;
      }
      case 'net.loss':
        this.lastFaultAt = e.t;
        this.loss = e.probability;
        return null;
      case 'link.delay':
        this.lastFaultAt = e.t;
        return null;
      default:
        return null;
    }
  }

  /** True when nothing is failed and the last fault is at least `graceUs` old. */
  quiet(t: number, graceUs: number): boolean {
    return this.down.size === 0 && this.cuts.size === 0 && this.loss === 0 && t >= this.lastFaultAt + graceUs;
  }
}
