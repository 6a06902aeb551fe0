/**
 * The setup form: preset, seed and per-subsystem placement options. Field rules are checked with
 * zod (each message names the field); the resulting config is then checked by the engine's
 * placement validator, whose errors block "Apply" and whose warnings are only shown.
 */
import { z } from 'zod';
import type { BuildOptions, PlacementOptions } from '../../engine/model/config/builder.ts';
import { buildConfig } from '../../engine/model/config/builder.ts';
import type { Problem } from '../../engine/model/config/problems.ts';
import type { ClusterConfig, Subsystem } from '../../engine/model/config/types.ts';
import { SUBSYSTEMS } from '../../engine/model/config/types.ts';
import { validateConfig } from '../../engine/model/config/validate.ts';
import { buildTopology } from '../../engine/model/topology/build.ts';
import { PRESETS } from '../../engine/presets.ts';
import type { Topology } from '../../engine/model/topology/types.ts';
import { SUBSYSTEM_LABEL } from './palette.ts';
import { seedSchema } from './urlState.ts';

export type PlacementField = 'ntoSelect' | 'ringsPerRealm' | 'replicasPerRing';
export const PLACEMENT_FIELDS: readonly PlacementField[] = ['ntoSelect', 'ringsPerRealm', 'replicasPerRing'];
export const FIELD_LABEL: Readonly<Record<PlacementField, string>> = {
  ntoSelect: 'nto_select',
  ringsPerRealm: 'rings per DC',
  replicasPerRing: 'replicas per ring',
};
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

export interface SetupResult {
  /** Field errors, keyed `seed` or `<subsystem>.<field>`. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly topology: Topology | null;
  readonly config: ClusterConfig | null;
  readonly options: BuildOptions;
  readonly seed: number | null;
  readonly problems: readonly Problem[];
  /** True when the draft can be applied (no field errors, no placement errors). */
  readonly ok: boolean;
}

const fieldSchema = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, `${label} must be a whole number`)
    .transform((s) => (s === '' ? undefined : Number(s)))
    .refine((n) => n === undefined || (n >= 1 && n <= max), `${label} must be between 1 and ${max}`);

export function emptyDraft(preset: string, seed: number): SetupDraft {
  const blank = { ntoSelect: '', ringsPerRealm: '', replicasPerRing: '' };
  return { preset, seed: String(seed), placement: { statestorage: blank, board: blank, schemeboard: blank } };
}

export function evaluateDraft(draft: SetupDraft): SetupResult {
  const fieldErrors: Record<string, string> = {};
  const seedParse = seedSchema.safeParse(draft.seed.trim() === '' ? Number.NaN : draft.seed.trim());
  if (!seedParse.success) fieldErrors.seed = `Seed: ${seedParse.error.issues[0]?.message ?? 'invalid'}`;
  const options: Record<string, PlacementOptions> = {};
  for (const s of SUBSYSTEMS) {
    const opts: Record<string, number> = {};
    for (const f of PLACEMENT_FIELDS) {
      const label = `${SUBSYSTEM_LABEL[s]} ${FIELD_LABEL[f]}`;
      const r = fieldSchema(label, FIELD_MAX[f]).safeParse(draft.placement[s][f]);
      if (!r.success) fieldErrors[`${s}.${f}`] = r.error.issues[0]?.message ?? `${label} is invalid`;
      else if (r.data !== undefined) opts[f] = r.data;
    }
    options[s] = opts;
  }
  const preset = PRESETS.get(draft.preset);
  if (!preset) fieldErrors.preset = `Unknown preset "${draft.preset}"`;
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
): Record<string, string> {
  const errors: Record<string, string> = {};
  const racksPerRealm = Math.min(
    ...topology.realms.map((r) => topology.domains.filter((d) => d.realm === r.id).length),
  );
  const nodesPerRack = Math.min(
    ...topology.domains.map((d) => topology.nodes.filter((n) => n.domain === d.id).length),
  );
  for (const s of SUBSYSTEMS) {
    const o = options[s] ?? {};
    const label = SUBSYSTEM_LABEL[s];
    if (o.ringsPerRealm !== undefined && o.ringsPerRealm > racksPerRealm)
      errors[`${s}.ringsPerRealm`] =
        `${label} ${FIELD_LABEL.ringsPerRealm} can be at most ${racksPerRealm} here: each ring takes a rack of its own, and a DC has ${racksPerRealm} racks`;
    if (o.replicasPerRing !== undefined && o.replicasPerRing > nodesPerRack)
      errors[`${s}.replicasPerRing`] =
        `${label} ${FIELD_LABEL.replicasPerRing} can be at most ${nodesPerRack} here: a ring's replicas are nodes of one rack, and a rack has ${nodesPerRack} nodes`;
  }
  return errors;
}
