/** Per tablet, the elections seen so far in trace order, with the running highest generation. */
export class ElectionLog {
  private readonly byTablet = new Map<string, { t: number; maxGen: number }[]>();

  add(tabletId: string, t: number, generation: number): void {
    const list = this.byTablet.get(tabletId) ?? [];
    list.push({ t, maxGen: Math.max(generation, list.at(-1)?.maxGen ?? 0) });
    this.byTablet.set(tabletId, list);
  }

  /** Highest generation elected strictly before `t` (0 if none). */
  maxBefore(tabletId: string, t: number): number {
    const list = this.byTablet.get(tabletId);
    if (!list) return 0;
    let lo = 0;
    let hi = list.length; // first index with time >= t
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.t < t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : list[lo - 1]!.maxGen;
  }
}
