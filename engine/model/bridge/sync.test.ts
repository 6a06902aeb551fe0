import { describe, expect, it } from 'vitest';
import { buildTopology } from '../topology/build.ts';
import type { NodeId } from '../topology/types.ts';
import { staticGroups } from './staticgroup.ts';
import {
  blockTargets,
  makePlan,
  newSyncer,
  nextCopies,
  onCopied,
  permilleOf,
  progress,
  syncDone,
  unread,
  type VDiskContents,
} from './sync.ts';

// Two piles of five racks: group A on n1 n3 n5 n7 n9, group B on n11 … n19 (mirror-3, 3 of 5).
const topo = buildTopology({ name: 'b', realms: 2, racksPerRealm: 5, nodesPerRack: 2, piles: ['A', 'B'] });
const groups = staticGroups(topo);
const A = [1, 3, 5, 7, 9] as NodeId[];
const B = [11, 13, 15, 17, 19] as NodeId[];
const KiB = 1024;
const c = (blobs: Record<string, number>, blocks: Record<string, number> = {}): VDiskContents => ({
  blobs,
  blocks,
});

describe('bridge sync (syncer.cpp: read both groups, copy what the target lacks)', () => {
  it('plans once both groups answered with quorum; copies the blobs group B lacks within the byte budget', () => {
    const s = newSyncer(1, 0, 3);
    expect(unread(s, groups)).toEqual([...A, ...B]);
    for (const n of A) s.read.set(n, c({ x: 64 * KiB, y: 128 * KiB, z: 64 * KiB }, { t1: 4 }));
    for (const n of B.slice(0, 2)) s.read.set(n, c({ x: 64 * KiB }, { t1: 2, t2: 7 }));
    expect(makePlan(s, groups)).toBe(false); // two of B's five answered: no quorum yet
    s.read.set(B[2]!, c({ x: 64 * KiB }));
    expect(makePlan(s, groups)).toBe(true);
    expect(s.plan?.missing).toEqual([
      ['y', 128 * KiB],
      ['z', 64 * KiB],
    ]);
    // Blocks both ways: the higher per tablet, for both groups.
    expect(s.plan?.blocks).toEqual({ t1: 4, t2: 7 });
    expect(progress(s, groups)).toEqual({ blobs: 0, totalBlobs: 2, bytes: 0, totalBytes: 192 * KiB });
    expect(permilleOf(progress(s, groups))).toBe(0);
    // 100 KiB a tick: the first blob alone (a tick copies at least one), to every VDisk of B lacking it.
    const first = nextCopies(s, groups, 100 * KiB);
    expect(first.map((x) => x.to)).toEqual(B);
    expect(first[0]?.blobs).toEqual([['y', 128 * KiB]]);
  });

  it('counts a blob copied when B holds it on a quorum; done once blocks reached both groups', () => {
    const s = newSyncer(1, 0, 3);
    for (const n of [...A, ...B]) s.read.set(n, c(A.includes(n) ? { y: 100, z: 300 } : {}));
    makePlan(s, groups);
    onCopied(s, B[0]!, ['y', 'z']);
    onCopied(s, B[1]!, ['y', 'z']);
    expect(progress(s, groups)).toMatchObject({ blobs: 0, bytes: 0 });
    onCopied(s, B[2]!, ['y']);
    expect(progress(s, groups)).toEqual({ blobs: 1, totalBlobs: 2, bytes: 100, totalBytes: 400 });
    expect(permilleOf(progress(s, groups))).toBe(250);
    onCopied(s, B[3]!, ['z']);
    expect(progress(s, groups)).toMatchObject({ blobs: 2, bytes: 400 });
    expect(syncDone(s, groups)).toBe(false); // the blocks were not written yet
    for (const n of [...A.slice(0, 3), ...B.slice(0, 3)]) s.blockAcks.add(n);
    expect(blockTargets(s, groups)).toEqual([...A.slice(3), ...B.slice(3)]);
    expect(syncDone(s, groups)).toBe(true);
  });

  it('nothing missing: done as soon as blocks merged (permille 1000)', () => {
    const s = newSyncer(1, 0, 3);
    for (const n of [...A, ...B]) s.read.set(n, c({ x: 1 }));
    makePlan(s, groups);
    expect(permilleOf(progress(s, groups))).toBe(1000);
    expect(nextCopies(s, groups, 1)).toEqual([]);
  });

  it('a copy carries the rows of a log blob with it, to each target VDisk that lacks the blob', () => {
    const s = newSyncer(1, 0, 3);
    const row = { '/Root/db1': { version: 4 } };
    const src: VDiskContents = {
      blobs: { 'log:t:3:7': 10, plain: 20 },
      blocks: {},
      rows: { 'log:t:3:7': row },
    };
    for (const n of A) s.read.set(n, src);
    for (const n of B) s.read.set(n, c(n === B[0] ? { 'log:t:3:7': 10 } : {}));
    makePlan(s, groups);
    const copies = new Map(nextCopies(s, groups, 1024).map((x) => [x.to, x]));
    expect([...copies.keys()].sort((a, b) => a - b)).toEqual(B);
    // B[0] holds the log blob already: it gets only the plain blob, and no rows
    expect(copies.get(B[0]!)).toEqual({ to: B[0], blobs: [['plain', 20]], rows: {} });
    expect(copies.get(B[1]!)?.rows).toEqual({ 'log:t:3:7': row });
    expect(copies.get(B[1]!)?.blobs).toEqual([
      ['log:t:3:7', 10],
      ['plain', 20],
    ]);
  });
});
