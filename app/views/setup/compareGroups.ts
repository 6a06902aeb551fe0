/**
 * Subsystems whose comparison says the same thing are said once: on most configs StateStorage,
 * Board and SchemeBoard share their rings, so their cut sets and load changes are equal, and three
 * copies of one list would hide the one that differs.
 */
import type { Subsystem, SubsystemDiff } from '../../../engine/index.ts';

export interface Alike<T> {
  readonly subsystems: readonly Subsystem[];
  readonly value: T;
}

/** `of` per subsystem, equal values (as JSON) merged into the first one's place. */
export function groupAlike<T>(diffs: readonly SubsystemDiff[], of: (d: SubsystemDiff) => T): Alike<T>[] {
  const groups = new Map<string, { subsystems: Subsystem[]; value: T }>();
  for (const d of diffs) {
    const value = of(d);
    const key = JSON.stringify(value);
    const g = groups.get(key);
    if (g) g.subsystems.push(d.subsystem);
    else groups.set(key, { subsystems: [d.subsystem], value });
  }
  return [...groups.values()];
}

/** The levels whose cut sets differ between A and B. */
export const changedCuts = (d: SubsystemDiff) => d.cuts.filter((c) => c.gainedCount + c.lostCount > 0);

/** Nodes whose share of records moves by at least `noise`. */
export const movedLoad = (noise: number) => (d: SubsystemDiff) =>
  d.load.filter((l) => Math.abs(l.b - l.a) >= noise);
