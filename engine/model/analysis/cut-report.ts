/** Minimal cut sets of every subsystem, operation and level from a fault view. */
import type { Subsystem } from '../config/types.ts';
import {
  CUT_VISIT_LIMIT,
  levelCutSets,
  type CutOptions,
  type CutProgress,
  type LevelCutSets,
} from './cuts.ts';
import { smallestCut } from './headroom.ts';
import type { FaultView, OpClasses } from './model.ts';
import { LEVELS, type Level, type Op, type WeightMethod } from './types.ts';

interface SubsystemCutSets {
  readonly subsystem: Subsystem;
  readonly method: WeightMethod;
  readonly read: readonly LevelCutSets[];
  readonly write: readonly LevelCutSets[];
}

export interface CutSetReport {
  readonly perSubsystem: readonly SubsystemCutSets[];
  /** The enumeration cap (subsets visited per subsystem, operation and level). */
  readonly visitLimit: number;
  /** Some level stopped at the cap; its `completeUpTo` says how far it got. */
  readonly limitHit: boolean;
}

export interface CutReportProgress extends CutProgress {
  readonly subsystem: Subsystem;
  readonly op: Op;
}

export interface CutReportOptions extends Omit<CutOptions, 'onProgress'> {
  /** Levels to enumerate; default all four. */
  readonly levels?: readonly Level[];
  readonly onProgress?: (p: CutReportProgress) => void;
}

function opCutSets(
  view: FaultView,
  c: OpClasses,
  levels: readonly Level[],
  opts: CutReportOptions,
  tag: { subsystem: Subsystem; op: Op },
): LevelCutSets[] {
  return levels.map((level) => {
    const structural = view.project(c.structural, level);
    const shares = view.shares(c, level);
    const smallest = smallestCut(structural, opts.visitLimit).size;
    const maxSize = opts.maxSize ?? (smallest === Infinity ? 0 : smallest);
    return levelCutSets(structural, shares, maxSize, {
      ...opts,
      onProgress: opts.onProgress && ((p) => opts.onProgress!({ ...p, ...tag })),
    });
  });
}

/**
 * Minimal cut sets on top of the view's failed nodes (none: the healthy cluster). Sizes 1..K per
 * level, K = `maxSize` or, by default, the level's smallest cut size (so the smallest cuts are listed).
 */
export function minimalCutSets(view: FaultView, opts: CutReportOptions = {}): CutSetReport {
  const levels = opts.levels ?? LEVELS;
  const memo = new Map<OpClasses, LevelCutSets[]>();
  const of = (c: OpClasses, subsystem: Subsystem, op: Op) => {
    let r = memo.get(c);
    if (!r) memo.set(c, (r = opCutSets(view, c, levels, opts, { subsystem, op })));
    return r;
  };
  const perSubsystem = view.model.subsystems.map((s): SubsystemCutSets => ({
    subsystem: s.subsystem,
    method: s.read.structural.method,
    read: of(s.read, s.subsystem, 'read'),
    write: of(s.write, s.subsystem, 'write'),
  }));
  return {
    perSubsystem,
    visitLimit: opts.visitLimit ?? CUT_VISIT_LIMIT,
    limitHit: perSubsystem.some((s) => [...s.read, ...s.write].some((l) => l.limitHit)),
  };
}
