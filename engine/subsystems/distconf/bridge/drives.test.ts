import { describe, expect, it } from 'vitest';
import { buildTopology } from '../../../model/topology/build.ts';
import { initialClusterState } from '../../../model/bridge/state.ts';
import { nodeQuorumByPile } from '../../../model/bridge/quorum.ts';
import { pileDriveCommands } from './drives.ts';
import type { BridgeEvent } from './events.ts';
import { initKeeper, keeperAdmin, keeperTick, type KeeperState } from './keeper.ts';
import { missingDiskPiles, missingQuorumPiles } from './quorum.ts';

const topo = buildTopology({ name: 'b', realms: 2, racksPerRealm: 5, nodesPerRack: 2, piles: ['A', 'B'] });
const piles = ['A', 'B'];
const all = new Set(topo.nodes.map((n) => n.id));
const sync = initialClusterState(2);

function tick(k: KeeperState, lost: ReadonlySet<number>): BridgeEvent[] {
  const driveOk = (n: number) => !lost.has(n);
  return keeperTick(
    k,
    {
      nodeQuorum: nodeQuorumByPile(topo, () => true),
      missing: (s) => missingQuorumPiles(topo, s, all, driveOk),
      missingDisks: (s) => missingDiskPiles(topo, s, driveOk),
    },
    piles,
  );
}

describe('config quorum with disks (HasDiskQuorum && HasStorageQuorum)', () => {
  it("every node answering is not enough: pile B's lost drives keep it from the quorum", () => {
    const lostB = new Set(pileDriveCommands(topo, 'B', true).map((c) => c.node));
    expect(lostB.size).toBe(10);
    expect(missingQuorumPiles(topo, sync, all)).toEqual([]);
    expect(missingQuorumPiles(topo, sync, all, (n) => !lostB.has(n))).toEqual(['B']);
    expect(missingDiskPiles(topo, sync, (n) => !lostB.has(n))).toEqual(['B']);
  });
  it('a pile the state does not need is not looked at (PRIMARY / DISCONNECTED needs A only)', () => {
    const disc = { ...sync, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] as const, generation: 1 };
    expect(missingQuorumPiles(topo, disc, all, (n) => n <= 10)).toEqual([]);
  });
  it('two racks of VDisks lost keep the group, a third breaks it', () => {
    expect(missingDiskPiles(topo, sync, (n) => ![11, 13].includes(n))).toEqual([]);
    expect(missingDiskPiles(topo, sync, (n) => ![11, 13, 15].includes(n))).toEqual(['B']);
  });
  it('the wait names the disks, again when that reason comes or goes, and the commit lands after', () => {
    const k = initKeeper(sync);
    keeperAdmin(k, { kind: 'bridge.switchover', node: 1, newPrimary: 'B' }, piles);
    const lost = new Set([11, 13, 15]);
    expect(tick(k, lost)).toEqual([{ kind: 'bridge.waiting', generation: 1, missing: ['B'], disks: ['B'] }]);
    expect(tick(k, lost)).toEqual([]);
    expect(tick(k, new Set())[0]?.kind).toBe('bridge.committed');
  });
});

describe('pile drive commands', () => {
  it('one per node of the pile', () => {
    expect(pileDriveCommands(topo, 'A', false).map((c) => `${c.kind}:${c.node}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => `disk.restore:${i + 1}`),
    );
  });
});
