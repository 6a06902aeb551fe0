/**
 * The setup form while an imported config runs: its choice is the import itself, not a preset, so
 * the form shows the import's rings and checks the import's placement. Only the seed is editable;
 * Apply then restarts the same import with that seed. Replacing it takes choosing a preset.
 */
import {
  MAX_SEED,
  RING_SUBSYSTEMS,
  validateConfig,
  type ClusterConfig,
  type Topology,
} from '../../../engine/index.ts';
import { IMPORTED_PRESET } from '../../runtime/importConfig.ts';
import {
  emptyDraft,
  type PlacementField,
  type SetupDraft,
  type SetupResult,
} from '../../viewmodel/setupForm.ts';
import { seedSchema } from '../../viewmodel/urlState.ts';

export const isImportedDraft = (d: SetupDraft): boolean => d.preset === IMPORTED_PRESET;

/** The draft to start from for what runs now: the import (when it runs) or a preset. */
export function draftFor(preset: string, seed: number, fallback: string): SetupDraft {
  return emptyDraft(preset === IMPORTED_PRESET ? IMPORTED_PRESET : fallback, seed);
}

/** The check of the imported cluster with the draft's seed. */
export function evaluateImported(draft: SetupDraft, topology: Topology, config: ClusterConfig): SetupResult {
  const seed = seedSchema.safeParse(draft.seed.trim() === '' ? Number.NaN : draft.seed.trim());
  const problems = validateConfig(topology, config);
  return {
    fieldErrors: seed.success ? {} : { seed: { code: 'seed', max: MAX_SEED } },
    topology,
    config,
    options: {},
    seed: seed.success ? seed.data : null,
    problems,
    ok: seed.success && !problems.some((p) => p.severity === 'error'),
  };
}

/** What the import's first ring group per subsystem has, as the placement fields would say it. */
export function importedFields(config: ClusterConfig, realms: number): SetupDraft['placement'] {
  const out = {} as Record<(typeof RING_SUBSYSTEMS)[number], Record<PlacementField, string>>;
  for (const s of RING_SUBSYSTEMS) {
    const g = config[s].ringGroups[0];
    out[s] = {
      ntoSelect: g ? String(g.ntoSelect) : '',
      ringsPerRealm: g && realms > 0 && g.rings.length % realms === 0 ? String(g.rings.length / realms) : '',
      replicasPerRing: g?.rings[0] ? String(g.rings[0].replicas.length) : '',
    };
  }
  return out;
}
