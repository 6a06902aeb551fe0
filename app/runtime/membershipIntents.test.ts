import { describe, expect, it } from 'vitest';
import { loadPreset, membershipFold, type TraceEvent } from '../../engine/index.ts';
import { memberState, outsideCount, rackReserved } from '../store/membershipSelectors.ts';
import { addNodeCommand, addRackCommand, decommissionCommand } from './membershipIntents.ts';

const p = loadPreset('single-dc-8-racks');
const topology = { ...p.topology, reserve: [15, 16] };
const membershipAfter = (events: unknown[]) => {
  const m = membershipFold.init({ topology, config: p.config });
  for (const e of events as TraceEvent[]) membershipFold.step(m, e);
  return m;
};

describe('membership controls', () => {
  it('add rack / add node name the next reserved slots; none once they joined', () => {
    const before = { topology, membership: membershipAfter([]) };
    expect(addRackCommand(before)).toEqual({ kind: 'rack.add', rack: 'dc1-r8' });
    expect(addNodeCommand(before)).toEqual({ kind: 'node.add', node: 15 });
    expect(rackReserved(before, 'dc1-r8')).toBe(true);
    expect(rackReserved(before, 'dc1-r7')).toBe(false);
    expect(memberState(before, 15)).toBe('reserved');
    expect(outsideCount(before)).toBe(2);
    const after = {
      topology,
      membership: membershipAfter([{ t: 1, kind: 'cluster.joined', nodes: [15, 16] }]),
    };
    expect(addRackCommand(after)).toBeNull();
    expect(addNodeCommand(after)).toBeNull();
    expect(memberState(after, 15)).toBe('member');
  });

  it('a decommissioned node is gone; decommission goes to the distconf root', () => {
    const m = membershipAfter([{ t: 1, kind: 'cluster.left', nodes: [3] }]);
    expect(memberState({ membership: m }, 3)).toBe('left');
    const s = { config: p.config, nodeStatus: {}, liveConfig: null };
    const c = decommissionCommand(s, 3);
    expect(c).toMatchObject({ kind: 'cluster.decommission', set: { nodes: [3] } });
    expect(memberState({ membership: null }, 3)).toBe('member');
  });
});
