import { describe, expect, it } from 'vitest';
import { diffConfigs, loadPreset } from '../../../engine/index.ts';
import { changedCuts, groupAlike, movedLoad } from './compareGroups.ts';

const side = (name: string) => ({ name, ...loadPreset(name) });

describe('groupAlike', () => {
  // Computed once: the diff takes a few seconds.
  const diff = diffConfigs(side('mirror-3-dc'), side('single-dc-8-racks'), { loadSamples: 2000 });

  it('says the cut sets of subsystems sharing their rings once, naming all of them', () => {
    const groups = groupAlike(diff.perSubsystem, changedCuts);
    expect(groups.flatMap((g) => g.subsystems).sort()).toEqual(
      diff.perSubsystem.map((s) => s.subsystem).sort(),
    );
    // mirror-3-dc and single-dc-8-racks place all three on the same rings: one list, three names.
    expect(groups).toHaveLength(1);
    expect(groups[0]?.subsystems).toEqual(['statestorage', 'board', 'schemeboard']);
    expect(groups[0]?.value.length).toBeGreaterThan(0);
  });

  it('keeps apart subsystems whose results differ, in their order', () => {
    const [ss, board, sb] = diff.perSubsystem;
    const bent = { ...board!, cuts: [] };
    const groups = groupAlike([ss!, bent, sb!], changedCuts);
    expect(groups.map((g) => g.subsystems)).toEqual([['statestorage', 'schemeboard'], ['board']]);
  });

  it('groups load changes the same way', () => {
    const groups = groupAlike(diff.perSubsystem, movedLoad(0.005));
    expect(groups.flatMap((g) => g.subsystems)).toHaveLength(3);
  });

  it('sends a result that survives the worker boundary unchanged', () => {
    expect(structuredClone(diff)).toEqual(diff);
  });
});
