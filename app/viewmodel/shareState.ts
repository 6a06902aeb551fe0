/**
 * The state a share link carries in `?s=`: the session as a scenario file (cluster, placement
 * overrides, seed, every command with its virtual time) plus the view (inspected record, current
 * time, speed), as JSON compressed with lz-string. Opening never throws: a damaged link says what
 * is wrong and keeps what can be kept — bad commands are left out, bad view fields fall back. What a
 * link unpacks to is bounded while unpacking (shareCodec.ts), and its JSON is read strictly: a
 * duplicate key or one JavaScript treats specially refuses the link rather than pass as another.
 */
import { tr } from '../i18n/index.ts';
import { compressToEncodedURIComponent } from 'lz-string';
import { z } from 'zod';
import {
  formatLimit,
  MAX_SHARE_JSON_CHARS,
  MAX_SHARE_STATE_CHARS,
  MAX_SHARED_RECORD_CHARS,
  MAX_SHARED_VIOLATION_CHARS,
  MAX_SHARED_VIOLATION_NODES,
  MAX_NODES,
  MAX_STEPS,
  MAX_VIRTUAL_MS,
  doStepSchema,
  formatIssues,
  parseJsonStrict,
  parseScenario,
  type JsonSyntaxError,
  type Scenario,
  type ScenarioFile,
} from '../../engine/index.ts';
import { SPEEDS } from '../timeline/speed.ts';
import { unpackBounded } from './shareCodec.ts';

export const SHARE_PARAM = 's';
const SHARE_VERSION = 1;

export interface ShareView {
  readonly record?: string;
  readonly timeUs?: number;
  readonly speed?: number;
  /** Indices of the commands given at the run's "now" (replayed as given: app/runtime/pageRunHost.ts). */
  readonly live?: readonly number[];
  /** An invariant a chaos run broke in this scenario (`chaos … --shrink` links): shown, not trusted. */
  readonly violation?: SharedViolation;
}

export interface SharedViolation {
  readonly invariant: string;
  readonly tUs: number;
  readonly message: string;
  readonly nodes: readonly number[];
}

export interface SharePayload {
  readonly scenario: ScenarioFile;
  readonly view: ShareView;
}

export interface ShareOpen {
  /** Null when the link's cluster could not be read at all. */
  readonly scenario: Scenario | null;
  readonly view: ShareView;
  /** One sentence per problem, naming the part of the link. */
  readonly problems: readonly string[];
}

export function encodeShareState(p: SharePayload): string {
  return compressToEncodedURIComponent(
    JSON.stringify({ v: SHARE_VERSION, scenario: p.scenario, view: p.view }),
  );
}

const envelopeSchema = z.looseObject({
  v: z.literal(SHARE_VERSION),
  scenario: z.unknown(),
  view: z.looseObject({}).optional(),
});

const timeUsSchema = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_VIRTUAL_MS * 1000, { error: () => tr('share:state.timeTooLate') });

const violationSchema = z.strictObject({
  // An invariant's id (engine/invariants, engine/chaos/oracles.ts): `chaos.schema-never-backwards`.
  invariant: z
    .string()
    .max(80)
    .regex(/^[a-z][a-z0-9.-]*$/, { error: () => tr('share:state.badInvariant') }),
  tUs: timeUsSchema,
  message: z.string().max(MAX_SHARED_VIOLATION_CHARS, {
    error: () => tr('share:state.messageTooLong', { max: formatLimit(MAX_SHARED_VIOLATION_CHARS) }),
  }),
  nodes: z.array(z.number().int().positive().max(MAX_NODES)).max(MAX_SHARED_VIOLATION_NODES),
});

const VIEW_FIELDS = {
  record: z
    .string()
    .min(1)
    .max(MAX_SHARED_RECORD_CHARS, {
      error: () => tr('share:state.recordTooLong', { max: formatLimit(MAX_SHARED_RECORD_CHARS) }),
    }),
  timeUs: timeUsSchema,
  speed: z.number().refine((x) => SPEEDS.includes(x), { error: () => tr('share:state.badSpeed') }),
  live: z.array(z.number().int().nonnegative()),
  violation: violationSchema,
} as const;

/** Reads a `?s=` value; see the module comment for what survives damage. */
export function decodeShareState(param: string): ShareOpen {
  const none = (problem: string): ShareOpen => ({ scenario: null, view: {}, problems: [problem] });
  if (param.length > MAX_SHARE_STATE_CHARS)
    return none(
      tr('share:state.tooLong', {
        chars: formatLimit(param.length),
        max: formatLimit(MAX_SHARE_STATE_CHARS),
      }),
    );
  const unpacked = unpackBounded(param, MAX_SHARE_JSON_CHARS);
  if (!unpacked.ok)
    return none(
      unpacked.reason === 'too-long'
        ? tr('share:state.unpacksTooLong', { max: formatLimit(MAX_SHARE_JSON_CHARS) })
        : tr('share:state.noUnpack'),
    );
  const parsed = parseJsonStrict(unpacked.text);
  if (!parsed.ok) return none(jsonProblem(parsed.problem));
  const json = parsed.value;
  const version = (json as { v?: unknown } | null)?.v;
  if (version !== SHARE_VERSION)
    return none(tr('share:state.version', { version: JSON.stringify(version), current: SHARE_VERSION }));
  const env = envelopeSchema.safeParse(json);
  if (!env.success)
    return none(tr('share:state.damaged', { issues: formatIssues(env.error.issues, json).join('; ') }));
  const steps = (env.data.scenario as { steps?: unknown } | null)?.steps;
  if (Array.isArray(steps) && steps.length > MAX_STEPS)
    return none(
      tr('share:state.tooManyCommands', { count: formatLimit(steps.length), max: formatLimit(MAX_STEPS) }),
    );
  const problems: string[] = [];
  const view: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(VIEW_FIELDS)) {
    const raw = env.data.view?.[key];
    if (raw === undefined) continue;
    const r = (schema as z.ZodType).safeParse(raw);
    if (r.success) view[key] = r.data;
    else problems.push(tr('share:state.viewField', { field: key, reason: r.error.issues[0]?.message ?? '' }));
  }
  return { scenario: salvageScenario(env.data.scenario, problems), view: view as ShareView, problems };
}

function jsonProblem(p: JsonSyntaxError): string {
  const where = { path: p.path ?? '', line: p.line, column: p.column };
  if (p.key?.kind === 'duplicate') return tr('share:state.duplicateKey', { ...where, key: p.key.name });
  if (p.key?.kind === 'special') return tr('share:state.specialKey', { ...where, key: p.key.name });
  return tr('share:state.unreadable');
}

/** The link's scenario; failing that, the same without its bad commands; failing that, nothing. */
function salvageScenario(value: unknown, problems: string[]): Scenario | null {
  const whole = parseScenario(value);
  if (whole.ok) return whole.scenario;
  const steps = (value as { steps?: unknown })?.steps;
  if (value !== null && typeof value === 'object' && Array.isArray(steps)) {
    const good = steps.filter((s) => doStepSchema.safeParse(s).success);
    const kept = parseScenario({ ...value, steps: good });
    if (kept.ok) {
      problems.push(
        tr('share:state.leftOut', { count: steps.length - good.length, error: whole.errors[0] ?? '' }),
      );
      return kept.scenario;
    }
  }
  problems.push(tr('share:state.noCluster', { errors: whole.errors.slice(0, 3).join('; ') }));
  return null;
}
