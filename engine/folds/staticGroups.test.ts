import { describe, expect, it } from 'vitest';
import type { Stamped } from '../kernel/trace.ts';
import { loadPreset } from '../presets.ts';
import type { BridgeEvent } from '../subsystems/distconf/bridge/events.ts';
import { bridgeFold, copyBridge } from './bridge.ts';
import { foldEvents } from './fold.ts';
import { staticGroupStatus } from './staticGroups.ts';

const { topology, config } = loadPreset('bridge-2-piles');
const world = { topology, config };
const at = (t: number, e: BridgeEvent, node = 1): Stamped<BridgeEvent> => ({ ...e, t, node });
const pileB = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

describe('bridge fold: lost drives and the disk wait', () => {
  it('keeps the lost drives and the piles a wait lacks disks in, until the commit', () => {
    const events = [
      ...pileB.map((n) => at(1, { kind: 'bridge.drive', lost: true }, n)),
      at(2, { kind: 'bridge.waiting', generation: 1, missing: ['B'], disks: ['B'] }),
    ];
    const s = foldEvents(bridgeFold, world, events);
    expect([...s.lostDrives].sort((a, b) => a - b)).toEqual(pileB);
    expect(s.waitingForDisks).toEqual(['B']);
    const copy = copyBridge(s);
    bridgeFold.step(s, at(3, { kind: 'bridge.drive', lost: false }, 11));
    expect(s.lostDrives.has(11)).toBe(false);
    expect(copy.lostDrives.has(11)).toBe(true);
    bridgeFold.step(s, {
      ...at(4, {
        kind: 'bridge.committed',
        cause: 'switchover',
        pile: 'B',
        perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
        primary: 'A',
        promoted: 'B',
        generation: 1,
      }),
    });
    expect(s.waitingForDisks).toEqual([]);
  });
  it('a wait for nodes only names no disks', () => {
    const s = foldEvents(bridgeFold, world, [
      at(2, { kind: 'bridge.waiting', generation: 1, missing: ['B'] }),
    ]);
    expect(s.waitingFor).toEqual(['B']);
    expect(s.waitingForDisks).toEqual([]);
  });
});

describe('static group status', () => {
  it('all up: both groups and piles have disk quorum', () => {
    const st = staticGroupStatus(topology, new Set(), () => true);
    expect(st.map((g) => [g.pile, g.groupQuorum, g.driveQuorum])).toEqual([
      ['A', true, true],
      ['B', true, true],
    ]);
    expect(st[1]!.vdisks.map((v) => v.node)).toEqual([11, 13, 15, 17, 19]);
  });
  it("pile B's drives lost with its nodes up: its VDisks are down for their drives, B lacks both quorums", () => {
    const [a, b] = staticGroupStatus(topology, new Set(pileB), () => true);
    expect(a!.groupQuorum && a!.driveQuorum).toBe(true);
    expect(b!.groupQuorum || b!.driveQuorum).toBe(false);
    expect(b!.vdisks.every((v) => !v.up && v.driveLost)).toBe(true);
  });
  it('a VDisk goes down with its node (drive not lost): three racks of pile A down break its group only', () => {
    const down = new Set([1, 3, 5]);
    const [a] = staticGroupStatus(topology, new Set(), (n) => !down.has(n));
    expect(a!.vdisks.filter((v) => !v.up).map((v) => [v.node, v.driveLost])).toEqual([
      [1, false],
      [3, false],
      [5, false],
    ]);
    expect(a!.groupQuorum).toBe(false);
    expect(a!.driveQuorum).toBe(true);
  });
});
