import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeReplicaInfo, mergeUnavailable, newGroupMerge } from './merge.ts';
import { EMPTY_INFO, type TabletEntryInfo } from './messages.ts';

const A = { node: 4, name: 'a1.7' };
const B = { node: 5, name: 'a1.9' };
const info = (leader = A, generation = 2, step = 0): TabletEntryInfo => ({
  ...EMPTY_INFO,
  leader,
  leaderTablet: leader,
  generation,
  step,
});

describe('TSelection::MergeReply', () => {
  it('ok once a majority agrees, undecided before', () => {
    const m = newGroupMerge(5);
    mergeReplicaInfo(m, 0, 'OK', info());
    mergeReplicaInfo(m, 1, 'OK', info());
    expect(m.verdict).toBe('unknown');
    mergeReplicaInfo(m, 2, 'OK', info());
    expect(m.verdict).toBe('ok');
    expect(m.generation).toBe(2);
  });

  it('a newer reply resets earlier ok slots to outdated', () => {
    const m = newGroupMerge(3);
    mergeReplicaInfo(m, 0, 'OK', info(A, 2));
    mergeReplicaInfo(m, 1, 'OK', info(A, 3));
    expect(m.slots).toEqual(['outdated', 'ok', 'unknown']);
    mergeReplicaInfo(m, 2, 'OK', info(A, 3));
    expect(m.verdict).toBe('ok');
    expect(m.generation).toBe(3);
  });

  it('a different leader at the same generation resets too (a lost race reads as outdated)', () => {
    const m = newGroupMerge(3);
    mergeReplicaInfo(m, 0, 'OK', info(A, 1));
    mergeReplicaInfo(m, 1, 'OK', info(B, 1));
    mergeReplicaInfo(m, 2, 'OK', info(A, 1));
    expect(m.verdict).toBe('outdated');
    expect(m.leader).toEqual(A);
  });

  it('older replies are outdated, no-data replies are noinfo', () => {
    const m = newGroupMerge(3);
    mergeReplicaInfo(m, 0, 'OK', info(A, 3));
    mergeReplicaInfo(m, 1, 'OK', info(A, 2));
    expect(m.slots[1]).toBe('outdated');
    mergeReplicaInfo(m, 2, 'ERROR', EMPTY_INFO);
    expect(m.verdict).toBe('outdated');
    const n = newGroupMerge(3);
    for (let i = 0; i < 3; i++) mergeReplicaInfo(n, i, 'ERROR', EMPTY_INFO);
    expect(n.verdict).toBe('noinfo');
  });

  it('unavailable when more than size - majority slots are unreachable', () => {
    const m = newGroupMerge(5);
    mergeUnavailable(m, 0);
    mergeUnavailable(m, 1);
    expect(m.verdict).toBe('unknown');
    mergeUnavailable(m, 2);
    expect(m.verdict).toBe('unavailable');
    // a duplicate reply for the same slot is ignored
    const d = newGroupMerge(3);
    expect(mergeReplicaInfo(d, 0, 'OK', info())).toBe(true);
    expect(mergeReplicaInfo(d, 0, 'OK', info())).toBe(false);
    expect(d.repliesMerged).toBe(1);
  });

  it('property: with one value everywhere, ok iff at least a majority said OK', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.constantFrom('OK', 'ERROR', 'down'), { minLength: 9, maxLength: 9 }),
        (size, kinds) => {
          const m = newGroupMerge(size);
          let ok = 0;
          for (let i = 0; i < size; i++) {
            const k = kinds[i]!;
            if (k === 'down') mergeUnavailable(m, i);
            else mergeReplicaInfo(m, i, k as 'OK' | 'ERROR', k === 'OK' ? info() : EMPTY_INFO);
            if (k === 'OK') ok++;
          }
          expect(m.verdict === 'ok').toBe(ok >= Math.floor(size / 2) + 1);
          expect(m.repliesMerged).toBe(size);
        },
      ),
    );
  });
});
