import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { buildTopology } from '../topology/build.ts';
import {
  groupHasQuorum,
  pileHasDiskQuorum,
  pileHasStorageQuorum,
  staticGroups,
  type StaticGroup,
} from './staticgroup.ts';

const bridge = loadPreset('bridge-2-piles').topology;

/** A group of `realms` × `domains` with VDisk (r, d) on node r * 10 + d + 1. */
function group(erasure: StaticGroup['erasure'], realms: number, domains: number): StaticGroup {
  return {
    pile: 'A',
    erasure,
    realms: Array.from({ length: realms }, (_, r) =>
      Array.from({ length: domains }, (_, d) => ({
        id: `A:${r}:${d}`,
        node: r * 10 + d + 1,
        realm: `dc${r + 1}`,
        domain: `dc${r + 1}-r${d + 1}`,
      })),
    ),
  };
}
const without = (failed: number[]) => (v: { node: number }) => !failed.includes(v.node);

describe('static groups per pile (distconf_generate.cpp AllocateStaticGroup)', () => {
  it('bridge-2-piles: one group per pile, a VDisk on the first node of each of its five racks', () => {
    const [a, b] = staticGroups(bridge);
    expect(a!.pile).toBe('A');
    expect(a!.realms.flat().map((v) => v.node)).toEqual([1, 3, 5, 7, 9]);
    expect(b!.realms.flat().map((v) => v.node)).toEqual([11, 13, 15, 17, 19]);
    expect(a!.erasure).toBe('mirror-3-of-racks');
  });
  it('no piles, no static groups of piles', () => {
    expect(staticGroups(loadPreset('mirror-3-dc').topology)).toEqual([]);
  });
  it('a pile of three datacenters of three racks takes mirror-3-dc, one of eight racks block-4-2', () => {
    const t3 = buildTopology({
      name: 't',
      realms: 3,
      racksPerRealm: 3,
      nodesPerRack: 1,
      piles: ['A', 'A', 'A'],
    });
    expect(staticGroups(t3)[0]!.erasure).toBe('mirror-3-dc');
    const t8 = buildTopology({ name: 't', realms: 1, racksPerRealm: 8, nodesPerRack: 1, piles: ['A'] });
    expect(staticGroups(t8)[0]!.erasure).toBe('block-4-2');
  });
});

describe('CheckQuorumForGroup (blobstorage_groupinfo.cpp), by hand', () => {
  const m3dc = group('mirror-3-dc', 3, 3);
  it.each([
    ['all up', [], true],
    ['a whole realm lost (num1=1, num2=1)', [1, 2, 3], true],
    ['a realm and one more domain (num1=2, num2=1)', [1, 2, 3, 11], true],
    ['one domain in each realm (num1=3)', [1, 11, 21], false],
    ['two domains in two realms (num2=2)', [1, 2, 11, 12], false],
  ] as const)('mirror-3-dc: %s → %s', (_, failed, ok) => {
    expect(groupHasQuorum(m3dc, without([...failed]))).toBe(ok);
  });
  const b42 = group('block-4-2', 1, 8);
  it.each([
    [[], true],
    [[1, 2], true],
    [[1, 2, 3], false],
  ] as const)('block-4-2 with %j failed: quorum %s (failed domains ≤ handoff 2)', (failed, ok) => {
    expect(groupHasQuorum(b42, without([...failed]))).toBe(ok);
  });
  it('five racks: two lost keep quorum, three do not', () => {
    const g = group('mirror-3-of-racks', 1, 5);
    expect(groupHasQuorum(g, without([1, 2]))).toBe(true);
    expect(groupHasQuorum(g, without([1, 2, 3]))).toBe(false);
  });
});

describe('HasDiskQuorum (distconf_quorum.cpp), by hand', () => {
  const t = buildTopology({
    name: 't',
    realms: 3,
    racksPerRealm: 2,
    nodesPerRack: 1,
    piles: ['A', 'A', 'A'],
  });
  // Nodes 1-2 in dc1, 3-4 in dc2, 5-6 in dc3: a datacenter counts with strictly more drives up than down.
  it.each([
    ['all drives', [], true],
    ['one drive of dc1 (1/2 is no majority; 2 of 3 datacenters remain)', [1], true],
    ['one drive in each of two datacenters (1 of 3)', [1, 3], false],
    ['all of dc1 and dc2', [1, 2, 3, 4], false],
  ] as const)('%s lost → %s', (_, lost, ok) => {
    expect(pileHasDiskQuorum(t, 'A', (n) => !(lost as readonly number[]).includes(n))).toBe(ok);
  });
  it('bridge-2-piles: pile B with every drive lost has no disk quorum, pile A keeps it', () => {
    const lostB = (n: number) => n <= 10;
    expect(pileHasDiskQuorum(bridge, 'B', lostB)).toBe(false);
    expect(pileHasDiskQuorum(bridge, 'A', lostB)).toBe(true);
  });
  it('storage quorum needs both: four drives of pile A lost, three of them VDisks', () => {
    const [a] = staticGroups(bridge);
    const lost = [1, 3, 5, 2];
    expect(pileHasDiskQuorum(bridge, 'A', (n) => !lost.includes(n))).toBe(true);
    expect(pileHasStorageQuorum(bridge, a, (n) => !lost.includes(n))).toBe(false);
  });
});
