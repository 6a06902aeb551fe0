/**
 * Russian text is Russian: every Latin word left in a Russian catalogue value or in a lesson's
 * Russian text is an identifier (n12, dc1, nto_select, StateStorage, PRIMARY, a CLI verb) or a name
 * on the allow-list below (YDB's own terms its Russian docs keep in Latin, such as pile and bridge).
 * An English word a translation forgot ("Seed", "auto", "guardian'ы") is reported with its key.
 */
import { describe, expect, it } from 'vitest';

/** Words a Russian text may keep in Latin: proper names, YDB terms its Russian docs keep, formula letters. */
const ALLOWED = new Set([
  // Proper names and keys.
  'YDB',
  'Quorumscope',
  'Board',
  'Sentinel',
  'Hive',
  'Web',
  'Workers',
  'English',
  'Enter',
  'State',
  'Storage',
  'Self',
  'Heal',
  // YDB terms as YDB's Russian documentation writes them (ydb.tech/docs/ru/concepts/bridge).
  'bridge',
  'pile',
  'distconf',
  'interconnect',
  'guardian',
  'populator',
  'publisher',
  // CLI verbs and message names.
  'failover',
  'takedown',
  'rejoin',
  'switchover',
  'lookup',
  'lock',
  'update',
  'discovery',
  'npm',
  'sim',
  'run',
  // Config and file keys, URL parameters, values.
  'ring',
  'node',
  'hosts',
  'host',
  'location',
  'ssid',
  'map',
  'yaml',
  'json',
  'steps',
  'preset',
  'scenarios',
  'public',
  'lang',
  'en',
  'ru',
  'large',
  'true',
  'false',
  'workers',
  'inprocess',
  'id',
  // Formula letters and functions.
  'hash',
  'delta',
  'mod',
  // Config keys.
  'config',
]);

const allowed = (w: string): boolean =>
  w.length === 1 || // pile names, formula letters, n12 split at a placeholder
  /[A-Z].*[A-Z]/.test(w) || // ALLCAPS and CamelCase identifiers: PRIMARY, StateStorage
  /^[a-z]+[A-Z]/.test(w) || // camelCase keys
  ALLOWED.has(w) ||
  ALLOWED.has(w[0]!.toLowerCase() + w.slice(1)); // at a sentence's start

/** The Latin words of `text` that are neither identifiers nor allowed. */
export function strayLatin(text: string): string[] {
  // A Latin word given a Russian ending ("guardian'ы") is English in disguise.
  const glued = [...text.matchAll(/[A-Za-z]+['’][а-яё]+/g)].map((m) => m[0]);
  const plain = text
    .replace(/[A-Za-z]+['’][а-яё]+/g, ' ')
    .replace(/[\w.]*\{\{[^}]*\}\}[\w.[\]]*/g, ' ') // {{placeholders}} and what is glued to them
    .replace(/`[^`]*`/g, ' ') // code
    .replace(/"[^"]*"/g, ' ') // YDB's own messages, quoted
    .replace(/'[^'\s]*'/g, ' ') // config values, quoted
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\w+.-]*\/[\w/+.-]*/g, ' '); // paths: /Root/db1/orders, public/scenarios/
  const words = plain
    .split(/[\s,;:()«»'’!?…—–·→/]+/)
    .map((w) => w.replace(/[.]+$/, ''))
    .filter((w) => /^[A-Za-z]+$/.test(w) && !allowed(w));
  return [...glued, ...words];
}

function texts(v: unknown, key: string, out: [string, string][]): [string, string][] {
  if (typeof v === 'string') out.push([key, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => texts(x, `${key}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) texts(x, key === '' ? k : `${key}.${k}`, out);
  return out;
}

/** Every `ru` text of a lesson file (title, say, question, answers, reveal…). */
function lessonRu(v: unknown, key: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(v)) v.forEach((x, i) => lessonRu(x, `${key}[${i}]`, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === 'ru' && typeof x === 'string') out.push([key, x]);
      else lessonRu(x, key === '' ? k : `${key}.${k}`, out);
    }
  return out;
}

const CATALOGUES: Record<string, unknown> = import.meta.glob('./locales/ru/*.json', {
  eager: true,
  import: 'default',
});
const LESSONS: Record<string, unknown> = import.meta.glob('../../public/lessons/*.json', {
  eager: true,
  import: 'default',
});
const SCENARIOS: Record<string, unknown> = import.meta.glob('../../public/scenarios/index.json', {
  eager: true,
  import: 'default',
});

describe('Russian text', () => {
  it('the checker keeps identifiers and names and flags English words', () => {
    expect(strayLatin('узел n{{node}} в dc1-r2, nto_select 5, StateStorage, PRIMARY, pile A, YDB')).toEqual(
      [],
    );
    expect(strayLatin('идёт · in-process → {{count}} workers')).toEqual([]);
    expect(strayLatin('Seed: нужно число; auto / switch; guardian’ы и sync 17 %')).toEqual([
      'guardian’ы',
      'Seed',
      'auto',
      'switch',
      'sync',
    ]);
  });

  it('catalogue values keep no English words', () => {
    const stray = Object.entries(CATALOGUES).flatMap(([file, json]) =>
      texts(json, '', []).flatMap(([key, text]) => strayLatin(text).map((w) => `${file} ${key}: ${w}`)),
    );
    expect(stray).toEqual([]);
  });

  it('the lessons’ Russian text keeps no English words and names the Piles tab as the tab does', () => {
    const files = Object.entries(LESSONS);
    expect(files.length).toBeGreaterThan(5);
    const stray = files.flatMap(([f, json]) =>
      lessonRu(json, '', []).flatMap(([key, text]) => [
        ...strayLatin(text).map((w) => `${f} ${key}: ${w}`),
        ...(/Пайл/i.test(text) ? [`${f} ${key}: «Пайл…» (the term is pile)`] : []),
      ]),
    );
    expect(stray).toEqual([]);
  });

  it('every listed scenario has a Russian title; the English one is the file list’s', async () => {
    const list = Object.values(SCENARIOS)[0] as {
      scenarios: { name: string; title?: string }[];
    };
    const en = (await import('./locales/en/setup.json')).default.scenarioTitle as Record<string, string>;
    const ru = (await import('./locales/ru/setup.json')).default.scenarioTitle as Record<string, string>;
    for (const s of list.scenarios) {
      expect(en[s.name], s.name).toBe(s.title);
      expect(ru[s.name], s.name).toMatch(/[а-яё]{3}/);
    }
  });
});
