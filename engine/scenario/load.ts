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
import { initialMembers, liveTopology } from '../model/topology/membership.ts';
import type { Topology } from '../model/topology/types.ts';
import { formatIssues } from './issues.ts';
import { findJsonError, findJsonProblem } from '../util/json-error.ts';
import { scenarioEnglish, st, type ScenarioText } from './parseMessages.ts';
import { MAX_FILE_BYTES, MAX_JSON_DEPTH, MAX_NODES, MAX_STEPS, formatLimit } from '../limits.ts';
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
  | {
      readonly ok: false;
      readonly errors: readonly string[];
      /** `errors` as keys and values, one for one, for the page to say in its language. */
      readonly texts: readonly ScenarioText[];
    };

/** Placement errors the runtime cannot run with (the rest are reported as warnings). */
const FATAL: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'unknown-node',
  'empty-group',
  'empty-ring',
  'nto-select-range',
  'actor-id-collision',
]);

const failed = (texts: readonly ScenarioText[]): ScenarioParse => ({
  ok: false,
  errors: texts.map(scenarioEnglish),
  texts,
});
const fail = (text: ScenarioText): ScenarioParse => failed([text]);
const verbatim = (lines: readonly string[]): ScenarioText[] => lines.map((text) => st('verbatim', { text }));

/**
 * Offset of the first byte that is not well-formed UTF-8, or -1: the same verdict as
 * `new TextDecoder('utf-8', { fatal: true })`, which says only that a file is bad, not where.
 */
export function utf8ErrorOffset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const n =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (n < 0) return i;
    // Second-byte ranges exclude overlong forms, surrogates and code points past U+10FFFF.
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
}

/**
 * Parses JSON text (a leading BOM is dropped); a syntax error becomes
 * `bad JSON at line L, column C: <reason>`, a duplicate key `<path>: duplicate key "k" (line L, column C)`.
 * Nesting and duplicates are checked by a linear scan before JSON.parse.
 */
export function parseScenarioText(text: string): ScenarioParse {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > MAX_FILE_BYTES) return fail(st('too-long', { limit: formatLimit(MAX_FILE_BYTES) }));
  const problem = findJsonProblem(text);
  if (problem)
    return fail(
      st(problem.path !== undefined ? 'json-at-path' : 'json-at', {
        path: problem.path ?? '',
        reason: problem.reason,
        line: problem.line,
        column: problem.column,
      }),
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const where = findJsonError(text);
    if (where) return fail(st('json-at', { line: where.line, column: where.column, reason: where.reason }));
    return fail(st('json', { reason: (e as Error).message.split('\n')[0] ?? '' }));
  }
  return parseScenario(value);
}

/** Depth of nested arrays and objects, measured without recursion (stops past `limit`). */
function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, d] = item;
    if (v === null || typeof v !== 'object') continue;
    if (d >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}

/** Size limits checked before the schema walks the value (its cost grows with them). */
function sizeProblem(value: unknown): ScenarioText | null {
  if (depthExceeds(value, MAX_JSON_DEPTH)) return st('too-deep', { max: MAX_JSON_DEPTH });
  if (value === null || typeof value !== 'object') return null;
  const { steps, topology } = value as { steps?: unknown; topology?: { nodes?: unknown } };
  if (Array.isArray(steps) && steps.length > MAX_STEPS)
    return st('too-many-steps', { count: formatLimit(steps.length), max: formatLimit(MAX_STEPS) });
  const nodes = topology !== null && typeof topology === 'object' ? topology.nodes : undefined;
  if (Array.isArray(nodes) && nodes.length > MAX_NODES)
    return st('too-many-nodes', { count: formatLimit(nodes.length), max: formatLimit(MAX_NODES) });
  return null;
}

/** The file's `reserve` on its topology; the config is built for the members only. */
function withReserve(
  f: ScenarioFile,
  topology: Topology,
  build: (live: Topology) => ClusterConfig,
): { topology: Topology; config: ClusterConfig } | ScenarioText[] {
  if (f.reserve === undefined) return { topology, config: build(topology) };
  const known = new Set(topology.nodes.map((n) => n.id));
  const unknown = f.reserve.filter((id) => !known.has(id));
  if (unknown.length > 0) return verbatim([`reserve: unknown node ${unknown.join(', ')}`]);
  const t: Topology = { ...topology, reserve: [...new Set(f.reserve)].sort((a, b) => a - b) };
  const live = liveTopology(t, initialMembers(t));
  if (live.nodes.length === 0)
    return verbatim(['reserve: every node is reserved; the cluster needs at least one']);
  return { topology: t, config: build(live) };
}

function cluster(f: ScenarioFile): { topology: Topology; config: ClusterConfig } | ScenarioText[] {
  if (f.preset !== undefined) {
    if (!PRESETS.has(f.preset))
      return [st('unknown-preset', { preset: f.preset, known: PRESET_NAMES.join(', ') })];
    const p = loadPreset(f.preset);
    return withReserve(
      f,
      p.topology,
      (live) =>
        f.config ??
        (f.configOptions || live !== p.topology
          ? buildConfig(live, { ...p.preset.options, ...f.configOptions })
          : p.config),
    );
  }
  const raw = f.topology as NonNullable<ScenarioFile['topology']>;
  const topology: Topology = { ...raw, nodes: [...raw.nodes].sort((a, b) => a.id - b.id) };
  const errors = checkTopology(topology);
  if (errors.length > 0) return verbatim(errors);
  return withReserve(f, topology, (live) => f.config ?? buildConfig(live, f.configOptions ?? {}));
}

/** Validates a parsed JSON value as a scenario and resolves its cluster. */
export function parseScenario(value: unknown): ScenarioParse {
  const tooBig = sizeProblem(value);
  if (tooBig) return fail(tooBig);
  const r = scenarioSchema.safeParse(value);
  if (!r.success) return failed(verbatim(formatIssues(r.error.issues, value)));
  const file = r.data;
  const c = cluster(file);
  if (Array.isArray(c)) return failed(c);
  const errors: ScenarioText[] = [];
  const warnings: string[] = [];
  for (const p of validateConfig(liveTopology(c.topology, initialMembers(c.topology)), c.config)) {
    const line =
      p.group === undefined
        ? st('placement', { subsystem: p.subsystem, text: p.message }, p)
        : st('placement-group', { subsystem: p.subsystem, group: p.group, text: p.message }, p);
    if (p.severity === 'error' && FATAL.has(p.code)) errors.push(line);
    else warnings.push(scenarioEnglish(line));
  }
  const lastStepMs = file.steps.reduce(
    (m, s) => Math.max(m, s.at, 'by' in s && s.by !== undefined ? s.by : 0),
    0,
  );
  const durationMs = file.durationMs ?? lastStepMs + 1000;
  errors.push(...verbatim(checkScenario(file, c.topology, durationMs)));
  if (errors.length > 0) return failed(errors);
  return { ok: true, scenario: { file, topology: c.topology, config: c.config, durationMs, warnings } };
}
