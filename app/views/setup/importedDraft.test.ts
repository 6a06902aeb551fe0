import { describe, expect, it } from 'vitest';
import { loadPreset } from '../../../engine/index.ts';
import { IMPORTED_PRESET } from '../../runtime/importConfig.ts';
import { draftFor, evaluateImported, importedFields, isImportedDraft } from './importedDraft.ts';

describe('the setup form over an imported config', () => {
  const { topology, config } = loadPreset('single-dc-8-racks');

  it('starts on the import while it runs, on the fallback preset otherwise', () => {
    expect(isImportedDraft(draftFor(IMPORTED_PRESET, 3, 'x'))).toBe(true);
    expect(draftFor('y', 3, 'x').preset).toBe('x');
  });

  it('checks the import itself, with the seed as the only field', () => {
    const r = evaluateImported(draftFor(IMPORTED_PRESET, 7, 'x'), topology, config);
    expect(r.ok).toBe(true);
    expect(r.config).toBe(config);
    expect(r.topology).toBe(topology);
    expect(r.seed).toBe(7);
    const bad = evaluateImported({ ...draftFor(IMPORTED_PRESET, 7, 'x'), seed: 'abc' }, topology, config);
    expect(bad.ok).toBe(false);
    expect(bad.fieldErrors.seed?.code).toBe('seed');
  });

  it('shows the import’s ring shape in the placement fields', () => {
    const f = importedFields(config, topology.realms.length);
    const g = config.statestorage.ringGroups[0]!;
    expect(f.statestorage.ntoSelect).toBe(String(g.ntoSelect));
    expect(f.statestorage.replicasPerRing).toBe(String(g.rings[0]!.replicas.length));
    expect(f.statestorage.ringsPerRealm).toBe(String(g.rings.length));
  });
});
