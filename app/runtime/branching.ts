/**
 * Forking on intervention: a command given before the furthest time the run has reached keeps the
 * old future as a branch (the store's branch slice) and the session drops that future's commands.
 * Switching brings another branch's log back (the session restores a checkpoint both branches
 * share, or replays from the start: the engine is deterministic, so the branch's run is the same).
 */
import type { Us } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import { timelineStore } from '../timeline/timelineState.ts';
import type { PageRun } from './pageRun.ts';
import type { LoggedCommand } from './pageRunHost.ts';

/** The session host's `forking`: true (and the old branch kept) when `nowUs` is in the run's past. */
export function forkIfPast(nowUs: Us, log: readonly LoggedCommand[]): boolean {
  const horizonUs = timelineStore.getState().horizonUs;
  if (nowUs >= horizonUs) return false;
  appStore.getState().forkBranch(log, horizonUs, nowUs);
  timelineStore.setState({ horizonUs: nowUs });
  return true;
}

/** Shows branch `id` at the furthest time it reached; the branch shown now is kept. */
export function switchBranch(session: PageRun, id: number): Promise<void> {
  const st = appStore.getState();
  const to = st.branches.find((b) => b.id === id);
  if (!to) return Promise.resolve();
  const horizonUs = Math.max(timelineStore.getState().horizonUs, session.timeUs);
  st.switchBranch(id, session.commands(), horizonUs);
  timelineStore.setState({ horizonUs: to.horizonUs });
  return session.rewrite(to.log, to.horizonUs);
}

/** A new run (another cluster, seed or scenario): no branches, no horizon. */
export function newRun(): void {
  appStore.getState().clearBranches();
  timelineStore.setState({ horizonUs: 0 });
}
