/**
 * Record classes seen at one failure level from a current state: each slot becomes the set of
 * domains (nodes, racks, DCs or piles) whose failure would take it, slots already down are counted
 * against the group's majority, and classes that look the same at this level are merged.
 */
import type { NodeId, Topology } from '../topology/types.ts';
import type { RecordClasses } from './classes.ts';
import { assertNever } from '../../util/assert.ts';
import type { Level, WeightMethod } from './types.ts';

export interface LevelDomains {
  readonly level: Level;
  /** Domain ids: node ids in decimal, rack / DC / pile ids. */
  readonly ids: readonly string[];
  /** Domain index of each topology node; absent when the node belongs to none (no pile). */
  readonly of: ReadonlyMap<NodeId, number>;
  readonly nodes: readonly (readonly NodeId[])[];
}

function domainOf(level: Level, n: Topology['nodes'][number]): string | undefined {
  switch (level) {
    case 'node':
      return String(n.id);
    case 'rack':
      return n.domain;
    case 'dc':
      return n.realm;
    case 'pile':
      return n.pile;
    default:
      return assertNever(level, 'level');
  }
}

export function levelDomains(t: Topology, level: Level): LevelDomains {
  const ids = (() => {
    switch (level) {
      case 'node':
        return t.nodes.map((n) => String(n.id));
      case 'rack':
        return t.domains.map((d) => d.id);
      case 'dc':
        return t.realms.map((r) => r.id);
      case 'pile':
        return t.piles.map((p) => p.id);
      default:
        return assertNever(level, 'level');
    }
  })();
  const index = new Map(ids.map((id, i) => [id, i]));
  const of = new Map<NodeId, number>();
  const nodes: NodeId[][] = ids.map(() => []);
  for (const n of t.nodes) {
    const d = index.get(domainOf(level, n) ?? '');
    if (d === undefined) continue;
    of.set(n.id, d);
    nodes[d]!.push(n.id);
  }
  return { level, ids, of, nodes };
}

export interface LevelGroup {
  /** Live slots still to lose before the group loses its majority (≥ 1). */
  readonly need: number;
  /** Live slots that some domain failure can take: the domains each sits in. */
  readonly slots: readonly (readonly number[])[];
}

interface LevelClass {
  readonly weight: number;
  readonly example: number;
  readonly groups: readonly LevelGroup[];
}

export interface LevelView {
  readonly domains: LevelDomains;
  /** Per domain: at least one of its nodes is up, so failing it can change something. */
  readonly up: readonly boolean[];
  /** Classes that still have quorum. */
  readonly classes: readonly LevelClass[];
  /** Weight of records already without quorum. */
  readonly lostWeight: number;
  readonly total: number;
  /** How the class weights were obtained. */
  readonly method: WeightMethod;
  /** False when a bounded replica choice was widened (a ring over several domains, or partly down). */
  readonly exact: boolean;
}

/** `isDown` must also answer true for nodes outside the topology: they never answer. */
export function projectClasses(
  rc: RecordClasses,
  domains: LevelDomains,
  isDown: (n: NodeId) => boolean,
): LevelView {
  let exact = true;
  let lostWeight = 0;
  const merged = new Map<string, { weight: number; example: number; groups: LevelGroup[] }>();
  for (const cls of rc.classes) {
    const groups: LevelGroup[] = [];
    let lost = cls.groups.length === 0;
    for (const g of cls.groups) {
      let dead = 0;
      const slots: number[][] = [];
      for (const cands of g.slots) {
        const down = cands.filter(isDown).length;
        if (down > 0 || cands.length === 0) {
          dead++;
          if (down < cands.length) exact = false;
          continue;
        }
        const ds = [...new Set(cands.flatMap((n) => domains.of.get(n) ?? []))].sort((a, b) => a - b);
        if (ds.length > 1) exact = false;
        if (ds.length > 0) slots.push(ds);
      }
      if (g.need - dead <= 0) lost = true;
      groups.push({ need: g.need - dead, slots });
    }
    if (lost) {
      lostWeight += cls.weight;
      continue;
    }
    const key = groups.map((g) => `${g.need}:${g.slots.map((s) => s.join('/')).sort()}`).join(';');
    const hit = merged.get(key);
    if (hit) hit.weight += cls.weight;
    else merged.set(key, { weight: cls.weight, example: cls.example, groups });
  }
  const up = domains.nodes.map((ns) => ns.some((n) => !isDown(n)));
  return {
    domains,
    up,
    classes: [...merged.values()],
    lostWeight,
    total: rc.total,
    method: rc.method,
    exact,
  };
}

/** Whether shares read from this projection are exact (not from a sample, nothing widened). */
export function exactShares(v: LevelView): boolean {
  return v.exact && v.method !== 'sampled';
}
