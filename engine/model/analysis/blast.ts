/**
 * Blast radius of one domain from the current state: the share of all records that would lose a
 * replica of a counted group, and the share that would lose quorum, if that domain failed now
 * (records already without quorum count in neither).
 * Computed for every domain of a level in one pass over the classes, so hovering is a lookup.
 */
import type { Subsystem } from '../config/types.ts';
import { exactShares, type LevelView } from './levels.ts';
import type { FaultView, OpClasses } from './model.ts';
import type { Level } from './types.ts';

export interface Blast {
  readonly loseReplica: number;
  readonly loseQuorum: number;
}

interface SubsystemBlast {
  readonly subsystem: Subsystem;
  readonly read: Blast;
  readonly write: Blast;
}

export interface DomainBlast {
  readonly level: Level;
  readonly id: string;
  readonly perSubsystem: readonly SubsystemBlast[];
  /** Worst subsystem: the largest shares. */
  readonly read: Blast;
  readonly write: Blast;
  /** False when shares come from a sample (bounded replica choice or a sampled model). */
  readonly exact: boolean;
}

/** Per domain index: the two shares over `view`'s (exactly projected) classes. */
function sharesByDomain(view: LevelView): Blast[] {
  const replica = new Float64Array(view.domains.ids.length);
  const quorum = new Float64Array(view.domains.ids.length);
  for (const c of view.classes) {
    const touched = new Set<number>();
    const broken = new Set<number>();
    for (const g of c.groups) {
      const hits = new Map<number, number>();
      for (const ds of g.slots) for (const d of ds) hits.set(d, (hits.get(d) ?? 0) + 1);
      for (const [d, n] of hits) {
        touched.add(d);
        if (n >= g.need) broken.add(d);
      }
    }
    for (const d of touched) replica[d]! += c.weight;
    for (const d of broken) quorum[d]! += c.weight;
  }
  return view.domains.ids.map((_, d) => ({
    loseReplica: replica[d]! / view.total,
    loseQuorum: quorum[d]! / view.total,
  }));
}

const worst = (bs: readonly Blast[]): Blast => ({
  loseReplica: Math.max(0, ...bs.map((b) => b.loseReplica)),
  loseQuorum: Math.max(0, ...bs.map((b) => b.loseQuorum)),
});

const cache = new WeakMap<LevelView, Blast[]>();
function cached(view: LevelView): Blast[] {
  let b = cache.get(view);
  if (!b) cache.set(view, (b = sharesByDomain(view)));
  return b;
}

function perDomain(view: FaultView, level: Level): (d: number) => DomainBlast {
  const per = view.model.subsystems.map((s) => {
    const of = (c: OpClasses) => cached(view.shares(c, level));
    return { subsystem: s.subsystem, read: of(s.read), write: of(s.write) };
  });
  const exact = view.model.subsystems.every((s) =>
    [s.read, s.write].every((c) => exactShares(view.shares(c, level))),
  );
  const ids = view.model.levels[level].ids;
  return (d) => {
    const perSubsystem = per.map((p) => ({ subsystem: p.subsystem, read: p.read[d]!, write: p.write[d]! }));
    return {
      level,
      id: ids[d]!,
      perSubsystem,
      read: worst(perSubsystem.map((p) => p.read)),
      write: worst(perSubsystem.map((p) => p.write)),
      exact,
    };
  };
}

/** Blast radius of every domain of `level`, in topology order. */
export function blastRadii(view: FaultView, level: Level): DomainBlast[] {
  const at = perDomain(view, level);
  return view.model.levels[level].ids.map((_, d) => at(d));
}

/** Blast radius of one domain (node id in decimal, rack / DC / pile id); undefined if unknown. */
export function blastRadius(view: FaultView, level: Level, id: string): DomainBlast | undefined {
  const d = view.model.levels[level].ids.indexOf(id);
  return d < 0 ? undefined : perDomain(view, level)(d);
}
