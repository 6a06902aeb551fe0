import { describe, expect, it } from 'vitest';
import { KERNEL_EVENT_KINDS, SUBSYSTEM_DESCRIPTORS } from '../../engine/index.ts';
import { APP_SUBSYSTEMS, FLOW_ENTRIES } from './index.ts';
import { readersByKind } from './read.ts';

describe('the app-side subsystem entries', () => {
  it('read every trace event kind the engine declares, each kind in exactly one entry', () => {
    const declared = new Set([...KERNEL_EVENT_KINDS, ...SUBSYSTEM_DESCRIPTORS.flatMap((d) => d.events)]);
    const read = readersByKind(APP_SUBSYSTEMS); // throws on a kind read twice
    expect([...declared].filter((k) => !read.has(k))).toEqual([]);
    expect([...read.keys()].filter((k) => !declared.has(k))).toEqual([]);
  });

  it('refuse a kind two entries claim', () => {
    const twice = {
      id: 'twice',
      label: 'Twice',
      log: { 'board.view': () => ({ nodes: [], record: null, line: { key: 'reconfigDone' as const } }) },
    };
    expect(() => readersByKind([...APP_SUBSYSTEMS, twice])).toThrow(
      "'board.view' is read by both 'board' and 'twice'",
    );
  });

  it('take their colours from the descriptors, every subsystem its own', () => {
    for (const f of FLOW_ENTRIES.filter((e) => e.id !== 'system'))
      expect(f.flow.colour).toBe(SUBSYSTEM_DESCRIPTORS.find((d) => d.id === f.id)?.view.colour);
    const colours = SUBSYSTEM_DESCRIPTORS.map((d) => d.view.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
