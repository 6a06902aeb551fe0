import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../../engine/index.ts';
import { hostingIndex } from '../../viewmodel/hosting.ts';
import { layoutCluster } from '../../viewmodel/layout.ts';
import { shortRackName, summariseDc } from './dcSummary.ts';
import { replicaKey } from './svgHelpers.ts';

const { topology, config } = loadPreset('ydb-1000');
const layout = layoutCluster(topology);
const hosting = hostingIndex(config);
const dc1 = layout.dcs[0]!;
const none = new Set<string>();
const summary = (over: Partial<Parameters<typeof summariseDc>[0]> = {}) =>
  summariseDc({ racks: dc1.racks, downRacks: none, status: {}, hosting, selected: none, ...over });

describe('summariseDc', () => {
  it('counts racks and nodes and lists the rings each rack hosts', () => {
    const s = summary();
    expect(s.racks).toHaveLength(12);
    expect(s.nodes).toBe(336);
    expect(s.up).toBe(336);
    expect(s.racks.every((r) => r.state === 'up' && r.up === 28 && r.total === 28)).toBe(true);
    // The static nodes of racks 1-3 host the DC's three rings; the other racks host none.
    expect(s.racks.slice(0, 3).map((r) => r.rings)).toEqual([[0], [1], [2]]);
    expect(s.racks.slice(3).every((r) => r.rings.length === 0)).toBe(true);
    // All three subsystems place their rings alike here: one row of chips.
    expect(s.rings).toEqual([{ subsystems: ['statestorage', 'board', 'schemeboard'], rings: [0, 1, 2] }]);
  });

  it('tells a down rack (the status fold) from a degraded one (some nodes down)', () => {
    const [r1, r2] = dc1.racks;
    const status = Object.fromEntries([
      ...r1!.nodes.map((n) => [n.id, 'down'] as const),
      [r2!.nodes[0]!.id, 'crashed'] as const,
    ]);
    const s = summary({ status, downRacks: new Set([r1!.id]) });
    expect(s.racks[0]).toMatchObject({ state: 'down', up: 0 });
    expect(s.racks[1]).toMatchObject({ state: 'degraded', up: 27 });
    expect(s.racks[2]!.state).toBe('up');
    expect(s.up).toBe(336 - 29);
  });

  it('draws a rack of reserved slots as reserved and leaves its nodes out of the counts', () => {
    const [r1, r2] = dc1.racks;
    const slots = r1!.nodes.map((n) => n.id);
    // Not joined yet: the status fold has them down and the rack down as a whole.
    const status = Object.fromEntries([
      ...slots.map((id) => [id, 'down'] as const),
      [r2!.nodes[0]!.id, 'down'] as const,
    ]);
    const s = summary({ status, downRacks: new Set([r1!.id]), reserved: new Set(slots) });
    expect(s.racks[0]).toMatchObject({ state: 'reserved', up: 0, total: 0 });
    expect(s.racks[1]).toMatchObject({ state: 'degraded', up: 27, total: 28 });
    expect(s.nodes).toBe(336 - 28);
    expect(s.up).toBe(336 - 28 - 1);
  });

  it('marks the racks holding the inspected record, and the DC with them', () => {
    const replica = hosting.get(dc1.racks[1]!.nodes[0]!.id)![0]!;
    const s = summary({ selected: new Set([replicaKey(replica)]) });
    expect(s.racks.map((r) => r.holds)).toEqual(dc1.racks.map((_, i) => i === 1));
    expect(s.holds).toBe(true);
    expect(summary().holds).toBe(false);
  });

  it('gives subsystems with different rings rows of their own', () => {
    const node = dc1.racks[0]!.nodes[0]!.id;
    const only = new Map([[node, [{ subsystem: 'board' as const, group: 0, ring: 4, index: 0, node }]]]);
    expect(summary({ hosting: only }).rings).toEqual([{ subsystems: ['board'], rings: [4] }]);
  });
});

describe('shortRackName', () => {
  it('drops the datacenter prefix only when the rack name has it', () => {
    expect(shortRackName('dc1', 'dc1-r10')).toBe('r10');
    expect(shortRackName('dc1', 'rack-7')).toBe('rack-7');
    expect(shortRackName('dc1', 'dc10-r1')).toBe('dc10-r1');
  });
});
