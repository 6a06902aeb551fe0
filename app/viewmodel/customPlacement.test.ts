import { describe, expect, it } from 'vitest';
import { buildConfig, loadPreset } from '../../engine/index.ts';
import { isCustomPlacement } from './customPlacement.ts';

describe('isCustomPlacement', () => {
  it('tells a preset as shipped from one with placement changed', () => {
    const p = loadPreset('mirror-3-dc');
    expect(isCustomPlacement('mirror-3-dc', p.topology, p.config)).toBe(false);
    const custom = buildConfig(p.topology, { ...p.preset.options, statestorage: { ringsPerRealm: 1 } });
    expect(isCustomPlacement('mirror-3-dc', p.topology, custom)).toBe(true);
    expect(isCustomPlacement('imported', p.topology, custom)).toBe(false);
  });
});
