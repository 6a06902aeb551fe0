/**
 * Hive's per-tablet KnownGeneration (ydb/core/mind/hive): every start raises it by one
 * (tx__start_tablet.cpp, TLeaderTabletInfo::IncreaseGeneration) and the boot carries it as the
 * tablet's suggested generation (TEvLocal::TEvBootTablet). So each boot of a tablet proposes a
 * generation no earlier boot proposed, and a boot that died leaves nothing a later one collides
 * with. Hive also adopts a running tablet's generation (tx__update_tablet_status.cpp: a StatusOk
 * sets KnownGeneration to the generation the tablet reports): a leader Hive did not start — a bridge
 * switchover's successor, started by the demoted leader in the promoted pile at its generation + 1 —
 * still raises the counter, so Hive's next boot does not suggest a generation StateStorage has
 * already passed (the tablet would die with ReasonBootSuggestOutdated, tablet_sys.cpp).
 */
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';

export class HiveGenerations {
  private readonly known = new Map<string, number>();

  constructor(from?: ReadonlyMap<string, number>) {
    for (const [id, g] of from ?? []) this.known.set(id, g);
  }

  /** IncreaseGeneration for one start of `tabletId`; returns the suggestion. */
  start(tabletId: string): number {
    const g = (this.known.get(tabletId) ?? 0) + 1;
    this.known.set(tabletId, g);
    return g;
  }

  /** A leader of `tabletId` runs at `generation` (TTxUpdateTabletStatus on StatusOk). */
  adopt(tabletId: string, generation: number): void {
    if (generation > (this.known.get(tabletId) ?? 0)) this.known.set(tabletId, generation);
  }

  snapshot(): ReadonlyMap<string, number> {
    return new Map(this.known);
  }
}

/**
 * Fills Hive's suggestion into every `tablet.boot` of a plan, in the order the boots happen (ties:
 * plan order); the plan's order itself is kept.
 */
export function suggestGenerations(commands: readonly TimedCommand[], hive: HiveGenerations): TimedCommand[] {
  const out = [...commands];
  const order = out.map((c, i) => ({ atUs: c.atUs, i })).sort((a, b) => a.atUs - b.atUs || a.i - b.i);
  for (const { i } of order) {
    const c = out[i]!;
    if (c.command.kind === 'tablet.boot')
      out[i] = { atUs: c.atUs, command: { ...c.command, generation: hive.start(c.command.tabletId) } };
  }
  return out;
}
