/**
 * A restart plan as a scenario file (engine/scenario/README.md) that replays it: what is already
 * down goes down at 0, then batch k restarts every node of it at `startMs + k · intervalMs` for
 * `downForUs`; half-way through each batch every record must keep quorum (`availability` 100 %),
 * and at the end no invariant may have been violated.
 */
import type { ClusterConfig } from '../config/types.ts';
import type { Topology } from '../topology/types.ts';
import type { RestartBatch } from './plan.ts';

export interface PlanScenarioOptions {
  readonly name: string;
  /** A preset name, or an explicit cluster (a config file's). */
  readonly cluster:
    { readonly preset: string } | { readonly topology: Topology; readonly config: ClusterConfig };
  readonly alreadyDown: readonly number[];
  readonly batches: readonly RestartBatch[];
  /** Default 1000 ms between batch starts, each node down 500 000 µs. */
  readonly intervalMs?: number;
  readonly downForUs?: number;
  readonly startMs?: number;
}

export function planScenario(o: PlanScenarioOptions): Record<string, unknown> {
  const interval = o.intervalMs ?? 1000;
  const downForUs = o.downForUs ?? 500_000;
  const start = o.startMs ?? 1000;
  const steps: Record<string, unknown>[] = o.alreadyDown.map((node) => ({
    at: 0,
    do: { kind: 'node.down', node },
  }));
  o.batches.forEach((b, k) => {
    const at = start + k * interval;
    const label = b.units.map((u) => (u.node === undefined ? `rack ${u.rack}` : `n${u.node}`)).join(', ');
    b.nodes.forEach((node, i) =>
      steps.push({
        at,
        do: { kind: 'node.restart', node, downForUs },
        ...(i === 0 ? { note: `batch ${k + 1} of ${o.batches.length}: ${label}` } : {}),
      }),
    );
    steps.push({ at: at + Math.floor(downForUs / 2000), expect: 'availability', minShare: 1 });
  });
  const end = start + o.batches.length * interval;
  steps.push({ at: end, expect: 'availability', minShare: 1 }, { at: end, expect: 'invariants' });
  const cluster =
    'preset' in o.cluster
      ? { preset: o.cluster.preset }
      : { topology: o.cluster.topology, config: o.cluster.config };
  return {
    name: o.name,
    description:
      `A rolling restart in ${o.batches.length} batches, planned so that with any one batch down ` +
      `(and ${o.alreadyDown.length} node(s) already down) every StateStorage, Board and SchemeBoard ` +
      `record keeps its quorum.`,
    ...cluster,
    seed: 1,
    durationMs: end,
    steps,
  };
}
