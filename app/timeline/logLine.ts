/**
 * An event-log line as data: a key of the `log` catalogue and its values. Values that read
 * differently per language (node names, durations, percentages, nested phrases) stay typed until
 * `renderLogLine` formats them, so a row built once re-words itself when the language changes.
 */
import type { TFunction } from 'i18next';
import { formatFixed, formatMicros, formatMsFixed } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import type en from '../i18n/locales/en/log.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K> = K extends `${infer B}_${PluralForm}` ? B : K;

/** Every key of the `log` catalogue (plural forms under their base key). */
export type LogKey = Base<Leaves<typeof en>>;

export type LogValue =
  | string
  /** A node id: "n3", or the user (id 0). */
  | { readonly node: number }
  /** Node ids joined with commas. */
  | { readonly nodes: readonly number[] }
  /** Microseconds as milliseconds with `digits` decimals: "0.50 ms". */
  | { readonly ms: number; readonly digits: number }
  /** Whole microseconds: "250 µs". */
  | { readonly us: number }
  /** A fraction as a percentage with `digits` decimals: "12.5 %". */
  | { readonly pct: number; readonly digits: number }
  /** Another phrase of the catalogue. */
  | { readonly key: LogKey }
  /** A whole line inside this one. */
  | { readonly line: LogLine }
  /** A quantity the phrase agrees with (i18next `count`: "1 entry", "2 entries"). */
  | { readonly count: number };

export interface LogLine {
  readonly key: LogKey;
  readonly values?: Readonly<Record<string, LogValue>>;
}

export type LogT = TFunction<'log'>;

export const node = (id: number): LogValue => ({ node: id });
export const L = (key: LogKey, values?: Record<string, LogValue>): LogLine =>
  values ? { key, values } : { key };
/** Generations and versions print as the engine numbers them (no digit grouping). */
export const s = (x: number | string): string => String(x);

/** `t` over a computed key: LogKey already checks it against the catalogue. */
const say = (t: LogT, key: LogKey, values?: Record<string, string | number>): string =>
  (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);

function nodeName(t: LogT, id: number): string {
  return id === 0 ? say(t, 'user') : `n${id}`;
}

function formatValue(v: LogValue, t: LogT, lang: Language): string {
  if (typeof v === 'string') return v;
  if ('node' in v) return nodeName(t, v.node);
  if ('nodes' in v) return v.nodes.map((id) => nodeName(t, id)).join(',');
  if ('ms' in v) return formatMsFixed(lang, v.ms / 1000, v.digits);
  if ('us' in v) return formatMicros(lang, v.us);
  if ('pct' in v) return `${formatFixed(lang, v.pct * 100, v.digits)} %`;
  if ('line' in v) return renderLogLine(v.line, t, lang);
  if ('count' in v) return formatFixed(lang, v.count, 0);
  return say(t, v.key);
}

/** The line's text in the language `t` speaks (`lang` picks the number format). */
export function renderLogLine(line: LogLine, t: LogT, lang: Language): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(line.values ?? {}))
    values[k] = typeof v === 'object' && 'count' in v ? v.count : formatValue(v, t, lang);
  return say(t, line.key, values);
}
