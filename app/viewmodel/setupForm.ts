/**
 * The setup form: preset, seed and per-subsystem placement options. Field rules are checked with
 * zod (each message names the field); the resulting config is then checked by the engine's
 * placement validator, whose errors block "Apply" and whose warnings are only shown.
 */
import { z } from 'zod';
import {
  buildConfig,
  RING_SUBSYSTEMS,
  validateConfig,
  buildTopology,
  PRESETS,
  MAX_SEED,
  type BuildOptions,
  type PlacementOptions,
  type Problem,
  type ClusterConfig,
  type Subsystem,
  type Topology,
} from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';
import { SUBSYSTEM_LABEL } from './palette.ts';
import { seedSchema } from './urlState.ts';

export type PlacementField = 'ntoSelect' | 'ringsPerRealm' | 'replicasPerRing';
export const PLACEMENT_FIELDS: readonly PlacementField[] = ['ntoSelect', 'ringsPerRealm', 'replicasPerRing'];
const FIELD_MAX: Readonly<Record<PlacementField, number>> = {
  ntoSelect: 99,
  ringsPerRealm: 64,
  replicasPerRing: 16,
};

/** Raw form values: strings as typed; an empty placement field means "the preset's default". */
export interface SetupDraft {
  readonly preset: string;
  readonly seed: string;
  readonly placement: Readonly<Record<Subsystem, Readonly<Record<PlacementField, string>>>>;
}

/**
 * A field error as a code and its values, not a sentence: the panel says it in the page's
 * language (`fieldErrorText`), and a language switch re-words errors already on screen.
 */
export type FieldError =
  | { readonly code: 'seed'; readonly max: number }
  | { readonly code: 'preset'; readonly preset: string }
  | { readonly code: 'whole'; readonly subsystem: Subsystem; readonly field: PlacementField }
  | {
      readonly code: 'range';
      readonly subsystem: Subsystem;
      readonly field: PlacementField;
      readonly max: number;
    }
  | {
      readonly code: 'ringsPerRealm' | 'replicasPerRing';
      readonly subsystem: Subsystem;
      readonly field: PlacementField;
      readonly max: number;
    };

/** The sentence for a field error in the current language (setup catalogue, `error.*`). */
export function fieldErrorText(e: FieldError): string {
  switch (e.code) {
    case 'seed':
      return tr('setup:error.seed', { max: e.max });
    case 'preset':
      return tr('setup:error.preset', { preset: e.preset });
    default: {
      const label = `${SUBSYSTEM_LABEL[e.subsystem]} ${tr(`setup:field.${e.field}`)}`;
      return e.code === 'whole'
        ? tr('setup:error.whole', { label })
        : tr(`setup:error.${e.code}`, { label, max: e.max });
    }
  }
}

export interface SetupResult {
  /** Field errors, keyed `seed` or `<subsystem>.<field>`. */
  readonly fieldErrors: Readonly<Record<string, FieldError>>;
  readonly topology: Topology | null;
  readonly config: ClusterConfig | null;
  readonly options: BuildOptions;
  readonly seed: number | null;
  readonly problems: readonly Problem[];
  /** True when the draft can be applied (no field errors, no placement errors). */
  readonly ok: boolean;
}

/** A placement field: empty (the preset's default) or a whole number from 1 to `max`. */
function parseField(
  raw: string,
  max: number,
): { ok: true; value?: number } | { ok: false; code: 'whole' | 'range' } {
  const r = z.string().trim().regex(/^\d*$/).safeParse(raw);
  if (!r.success) return { ok: false, code: 'whole' };
  if (r.data === '') return { ok: true };
  const n = Number(r.data);
  return n >= 1 && n <= max ? { ok: true, value: n } : { ok: false, code: 'range' };
}

export function emptyDraft(preset: string, seed: number): SetupDraft {
  const blank = { ntoSelect: '', ringsPerRealm: '', replicasPerRing: '' };
  return { preset, seed: String(seed), placement: { statestorage: blank, board: blank, schemeboard: blank } };
}

export function evaluateDraft(draft: SetupDraft): SetupResult {
  const fieldErrors: Record<string, FieldError> = {};
  const seedParse = seedSchema.safeParse(draft.seed.trim() === '' ? Number.NaN : draft.seed.trim());
  if (!seedParse.success) fieldErrors.seed = { code: 'seed', max: MAX_SEED };
  const options: Record<string, PlacementOptions> = {};
  for (const s of RING_SUBSYSTEMS) {
    const opts: Record<string, number> = {};
    for (const f of PLACEMENT_FIELDS) {
      const r = parseField(draft.placement[s][f], FIELD_MAX[f]);
      if (!r.ok) fieldErrors[`${s}.${f}`] = { code: r.code, subsystem: s, field: f, max: FIELD_MAX[f] };
      else if (r.value !== undefined) opts[f] = r.value;
    }
    options[s] = opts;
  }
  const preset = PRESETS.get(draft.preset);
  if (!preset) fieldErrors.preset = { code: 'preset', preset: draft.preset };
  const buildOptions: BuildOptions = { ...preset?.options, ...options };
  let topology: Topology | null = null;
  let config: ClusterConfig | null = null;
  let problems: Problem[] = [];
  if (preset) {
    topology = buildTopology(preset.shape);
    Object.assign(fieldErrors, beyondTopology(topology, options));
    config = buildConfig(topology, buildOptions);
    problems = validateConfig(topology, config);
  }
  const ok = Object.keys(fieldErrors).length === 0 && !problems.some((p) => p.severity === 'error');
  return {
    fieldErrors,
    topology,
    config,
    options: buildOptions,
    seed: seedParse.success ? seedParse.data : null,
    problems,
    ok,
  };
}

/**
 * Placement values the topology cannot honour: the builder would quietly cap them (one ring per
 * rack, a ring's replicas on nodes of its rack), so the form says so instead of showing "valid".
 */
function beyondTopology(
  topology: Topology,
  options: Readonly<Record<string, PlacementOptions>>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const racksPerRealm = Math.min(
    ...topology.realms.map((r) => topology.domains.filter((d) => d.realm === r.id).length),
  );
  const nodesPerRack = Math.min(
    ...topology.domains.map((d) => topology.nodes.filter((n) => n.domain === d.id).length),
  );
  for (const s of RING_SUBSYSTEMS) {
    const o = options[s] ?? {};
    if (o.ringsPerRealm !== undefined && o.ringsPerRealm > racksPerRealm)
      errors[`${s}.ringsPerRealm`] = {
        code: 'ringsPerRealm',
        subsystem: s,
        field: 'ringsPerRealm',
        max: racksPerRealm,
      };
    if (o.replicasPerRing !== undefined && o.replicasPerRing > nodesPerRack)
      errors[`${s}.replicasPerRing`] = {
        code: 'replicasPerRing',
        subsystem: s,
        field: 'replicasPerRing',
        max: nodesPerRack,
      };
  }
  return errors;
}
