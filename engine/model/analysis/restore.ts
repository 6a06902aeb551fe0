/**
 * The other side of a blast radius: for a domain that is already down (every node of it failed),
 * failing it "now" means nothing; what a person can still do is bring it back. Per subsystem, the
 * share of all records that would regain quorum if its nodes came back now.
 */
import type { Subsystem } from '../config/types.ts';
import { faultView, type FaultView, type OpClasses } from './model.ts';
import type { Level } from './types.ts';

export interface DomainRestore {
  readonly level: Level;
  readonly id: string;
  readonly perSubsystem: readonly {
    readonly subsystem: Subsystem;
    readonly read: number;
    readonly write: number;
  }[];
  /** False when shares come from a sample. */
  readonly exact: boolean;
}

const lostShare = (v: FaultView, c: OpClasses): number => {
  const s = v.shares(c, 'node');
  return s.lostWeight / s.total;
};

/** Whether every node of the domain is down (undefined for an unknown or empty domain). */
export function domainDown(view: FaultView, level: Level, id: string): boolean | undefined {
  const d = view.model.levels[level].ids.indexOf(id);
  const nodes = d < 0 ? [] : view.model.levels[level].nodes[d]!;
  return nodes.length === 0 ? undefined : nodes.every(view.isDown);
}

/** What restoring the domain would give back; undefined when it is unknown. */
export function restoreRadius(view: FaultView, level: Level, id: string): DomainRestore | undefined {
  const d = view.model.levels[level].ids.indexOf(id);
  if (d < 0) return undefined;
  const mine = new Set(view.model.levels[level].nodes[d]);
  const back = faultView(
    view.model,
    [...view.down].filter((n) => !mine.has(n)),
  );
  let exact = true;
  const perSubsystem = view.model.subsystems.map((s) => {
    exact &&= [s.read, s.write].every((c) => view.shares(c, 'node').method === 'exact');
    return {
      subsystem: s.subsystem,
      read: Math.max(0, lostShare(view, s.read) - lostShare(back, s.read)),
      write: Math.max(0, lostShare(view, s.write) - lostShare(back, s.write)),
    };
  });
  return { level, id, perSubsystem, exact };
}
