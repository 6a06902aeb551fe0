/**
 * From JSON text (or an already parsed value) to a runnable scenario: schema check, cluster
 * (preset or explicit topology; explicit config or one built with `configOptions`), semantic check.
 * Never throws on bad input: returns every problem as a line naming its JSON path.
 */
import { buildConfig } from '../model/config/builder.ts';
import type { ClusterConfig } from '../model/config/types.ts';
import type { ProblemCode } from '../model/config/problems.ts';
import { validateConfig } from '../model/config/validate.ts';
import { loadPreset, PRESET_NAMES, PRESETS } from '../presets.ts';
import type { Topology } from '../model/topology/types.ts';
import { formatIssues } from './issues.ts';
import { findJsonError } from './json-error.ts';
import { scenarioSchema, type ScenarioFile } from './schema.ts';
import { checkScenario, checkTopology } from './semantic.ts';

export interface Scenario {
  readonly file: ScenarioFile;
  readonly topology: Topology;
  readonly config: ClusterConfig;
  /** End of the run (ms of virtual time). */
  readonly durationMs: number;
  /** Placement problems the runtime copes with (the validator's warnings and teaching-only errors). */
  readonly warnings: readonly string[];
}

export type ScenarioParse =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Placement errors the runtime cannot run with (the rest are reported as warnings). */
const FATAL: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'unknown-node',
  'empty-group',
  'empty-ring',
  'nto-select-range',
  'actor-id-collision',
]);

/** Parses JSON text; a syntax error becomes `bad JSON at line L, column C: <reason>`. */
export function parseScenarioText(text: string): ScenarioParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const where = findJsonError(text);
    if (where)
      return {
        ok: false,
        errors: [`bad JSON at line ${where.line}, column ${where.column}: ${where.reason}`],
      };
    return { ok: false, errors: [`bad JSON: ${(e as Error).message}`] };
  }
  return parseScenario(value);
}

function cluster(f: ScenarioFile): { topology: Topology; config: ClusterConfig } | string[] {
  if (f.preset !== undefined) {
    if (!PRESETS.has(f.preset))
      return [`preset: unknown preset '${f.preset}' (known: ${PRESET_NAMES.join(', ')})`];
    const p = loadPreset(f.preset);
    const config =
      f.config ??
      (f.configOptions ? buildConfig(p.topology, { ...p.preset.options, ...f.configOptions }) : p.config);
    return { topology: p.topology, config };
  }
  const raw = f.topology as NonNullable<ScenarioFile['topology']>;
  const topology: Topology = { ...raw, nodes: [...raw.nodes].sort((a, b) => a.id - b.id) };
  const errors = checkTopology(topology);
  if (errors.length > 0) return errors;
  return { topology, config: f.config ?? buildConfig(topology, f.configOptions ?? {}) };
}

/** Validates a parsed JSON value as a scenario and resolves its cluster. */
export function parseScenario(value: unknown): ScenarioParse {
  const r = scenarioSchema.safeParse(value);
  if (!r.success) return { ok: false, errors: formatIssues(r.error.issues, value) };
  const file = r.data;
  const c = cluster(file);
  if (Array.isArray(c)) return { ok: false, errors: c };
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const p of validateConfig(c.topology, c.config)) {
    const line = `config.${p.subsystem}${p.group !== undefined ? `.ringGroups[${p.group}]` : ''}: ${p.message}`;
    (p.severity === 'error' && FATAL.has(p.code) ? errors : warnings).push(line);
  }
  const lastStepMs = file.steps.reduce(
    (m, s) => Math.max(m, s.at, 'by' in s && s.by !== undefined ? s.by : 0),
    0,
  );
  const durationMs = file.durationMs ?? lastStepMs + 1000;
  errors.push(...checkScenario(file, c.topology, durationMs));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, scenario: { file, topology: c.topology, config: c.config, durationMs, warnings } };
}
