import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../presets.ts';
import { initialMembers, liveTopology } from './membership.ts';
import { formatSpareItem, MAX_SPARE_ITEMS, parseSpareItem, withSpare, type SpareItem } from './spare.ts';

const grow = (preset: string, spare: SpareItem[]) => {
  const r = withSpare(loadPreset(preset).topology, spare);
  if (!r.ok) throw new Error(r.reason);
  return r.topology;
};

describe('withSpare', () => {
  it('adds a rack per DC after its last rack, with the next node ids, all reserved', () => {
    const t = grow('mirror-3-dc', [
      { kind: 'rack', dc: 'dc1' },
      { kind: 'rack', dc: 'dc2' },
    ]);
    expect(t.domains.map((d) => d.id)).toEqual([
      'dc1-r1',
      'dc1-r2',
      'dc1-r3',
      'dc1-r4',
      'dc2-r1',
      'dc2-r2',
      'dc2-r3',
      'dc2-r4',
      'dc3-r1',
      'dc3-r2',
      'dc3-r3',
    ]);
    expect(t.nodes.slice(27)).toEqual([
      { id: 28, name: 'n28', domain: 'dc1-r4', realm: 'dc1' },
      { id: 29, name: 'n29', domain: 'dc1-r4', realm: 'dc1' },
      { id: 30, name: 'n30', domain: 'dc1-r4', realm: 'dc1' },
      { id: 31, name: 'n31', domain: 'dc2-r4', realm: 'dc2' },
      { id: 32, name: 'n32', domain: 'dc2-r4', realm: 'dc2' },
      { id: 33, name: 'n33', domain: 'dc2-r4', realm: 'dc2' },
    ]);
    expect(t.reserve).toEqual([28, 29, 30, 31, 32, 33]);
  });

  it('adds single nodes to a rack, also to a rack added before, and keeps the members', () => {
    const base = loadPreset('single-dc-8-racks').topology;
    const t = grow('single-dc-8-racks', [
      { kind: 'node', rack: 'dc1-r2' },
      { kind: 'rack', dc: 'dc1' },
      { kind: 'node', rack: 'dc1-r9' },
    ]);
    expect(t.nodes.slice(16).map((n) => [n.id, n.domain])).toEqual([
      [17, 'dc1-r2'],
      [18, 'dc1-r9'],
      [19, 'dc1-r9'],
      [20, 'dc1-r9'],
    ]);
    expect(t.reserve).toEqual([17, 18, 19, 20]);
    expect(liveTopology(t, initialMembers(t))).toEqual({ ...base, reserve: undefined, piles: base.piles });
  });

  it("gives a bridge DC's spare nodes its pile", () => {
    const t = grow('bridge-2-piles', [{ kind: 'rack', dc: 'dc2' }]);
    expect(t.nodes.slice(20)).toEqual([
      { id: 21, name: 'n21', domain: 'dc2-r6', realm: 'dc2', pile: 'B' },
      { id: 22, name: 'n22', domain: 'dc2-r6', realm: 'dc2', pile: 'B' },
    ]);
  });

  it('keeps an existing reserve and refuses unknown places and too many items', () => {
    const t = { ...loadPreset('single-dc-8-racks').topology, reserve: [15, 16] };
    const r = withSpare(t, [{ kind: 'node', rack: 'dc1-r1' }]);
    expect(r.ok && r.topology.reserve).toEqual([15, 16, 17]);
    expect(withSpare(t, [{ kind: 'rack', dc: 'dc9' }])).toEqual({
      ok: false,
      reason: "rack:dc9: no datacenter 'dc9'",
    });
    expect(withSpare(t, [{ kind: 'node', rack: 'x' }])).toEqual({ ok: false, reason: "node:x: no rack 'x'" });
    const many = Array.from({ length: MAX_SPARE_ITEMS + 1 }, () => ({ kind: 'rack', dc: 'dc1' }) as const);
    expect(withSpare(t, many).ok).toBe(false);
  });
});

describe('parseSpareItem', () => {
  it('reads rack:DC and node:RACK and nothing else', () => {
    expect(parseSpareItem('rack:dc1')).toEqual({ kind: 'rack', dc: 'dc1' });
    expect(parseSpareItem('node:dc1-r1')).toEqual({ kind: 'node', rack: 'dc1-r1' });
    expect(parseSpareItem('dc:dc1')).toBeNull();
    expect(parseSpareItem('rack:')).toBeNull();
    expect(formatSpareItem({ kind: 'node', rack: 'dc2-r3' })).toBe('node:dc2-r3');
  });
});
