import { describe, expect, it } from 'vitest';
import { loadPreset } from '../index.ts';
import { foldEvents } from './fold.ts';
import { isMember, membershipFold, nextReservedNode, nextReservedRack } from './membership.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

const base = loadPreset('single-dc-8-racks');
const topology = { ...base.topology, reserve: [13, 14, 15, 16] };
const world = { topology, config: base.config };

describe('membership fold', () => {
  it('starts with the reserve outside the cluster and nothing decommissioned', () => {
    const m = foldEvents(membershipFold, world, []);
    expect([...m.reserved]).toEqual([13, 14, 15, 16]);
    expect(isMember(m, 13)).toBe(false);
    expect(isMember(m, 1)).toBe(true);
    expect(nextReservedRack(topology, m)).toBe('dc1-r7');
    expect(nextReservedNode(m)).toBe(13);
  });

  it('a joined rack becomes members; a decommissioned node is gone', () => {
    const events = [
      { t: 3_000_000, kind: 'cluster.joined', nodes: [13, 14] },
      { t: 9_000_000, kind: 'cluster.left', nodes: [2] },
    ] as unknown as TraceEvent[];
    const m = foldEvents(membershipFold, world, events);
    expect(isMember(m, 13)).toBe(true);
    expect(isMember(m, 2)).toBe(false);
    expect(m.left.has(2)).toBe(true);
    expect(nextReservedRack(topology, m)).toBe('dc1-r8');
    expect(nextReservedNode(m)).toBe(15);
  });

  it('a drained node is a member marked leaving until it leaves', () => {
    const draining = [{ t: 5_000_000, kind: 'cluster.draining', nodes: [3] }] as unknown as TraceEvent[];
    const during = foldEvents(membershipFold, world, draining);
    expect(isMember(during, 3)).toBe(true);
    expect([...during.draining]).toEqual([3]);
    const after = foldEvents(membershipFold, world, [
      ...draining,
      { t: 70_000_000, kind: 'cluster.left', nodes: [3] },
    ] as unknown as TraceEvent[]);
    expect(isMember(after, 3)).toBe(false);
    expect(after.draining.size).toBe(0);
    expect(after.left.has(3)).toBe(true);
  });

  it("keeps the kernel's last join refusal until the next join", () => {
    const refusal = { code: 'missing', where: { kind: 'rack', id: 'dc9-r1' } };
    const refused = { t: 4_000_000, kind: 'cluster.joinRefused', command: 'rack.add', refusal };
    const joined = { t: 5_000_000, kind: 'cluster.joined', nodes: [15] };
    const once = foldEvents(membershipFold, world, [refused] as unknown as TraceEvent[]);
    expect(once.refused).toEqual({ command: 'rack.add', refusal });
    const after = foldEvents(membershipFold, world, [refused, joined] as unknown as TraceEvent[]);
    expect(after.refused).toBeNull();
  });

  it('no reserve: nothing to add', () => {
    const m = foldEvents(membershipFold, { topology: base.topology, config: base.config }, []);
    expect(nextReservedRack(base.topology, m)).toBeNull();
    expect(nextReservedNode(m)).toBeNull();
  });
});
