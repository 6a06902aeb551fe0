/**
 * Headroom from the current state: per level, how many more domains may fail — the worst ones,
 * chosen adversarially — before any record that still has quorum loses it. Records already without
 * quorum are reported as `lostNow` and do not count against the headroom.
 */
import type { Subsystem } from '../config/types.ts';
import { GroupCover } from './cover.ts';
import { CUT_VISIT_LIMIT } from './cuts.ts';
import type { LevelView } from './levels.ts';
import type { FaultView, OpClasses } from './model.ts';
import {
  LEVELS,
  levelKey,
  OPS,
  perLevel,
  type Level,
  type Op,
  type PerLevel,
  type WeightMethod,
} from './types.ts';

/** More domains that may fail per level; null when the topology has no such level (no piles). */
export type Headroom = PerLevel<number | null>;

interface OpHeadroom {
  readonly headroom: Headroom;
  /** Per level: exact, or (false) a safe lower bound / a sampled estimate (see the method). */
  readonly exact: PerLevel<boolean>;
  /** Share of records already without quorum. */
  readonly lostNow: number;
}

export interface SubsystemHeadroom {
  readonly subsystem: Subsystem;
  readonly method: WeightMethod;
  readonly read: OpHeadroom;
  readonly write: OpHeadroom;
}

export interface HeadroomReport {
  readonly perSubsystem: readonly SubsystemHeadroom[];
  /** The weakest subsystem per level. */
  readonly read: Headroom;
  readonly write: Headroom;
}

/** Size of the smallest cut at a level (Infinity when every domain may fail). */
export function smallestCut(view: LevelView, visitLimit = CUT_VISIT_LIMIT): { size: number; exact: boolean } {
  const budget = { left: visitLimit };
  let size = Infinity;
  let exact = view.exact;
  for (const c of view.classes)
    for (const g of c.groups) {
      const m = new GroupCover(g).minSize(budget);
      size = Math.min(size, m.size);
      exact &&= m.exact;
    }
  return { size, exact };
}

function levelHeadroom(view: LevelView): { value: number | null; exact: boolean } {
  if (view.domains.ids.length === 0) return { value: null, exact: true };
  const { size, exact } = smallestCut(view);
  return { value: size === Infinity ? view.up.filter(Boolean).length : size - 1, exact };
}

function opHeadroom(v: FaultView, c: OpClasses): OpHeadroom {
  const figures = new Map<Level, { value: number | null; exact: boolean }>(
    LEVELS.map((l) => [l, levelHeadroom(v.project(c.structural, l))]),
  );
  const sampled = c.structural.method === 'sampled';
  const weights = v.shares(c, 'node');
  return {
    headroom: perLevel((l) => figures.get(l)!.value),
    exact: perLevel((l) => figures.get(l)!.exact && !sampled),
    lostNow: weights.lostWeight / weights.total,
  };
}

const weakest = (hs: readonly Headroom[]): Headroom =>
  perLevel((l) => {
    const vals = hs.map((h) => h[levelKey(l)]).filter((x): x is number => x !== null);
    return vals.length === 0 ? null : Math.min(...vals);
  });

export function headroom(view: FaultView): HeadroomReport {
  const memo = new Map<OpClasses, OpHeadroom>();
  const of = (c: OpClasses) => {
    let h = memo.get(c);
    if (!h) memo.set(c, (h = opHeadroom(view, c)));
    return h;
  };
  const perSubsystem = view.model.subsystems.map((s): SubsystemHeadroom => {
    const read = of(s.read);
    const write = of(s.write);
    return { subsystem: s.subsystem, method: s.read.structural.method, read, write };
  });
  const [r, w] = OPS.map((op: Op) => weakest(perSubsystem.map((s) => s[op].headroom)));
  return { perSubsystem, read: r!, write: w! };
}
