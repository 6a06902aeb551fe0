/**
 * Rolling-restart planner: the fewest batches that restart every node that is up, one batch after
 * another, such that with any one batch down (plus what is already down) every record of every
 * subsystem keeps read and write quorum (keepsQuorum, exact). Losing a node never gives a quorum
 * back, so a batch is safe exactly when its union is; each batch is checked as a whole.
 *
 * Units are racks (fail domains), or single nodes of a rack that is not safe as a whole (or partly
 * down already). A first-fit packing gives an upper bound; a depth-first search with the usual
 * symmetry cut (a unit opens at most one new batch) then looks for fewer batches within a budget
 * of safety checks, so the plan is the minimum over rack-aligned batches when `exhaustive` is true.
 */
import type { FaultModel } from '../analysis/model.ts';
import type { NodeId } from '../topology/types.ts';
import { keepsQuorum } from './check.ts';

interface RestartUnit {
  /** Rack id; `node` is set when the unit is one node of that rack. */
  readonly rack: string;
  readonly node?: NodeId;
  readonly nodes: readonly NodeId[];
}

export interface RestartBatch {
  readonly units: readonly RestartUnit[];
  /** Ascending. */
  readonly nodes: readonly NodeId[];
}

export type RestartPlan =
  | {
      readonly ok: true;
      readonly alreadyDown: readonly NodeId[];
      readonly batches: readonly RestartBatch[];
      /** The search proved no rack-aligned plan has fewer batches. */
      readonly exhaustive: boolean;
    }
  /** Some node cannot go down even alone: restarting it loses a record's quorum. */
  | { readonly ok: false; readonly alreadyDown: readonly NodeId[]; readonly blocking: NodeId };

/** Safety checks the search may spend on trying fewer batches than first-fit found. */
const PLAN_CHECK_BUDGET = 3_000;

export function restartPlan(
  model: FaultModel,
  alreadyDown: Iterable<NodeId>,
  budget = PLAN_CHECK_BUDGET,
): RestartPlan {
  const down = [...new Set(alreadyDown)].sort((a, b) => a - b);
  const isDown = new Set(down);
  const memo = new Map<string, boolean>();
  let checks = 0;
  const safe = (nodes: readonly NodeId[]): boolean => {
    const key = [...nodes].sort((a, b) => a - b).join(',');
    let v = memo.get(key);
    if (v === undefined) {
      checks++;
      memo.set(key, (v = keepsQuorum(model, [...down, ...nodes])));
    }
    return v;
  };

  const units: RestartUnit[] = [];
  for (const d of model.topology.domains) {
    const nodes = model.topology.nodes.filter((n) => n.domain === d.id && !isDown.has(n.id)).map((n) => n.id);
    if (nodes.length === 0) continue;
    const whole = nodes.length === model.topology.nodes.filter((n) => n.domain === d.id).length;
    if (whole && safe(nodes)) units.push({ rack: d.id, nodes });
    else
      for (const n of nodes) {
        if (!safe([n])) return { ok: false, alreadyDown: down, blocking: n };
        units.push({ rack: d.id, node: n, nodes: [n] });
      }
  }

  // First fit: an upper bound.
  const fit: RestartUnit[][] = [];
  for (const u of units) {
    const b = fit.find((batch) => safe([...batch.flatMap((x) => x.nodes), ...u.nodes]));
    if (b) b.push(u);
    else fit.push([u]);
  }
  let best = fit;
  let exhaustive = true;

  // Depth-first search for k batches, k below the best found so far.
  const tryK = (k: number): RestartUnit[][] | undefined => {
    const batches: RestartUnit[][] = [];
    const go = (i: number): boolean => {
      if (i === units.length) return true;
      if (checks > budget) {
        exhaustive = false;
        return false;
      }
      const u = units[i]!;
      for (let b = 0; b < Math.min(batches.length + 1, k); b++) {
        const batch = batches[b] ?? [];
        if (!safe([...batch.flatMap((x) => x.nodes), ...u.nodes])) continue;
        if (b === batches.length) batches.push(batch);
        batch.push(u);
        if (go(i + 1)) return true;
        batch.pop();
        if (batch.length === 0) batches.pop();
      }
      return false;
    };
    return go(0) ? batches.map((b) => [...b]) : undefined;
  };
  for (let k = best.length - 1; k >= 1; k--) {
    const found = tryK(k);
    if (!found) break;
    best = found;
  }

  return {
    ok: true,
    alreadyDown: down,
    exhaustive,
    batches: best.map((b) => ({ units: b, nodes: b.flatMap((u) => u.nodes).sort((x, y) => x - y) })),
  };
}
