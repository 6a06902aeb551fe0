import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import {
  allAgree,
  configVersionsFold,
  nodesByVersion,
  versionOf,
  type ConfigAppliedEvent,
} from './configVersions.ts';
import { foldEvents } from './fold.ts';

const world = loadPreset('single-dc-8-racks'); // nodes 1..16
const all = world.topology.nodes.map((n) => n.id);
const applied = (t: number, node: number, version: number): ConfigAppliedEvent => ({
  kind: 'config.applied',
  t,
  node,
  version,
});

describe('configVersionsFold', () => {
  it('starts every node at version 1', () => {
    const s = configVersionsFold.init(world);
    expect(versionOf(s, 7)).toBe(1);
    expect(nodesByVersion(s)).toEqual(new Map([[1, all]]));
    expect(allAgree(s)).toBe(true);
  });

  it('follows a reconfiguration reaching nodes one by one', () => {
    const note: TraceEvent = { kind: 'note', text: 'unrelated', t: 0, node: 0 };
    const s = foldEvents(configVersionsFold, world, [note, applied(10, 5, 2), applied(11, 2, 2)]);
    expect(versionOf(s, 5)).toBe(2);
    expect(versionOf(s, 3)).toBe(1);
    expect(allAgree(s)).toBe(false);
    expect(nodesByVersion(s)).toEqual(
      new Map([
        [1, all.filter((n) => n !== 2 && n !== 5)],
        [2, [2, 5]],
      ]),
    );
    for (const n of all) configVersionsFold.step(s, applied(20 + n, n, 2));
    expect(allAgree(s)).toBe(true);
    expect([...nodesByVersion(s).keys()]).toEqual([2]);
  });

  it('keeps a node at the last version it applied, in event order', () => {
    const s = foldEvents(configVersionsFold, world, [applied(1, 4, 3), applied(2, 4, 2)]);
    expect(versionOf(s, 4)).toBe(2);
    expect([...nodesByVersion(s).keys()]).toEqual([1, 2]);
  });
});
