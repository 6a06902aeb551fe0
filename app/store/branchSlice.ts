/**
 * Branches of the run. Acting in the past forks it: the old future is kept as a branch the person
 * can return to. The engine is deterministic (same cluster, seed and commands give the same
 * trace), so a branch is its command log and how far it ran. The active branch's log is the
 * session's; this slice keeps the others, at most MAX_BRANCHES (the oldest left is dropped first),
 * each with the time where it parts from the active one. A share link carries the active branch only.
 */
import type { Us } from '../../engine/index.ts';
import { divergeUs, pastOf } from '../runtime/branchLog.ts';
import type { LoggedCommand } from '../runtime/pageRunHost.ts';
import type { SliceSet } from './sliceSet.ts';

/** Branches kept besides the active one. */
export const MAX_BRANCHES = 5;

interface Branch {
  /** 1, 2, … in the order the branches began; the page calls it "branch <id>". */
  readonly id: number;
  readonly log: readonly LoggedCommand[];
  /** The furthest virtual time the branch ran to. */
  readonly horizonUs: Us;
  /** Where its run parts from the active branch's (at most its horizon). */
  readonly partUs: Us;
}

export interface BranchSlice {
  /** The branches not shown now, oldest first. */
  readonly branches: readonly Branch[];
  readonly branchId: number;
  /** Ids handed out so far (the next branch gets one more). */
  readonly branchIds: number;
  /** The active branch (`log`, ran to `horizonUs`) forks at `atUs`: it is kept, a new one begins. */
  forkBranch(log: readonly LoggedCommand[], horizonUs: Us, atUs: Us): void;
  /** Makes branch `id` the active one; the active one (`log`, `horizonUs`) is kept. */
  switchBranch(id: number, log: readonly LoggedCommand[], horizonUs: Us): void;
  /** A new run: no branches, the active one is branch 1. */
  clearBranches(): void;
}

const parting = (b: Branch, active: readonly LoggedCommand[], capUs = Infinity): Branch => ({
  ...b,
  partUs: Math.min(capUs, b.horizonUs, divergeUs(b.log, active)),
});

export function createBranchSlice(set: SliceSet<BranchSlice>): BranchSlice {
  return {
    branches: [],
    branchId: 1,
    branchIds: 1,
    forkBranch: (log, horizonUs, atUs) =>
      set((s) => {
        const past = pastOf(log, atUs);
        const left: Branch = { id: s.branchId, log: [...log], horizonUs, partUs: atUs };
        const kept = [...s.branches.map((b) => parting(b, past, atUs)), left];
        return { branches: kept.slice(-MAX_BRANCHES), branchId: s.branchIds + 1, branchIds: s.branchIds + 1 };
      }),
    switchBranch: (id, log, horizonUs) =>
      set((s) => {
        const to = s.branches.find((b) => b.id === id);
        if (!to) return {};
        const left: Branch = { id: s.branchId, log: [...log], horizonUs, partUs: 0 };
        const kept = [...s.branches.filter((b) => b !== to), left];
        return { branches: kept.map((b) => parting(b, to.log)), branchId: id };
      }),
    clearBranches: () => set({ branches: [], branchId: 1, branchIds: 1 }),
  };
}
