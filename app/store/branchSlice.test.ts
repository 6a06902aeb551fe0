import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { LoggedCommand } from '../runtime/pageRunHost.ts';
import { createBranchSlice, MAX_BRANCHES, type BranchSlice } from './branchSlice.ts';

const down = (rack: string, atUs: number): LoggedCommand => ({ atUs, cmd: { kind: 'rack.down', rack } });
const store = () => createStore<BranchSlice>()((set) => createBranchSlice(set));

describe('branch slice', () => {
  it('a fork keeps the old branch whole, parting where the person acted', () => {
    const s = store();
    const old = [down('dc1-r1', 20_000), down('dc1-r2', 50_000)];
    s.getState().forkBranch(old, 90_000, 30_000);
    expect(s.getState().branchId).toBe(2);
    expect(s.getState().branches).toEqual([{ id: 1, log: old, horizonUs: 90_000, partUs: 30_000 }]);
  });

  it('switching back keeps the branch left, parting at the first command the logs differ in', () => {
    const s = store();
    const old = [down('dc1-r1', 20_000), down('dc1-r2', 50_000)];
    s.getState().forkBranch(old, 90_000, 30_000);
    const now = [down('dc1-r1', 20_000), down('dc3-r1', 30_000)];
    s.getState().switchBranch(1, now, 70_000);
    expect(s.getState().branchId).toBe(1);
    expect(s.getState().branches).toEqual([{ id: 2, log: now, horizonUs: 70_000, partUs: 30_000 }]);
    s.getState().switchBranch(7, now, 70_000); // unknown: nothing changes
    expect(s.getState().branchId).toBe(1);
  });

  it(`keeps at most ${MAX_BRANCHES} branches besides the active one, with distinct ids`, () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(100), fc.nat(100)), { maxLength: 30 }), (ops) => {
        const s = store();
        for (const [fork, a, b] of ops) {
          const st = s.getState();
          const log = [down('dc1-r1', a * 1000)];
          if (fork) st.forkBranch(log, (a + b) * 1000, a * 1000);
          else if (st.branches[0]) st.switchBranch(st.branches[0].id, log, a * 1000);
        }
        const { branches, branchId } = s.getState();
        const ids = [...branches.map((b) => b.id), branchId];
        expect(branches.length).toBeLessThanOrEqual(MAX_BRANCHES);
        expect(new Set(ids).size).toBe(ids.length);
        for (const b of branches) expect(b.partUs).toBeLessThanOrEqual(b.horizonUs);
      }),
    );
  });

  it('the oldest branch left goes first', () => {
    const s = store();
    for (let i = 0; i <= MAX_BRANCHES; i++) s.getState().forkBranch([], (i + 1) * 1000, i * 1000);
    expect(s.getState().branches.map((b) => b.id)).toEqual(
      Array.from({ length: MAX_BRANCHES }, (_, i) => i + 2),
    );
  });
});
