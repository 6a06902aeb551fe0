/**
 * A rolling-restart plan played on the live run: batch k's nodes restart together at
 * `startUs + k · intervalUs`, each down for `downForUs` (the timing of the planner's scenario file,
 * engine/model/maintenance/plan-scenario.ts), and where the run stands in it at a given time.
 */
import type { Command, NodeId } from '../../engine/index.ts';

/** Virtual time between batch starts and how long each node stays down (as plan-scenario.ts). */
export const RESTART_INTERVAL_US = 1_000_000;
export const RESTART_DOWN_US = 500_000;
/** The first batch starts this long after "Run plan", so the timeline shows it coming. */
const RESTART_LEAD_US = 200_000;

export interface RestartRun {
  readonly batches: readonly (readonly NodeId[])[];
  readonly startUs: number;
  readonly intervalUs: number;
}

export function restartRun(
  batches: readonly { readonly nodes: readonly NodeId[] }[],
  nowUs: number,
): RestartRun {
  return {
    batches: batches.map((b) => b.nodes),
    startUs: nowUs + RESTART_LEAD_US,
    intervalUs: RESTART_INTERVAL_US,
  };
}

/** The commands that play the run, each with its virtual time. */
export function restartCommands(run: RestartRun): { atUs: number; cmd: Command }[] {
  return run.batches.flatMap((nodes, k) =>
    nodes.map((node): { atUs: number; cmd: Command } => ({
      atUs: run.startUs + k * run.intervalUs,
      cmd: { kind: 'node.restart', node, downForUs: RESTART_DOWN_US },
    })),
  );
}

/** When each batch starts (for the timeline's ticks). */
export function batchStarts(run: RestartRun): number[] {
  return run.batches.map((_, k) => run.startUs + k * run.intervalUs);
}

export type RestartProgress =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'running'; readonly batch: number; readonly of: number }
  | { readonly phase: 'done'; readonly of: number };

/** Batch k (1-based) runs from its start until the next one starts; done one interval after the last. */
export function restartProgress(run: RestartRun, nowUs: number): RestartProgress {
  const n = run.batches.length;
  if (nowUs < run.startUs) return { phase: 'waiting' };
  const k = Math.floor((nowUs - run.startUs) / run.intervalUs);
  return k >= n ? { phase: 'done', of: n } : { phase: 'running', batch: k + 1, of: n };
}
