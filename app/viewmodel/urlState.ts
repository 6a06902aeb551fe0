/**
 * URL state: `?preset=NAME&seed=N&scenario=NAME&spare=rack:DC,node:RACK`. Parsing never throws: each bad parameter yields
 * a message naming it, and that parameter falls back to its default.
 */
import { z } from 'zod';
import {
  DEFAULT_PRESET,
  formatSpareItem,
  loadPreset,
  MAX_SPARE_ITEMS,
  PRESET_NAMES,
  MAX_SEED,
  parseSeedText,
  parseSpareItem,
  withSpare,
  type SpareItem,
} from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';

export interface UrlState {
  readonly preset: string;
  readonly seed: number;
  readonly scenario: string | null;
  /** Spare racks / nodes added to the preset as reserved slots (engine withSpare). */
  readonly spare: readonly SpareItem[];
}

export const DEFAULT_SEED = 1;

/** The CLI's `--seed` rule (engine/limits.ts): decimal digits only, 0..MAX_SEED. */
export const seedSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const r = parseSeedText(String(v));
  if (r.ok) return r.seed;
  // The engine's reason is the CLI's English; the page words the one seed rule itself.
  ctx.addIssue({ code: 'custom', message: tr('common:url.seedRule', { max: MAX_SEED }) });
  return z.NEVER;
});

const presetSchema = z.string().refine((p) => PRESET_NAMES.includes(p), {
  error: () => tr('common:url.unknownPreset', { presets: PRESET_NAMES.join(', ') }),
});

// Scenario names are file names under public/scenarios/ (without .json), at most one folder deep
// (`broken/bad-steps`): letters, digits, "-" and "_", so a URL can never climb out of the folder.
const scenarioSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}(\/[a-z0-9][a-z0-9_-]{0,63})?$/i, {
  error: () => tr('common:url.scenarioRule'),
});

// `rack:dc1,node:dc2-r1`: the CLI's `--spare` items, comma-separated.
const spareSchema = z.string().transform((v, ctx) => {
  const items = v.split(',').map(parseSpareItem);
  const good = items.filter((i): i is SpareItem => i !== null);
  if (good.length === items.length && good.length <= MAX_SPARE_ITEMS) return good;
  ctx.addIssue({ code: 'custom', message: tr('common:url.spareRule', { max: MAX_SPARE_ITEMS }) });
  return z.NEVER;
});

const formatSpare = (spare: readonly SpareItem[]): string => spare.map(formatSpareItem).join(',');

export interface UrlParse {
  readonly state: UrlState;
  /** One sentence per bad parameter, naming it. */
  readonly problems: readonly string[];
}

/** Longest part of a bad value a notice quotes: a pasted blob must not become the notice. */
export const QUOTED_VALUE_MAX = 80;

/** Line breaks and other control characters, shown escaped so a notice stays one line. */
const isControl = (code: number) => code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;

function quoted(raw: string): string {
  const shown =
    raw.length <= QUOTED_VALUE_MAX
      ? raw
      : `${raw.slice(0, QUOTED_VALUE_MAX)}… (${tr('common:url.characters', { count: raw.length })})`;
  let out = '';
  for (const c of shown) {
    const code = c.charCodeAt(0);
    out += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return out;
}

export function parseUrlState(search: string): UrlParse {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const take = <T>(name: string, schema: z.ZodType<T>, fallback: T, fallbackText: string): T => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    if (raw.trim() === '') {
      problems.push(tr('common:url.empty', { param: `${name}=${quoted(raw)}`, fallback: fallbackText }));
      return fallback;
    }
    const r = schema.safeParse(raw.trim());
    if (r.success) return r.data;
    problems.push(
      tr('common:url.invalid', {
        param: `${name}=${quoted(raw)}`,
        reason: r.error.issues[0]?.message ?? '',
        fallback: fallbackText,
      }),
    );
    return fallback;
  };
  const preset = take(
    'preset',
    presetSchema,
    DEFAULT_PRESET,
    tr('common:url.defaultPreset', { preset: DEFAULT_PRESET }),
  );
  const seed = take('seed', seedSchema, DEFAULT_SEED, tr('common:url.defaultSeed', { seed: DEFAULT_SEED }));
  const scenario = take<string | null>('scenario', scenarioSchema, null, tr('common:url.noScenario'));
  const noSpare = tr('common:url.noSpare');
  let spare = take<readonly SpareItem[]>('spare', spareSchema, [], noSpare);
  // Each item must name a datacenter / rack of the preset (a spare rack's name is checked too).
  for (let i = 0; i < spare.length; i++) {
    const r = withSpare(loadPreset(preset).topology, spare.slice(0, i + 1));
    if (r.ok) continue;
    const item = formatSpareItem(spare[i] as SpareItem);
    const reason = tr('common:url.sparePlace', { item, preset });
    problems.push(
      tr('common:url.invalid', {
        param: `spare=${quoted(params.get('spare') ?? '')}`,
        reason,
        fallback: noSpare,
      }),
    );
    spare = [];
  }
  return { state: { preset, seed, scenario, spare }, problems };
}

/** Lesson ids are file names in public/lessons/ (without .json): lower-case letters, digits and "-". */
const lessonSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, {
  error: () => tr('common:url.lessonRule'),
});

export interface EmbedParse {
  /** `?embed=1&lesson=NAME`: the lesson and the cluster view, nothing else (an iframe in docs). */
  readonly lesson: string | null;
  readonly embed: boolean;
  readonly problems: readonly string[];
}

/** `embed` and `lesson`; an embed without a usable lesson says why (which lessons exist is known later). */
export function parseEmbedState(search: string): EmbedParse {
  const params = new URLSearchParams(search);
  const embedRaw = params.get('embed');
  const lessonRaw = params.get('lesson');
  const problems: string[] = [];
  const embed = embedRaw !== null;
  if (embed && embedRaw.trim() !== '1')
    problems.push(tr('common:url.embedValue', { param: `embed=${quoted(embedRaw)}` }));
  let lesson: string | null = null;
  if (lessonRaw !== null) {
    const r = lessonSchema.safeParse(lessonRaw.trim());
    if (r.success) lesson = r.data;
    else
      problems.push(
        tr('common:url.invalid', {
          param: `lesson=${quoted(lessonRaw)}`,
          reason: r.error.issues[0]?.message ?? '',
          fallback: tr('common:url.noLesson'),
        }),
      );
  } else if (embed) problems.push(tr('common:url.embedNeedsLesson'));
  return { embed, lesson, problems };
}

/** The share URL of a state: preset and seed always, so the link opens exactly this setup. */
export function buildShareUrl(base: string, s: UrlState): string {
  const url = new URL(base);
  url.search = '';
  url.searchParams.set('preset', s.preset);
  url.searchParams.set('seed', String(s.seed));
  if (s.scenario !== null) url.searchParams.set('scenario', s.scenario);
  if (s.spare.length > 0) url.searchParams.set('spare', formatSpare(s.spare));
  return url.toString();
}
