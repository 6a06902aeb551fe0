import { describe, expect, it } from 'vitest';
import {
  faultView,
  headroom,
  prepareFaultModel,
  loadPreset,
  type SubsystemHeadroom,
} from '../../engine/index.ts';
import { headroomSentence, percent, worstIndex } from './headroomText.ts';

const sentences = (preset: string, down: number[] = []) => {
  const { topology, config } = loadPreset(preset);
  return headroom(faultView(prepareFaultModel(topology, config), down)).perSubsystem.map((h) =>
    headroomSentence(h, topology.realms.length),
  );
};

const op = (racks: number, dcs: number, lostNow = 0, exact = true, piles: number | null = null) => ({
  headroom: { nodes: 9, racks, dcs, piles },
  exact: { nodes: exact, racks: exact, dcs: exact, piles: exact },
  lostNow,
});

describe('headroomSentence', () => {
  it('names the subsystem, the levels and what breaks', () => {
    const h: SubsystemHeadroom = {
      subsystem: 'statestorage',
      method: 'exact',
      read: op(1, 0),
      write: op(1, 0),
    };
    expect(headroomSentence(h)).toBe('StateStorage: 1 more rack or 0 more DCs before some tablets stall');
  });

  it('names no DC level in a cluster of one datacenter', () => {
    const h: SubsystemHeadroom = {
      subsystem: 'statestorage',
      method: 'exact',
      read: op(2, 0),
      write: op(2, 0),
    };
    expect(headroomSentence(h, 1)).toBe('StateStorage: 2 more racks before some tablets stall');
    expect(headroomSentence(h, 3)).toBe('StateStorage: 2 more racks or 0 more DCs before some tablets stall');
    for (const line of sentences('single-dc-8-racks')) expect(line).not.toContain('DC');
  });

  it('takes the worse of read and write, and says when figures are bounds', () => {
    const h: SubsystemHeadroom = {
      subsystem: 'board',
      method: 'replica-bound',
      read: op(3, 1, 0, false),
      write: op(2, 1, 0, false),
    };
    expect(headroomSentence(h)).toBe(
      'Board: at least 2 more racks or 1 more DC before some endpoints vanish',
    );
  });

  it('reports records already without quorum', () => {
    const h: SubsystemHeadroom = {
      subsystem: 'schemeboard',
      method: 'exact',
      read: op(0, 0, 0.25),
      write: op(0, 0),
    };
    expect(headroomSentence(h)).toBe(
      'SchemeBoard: 0 more racks before more schemas stop updating (25% already lost)',
    );
  });

  it('says everything is lost, not the domains still up, when no record has quorum', () => {
    const all: SubsystemHeadroom = {
      subsystem: 'statestorage',
      method: 'exact',
      read: op(5, 1, 1, true, 1),
      write: op(5, 1, 1, true, 1),
    };
    expect(headroomSentence(all)).toBe(
      'StateStorage: every tablet stalls (100% already lost) — bring back what failed',
    );
    // writes all lost, reads partly: the figures are the reads' alone
    const writes: SubsystemHeadroom = { ...all, subsystem: 'board', read: op(1, 0, 0.5) };
    expect(headroomSentence(writes)).toBe(
      'Board: 1 more rack or 0 more DCs before more endpoints vanish (100% already lost)',
    );
  });

  it('stops at the first level that reads 0: bigger domains hold it, so they read 0 too', () => {
    const h = (racks: number, dcs: number): SubsystemHeadroom => ({
      subsystem: 'statestorage',
      method: 'exact',
      read: op(racks, dcs, 0, true, 0),
      write: op(racks, dcs, 0, true, 0),
    });
    expect(headroomSentence(h(2, 1))).toBe(
      'StateStorage: 2 more racks or 1 more DC or 0 more piles before some tablets stall',
    );
    expect(headroomSentence(h(2, 0))).toBe(
      'StateStorage: 2 more racks or 0 more DCs before some tablets stall',
    );
    expect(headroomSentence(h(0, 0))).toBe('StateStorage: 0 more racks before some tablets stall');
  });

  it('drops as racks fail on single-dc-8-racks (nto_select 5 over 8 rings)', () => {
    expect(sentences('single-dc-8-racks')[0]).toBe('StateStorage: 2 more racks before some tablets stall');
    // Nodes 1-2 are the first rack.
    expect(sentences('single-dc-8-racks', [1, 2])[0]).toBe(
      'StateStorage: 1 more rack before some tablets stall',
    );
  });

  it('mentions piles only in bridge mode; on bridge-2-piles the DCs already read 0', () => {
    expect(sentences('mirror-3-dc').join()).not.toContain('pile');
    expect(sentences('bridge-2-piles')[0]).toBe(
      'StateStorage: 2 more racks or 0 more DCs before some tablets stall',
    );
  });
});

describe('percent', () => {
  it('keeps one decimal under 10% and marks tiny shares', () => {
    expect([0, 0.0004, 0.05, 0.375, 1].map(percent)).toEqual(['0%', '<0.1%', '5.0%', '38%', '100%']);
  });
});

describe('worstIndex', () => {
  const row = (subsystem: SubsystemHeadroom['subsystem'], racks: number, lost = 0): SubsystemHeadroom => ({
    subsystem,
    method: 'exact',
    read: op(racks, 1, lost),
    write: op(racks + 1, 1),
  });

  it('picks the subsystem with the fewest racks to spare, the first of equals', () => {
    expect(worstIndex([row('statestorage', 3), row('board', 1), row('schemeboard', 2)])).toBe(1);
    expect(worstIndex([row('statestorage', 2), row('board', 2), row('schemeboard', 4)])).toBe(0);
  });

  it('puts a subsystem that already lost records first, whatever its racks', () => {
    expect(worstIndex([row('statestorage', 0), row('board', 1, 0.5), row('schemeboard', 0)])).toBe(1);
  });

  it('folds a real cluster with a rack down to a row that reads fewer racks than the rest', () => {
    const { topology, config } = loadPreset('mirror-3-dc');
    const rows = headroom(faultView(prepareFaultModel(topology, config), [1, 2, 3])).perSubsystem;
    const racks = (h: SubsystemHeadroom) =>
      Math.min(h.read.headroom.racks ?? 99, h.write.headroom.racks ?? 99);
    const w = rows[worstIndex(rows)]!;
    for (const h of rows) expect(racks(w)).toBeLessThanOrEqual(racks(h));
  });
});
