import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { clusterGroup, groupHasQuorum, groupHealth, type Group, type GroupVDisk } from './group.ts';

const topo = (name: string) => loadPreset(name).topology;
const downIn = (ids: readonly string[]) => (v: GroupVDisk) => !ids.includes(v.id);
const g = (name: string): Group => clusterGroup(topo(name));

describe('a cluster static group, placed as its erasure would', () => {
  it('mirror-3-dc: 9 VDisks, 3 per datacenter, each in its own rack', () => {
    const group = g('mirror-3-dc');
    expect(group.erasure).toBe('mirror-3-dc');
    expect(group.realms.map((r) => r.length)).toEqual([3, 3, 3]);
    const all = group.realms.flat();
    expect(new Set(all.map((v) => v.domain)).size).toBe(9);
    expect(new Set(all.map((v) => v.realm)).size).toBe(3);
  });

  it('block-4-2: 8 VDisks in 8 different racks of one datacenter', () => {
    const group = g('single-dc-8-racks');
    expect(group.erasure).toBe('block-4-2');
    expect(new Set(group.realms.flat().map((v) => v.domain)).size).toBe(8);
  });

  it('a single node takes erasure none: one VDisk', () => {
    const t = topo('mirror-3-dc');
    const n = t.nodes[0]!;
    const single = {
      ...t,
      realms: t.realms.slice(0, 1),
      domains: t.domains.filter((d) => d.id === n.domain),
      nodes: [n],
    };
    const group = clusterGroup(single);
    expect(group.erasure).toBe('none');
    expect(group.realms.flat().map((v) => v.node)).toEqual([n.id]);
  });
});

describe('the erasure quorum rule (TQuorumChecker, blobstorage_groupinfo.cpp)', () => {
  // VDisk ids are `static:<realm>:<domain>`.
  const m3 = g('mirror-3-dc');
  const b42 = g('single-dc-8-racks');

  it('mirror-3-dc survives a whole datacenter plus one more VDisk in another', () => {
    expect(groupHasQuorum(m3, downIn(['static:0:0', 'static:0:1', 'static:0:2']))).toBe(true);
    expect(groupHasQuorum(m3, downIn(['static:0:0', 'static:0:1', 'static:0:2', 'static:1:0']))).toBe(true);
  });

  it('mirror-3-dc loses quorum with a datacenter plus two VDisks of another', () => {
    const down = ['static:0:0', 'static:0:1', 'static:0:2', 'static:1:0', 'static:1:1'];
    expect(groupHasQuorum(m3, downIn(down))).toBe(false);
  });

  it('mirror-3-dc loses quorum with one VDisk down in each of the three datacenters (num1 = 3)', () => {
    expect(groupHasQuorum(m3, downIn(['static:0:0', 'static:1:0']))).toBe(true);
    expect(groupHasQuorum(m3, downIn(['static:0:0', 'static:1:0', 'static:2:0']))).toBe(false);
  });

  it('block-4-2 tolerates any two VDisks, not three', () => {
    expect(groupHasQuorum(b42, downIn(['static:0:0', 'static:0:7']))).toBe(true);
    expect(groupHasQuorum(b42, downIn(['static:0:0', 'static:0:3', 'static:0:7']))).toBe(false);
  });

  it('none tolerates nothing', () => {
    const one: Group = {
      pile: 'static',
      erasure: 'none',
      realms: [[{ id: 'static:0:0', node: 1, realm: 'dc1', domain: 'r1' }]],
    };
    expect(groupHasQuorum(one, () => true)).toBe(true);
    expect(groupHasQuorum(one, () => false)).toBe(false);
  });

  it('health: ok with every VDisk up, degraded with quorum kept, lost below it', () => {
    expect(groupHealth(b42, () => true)).toBe('ok');
    expect(groupHealth(b42, downIn(['static:0:1']))).toBe('degraded');
    expect(groupHealth(b42, downIn(['static:0:1', 'static:0:2', 'static:0:3']))).toBe('lost');
  });
});
