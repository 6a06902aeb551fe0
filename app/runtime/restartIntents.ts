/**
 * "Run plan": sends a rolling-restart plan's restarts as commands at their virtual times (so seeks
 * and replays play them again), and remembers the run the page is playing for its progress and
 * the timeline's ticks. A new cluster or seed forgets it (its run starts from scratch).
 */
import type { NodeId } from '../../engine/index.ts';
import { restartCommands, restartRun, type RestartRun } from '../analysis/restartSchedule.ts';
import { appStore } from '../store/index.ts';
import type { AppState } from '../store/types.ts';
import { session } from './page.ts';

let current: { run: RestartRun; config: AppState['config']; seed: AppState['seed'] } | null = null;
const listeners = new Set<() => void>();

export const restartRunning = {
  /** The run being played on the running cluster, or null. */
  current: (): RestartRun | null =>
    current && current.config === appStore.getState().config && current.seed === appStore.getState().seed
      ? current.run
      : null,
  subscribe: (l: () => void): (() => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Sends every restart of `batches` (only while the run is live); false when refused here. */
export function runRestartPlan(batches: readonly { readonly nodes: readonly NodeId[] }[]): boolean {
  const s = appStore.getState();
  if (s.runtime.kind !== 'live' || batches.length === 0) return false;
  const run = restartRun(batches, s.timeUs);
  for (const { atUs, cmd } of restartCommands(run)) session.commandAt(cmd, atUs);
  current = { run, config: s.config, seed: s.seed };
  for (const l of listeners) l();
  return true;
}
