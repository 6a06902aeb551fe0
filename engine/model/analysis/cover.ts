/**
 * Covers of one ring group as one record class sees it: sets of domains whose failure takes at
 * least `need` of its live slots. Losing slots is monotone in the failed set, so a set is a minimal
 * cover iff dropping any one member leaves fewer than `need` slots taken.
 */
import type { LevelGroup } from './levels.ts';

/** Visits left for a search; shared by every group of one enumeration. */
export interface Budget {
  left: number;
}

export class GroupCover {
  /** Domain indices that take at least one slot, by decreasing slots taken. */
  private readonly domains: number[];
  private readonly slotsOf: number[][];
  /** suffixGain[p]: most slots any domain from position p on takes. */
  private readonly suffixGain: number[];
  private readonly need: number;
  private readonly slotCount: number;
  /** Every slot sits in exactly one domain: losses simply add up. */
  private readonly additive: boolean;

  constructor(g: LevelGroup) {
    const by = new Map<number, number[]>();
    g.slots.forEach((ds, s) => {
      for (const d of ds) {
        const list = by.get(d);
        if (list) list.push(s);
        else by.set(d, [s]);
      }
    });
    const order = [...by.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
    this.domains = order.map((e) => e[0]);
    this.slotsOf = order.map((e) => e[1]);
    this.suffixGain = this.slotsOf.map((s) => s.length);
    this.suffixGain.push(0);
    for (let p = this.suffixGain.length - 2; p >= 0; p--)
      this.suffixGain[p] = Math.max(this.suffixGain[p]!, this.suffixGain[p + 1]!);
    this.need = g.need;
    this.slotCount = g.slots.length;
    this.additive = g.slots.every((ds) => ds.length === 1);
  }

  /**
   * Fewest domains whose failure takes `need` slots (Infinity when all of them can't). `exact` is
   * false when the budget ran out: `size` is then a lower bound.
   */
  minSize(budget: Budget): { size: number; exact: boolean } {
    if (this.slotCount < this.need) return { size: Infinity, exact: true };
    if (this.additive) {
      // Domains are sorted by slots taken; with disjoint slots the greedy prefix is optimal.
      let taken = 0;
      for (let i = 0; i < this.domains.length; i++) {
        taken += this.slotsOf[i]!.length;
        if (taken >= this.need) return { size: i + 1, exact: true };
      }
      return { size: Infinity, exact: true };
    }
    for (let k = 1; k <= this.domains.length; k++) {
      let found = false;
      const ok = this.search(k, budget, () => {
        found = true;
        return true;
      });
      if (found) return { size: k, exact: true };
      if (!ok) return { size: k, exact: false };
    }
    return { size: Infinity, exact: true };
  }

  /** Emits every minimal cover of exactly k domains (sorted indices); false if the budget ran out. */
  coversOfSize(k: number, budget: Budget, emit: (domains: number[]) => void): boolean {
    return this.search(k, budget, (ds) => {
      emit(ds);
      return false;
    });
  }

  /** Depth-first over sets of k domains; `found` returns true to stop early. */
  private search(k: number, budget: Budget, found: (domains: number[]) => boolean): boolean {
    if (this.suffixGain[0]! * k < this.need) return true;
    const hits = new Int32Array(this.slotCount);
    const chosen: number[] = [];
    let taken = 0;
    let stop = false;
    const minimal = () =>
      chosen.every((p) => taken - this.slotsOf[p]!.filter((s) => hits[s] === 1).length < this.need);
    const dfs = (start: number): boolean => {
      for (let p = start; p < this.domains.length && !stop; p++) {
        if (taken + (k - chosen.length) * this.suffixGain[p]! < this.need) return true;
        if (budget.left-- <= 0) return false;
        for (const s of this.slotsOf[p]!) if (hits[s]!++ === 0) taken++;
        chosen.push(p);
        if (taken >= this.need) {
          if (chosen.length === k && minimal())
            stop = found(chosen.map((q) => this.domains[q]!).sort((a, b) => a - b));
        } else if (chosen.length < k && !dfs(p + 1)) return false;
        chosen.pop();
        for (const s of this.slotsOf[p]!) if (--hits[s]! === 0) taken--;
      }
      return true;
    };
    return dfs(0);
  }
}
