/**
 * Catalogue checks shared by the tests: flattens a namespace file into `key → text`, folds
 * plural forms (`_one`, `_few`, …) into their base key, and lists every difference between
 * two languages — a key in one only, a missing plural form, a `{{variable}}` in one only.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(obj: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof obj === 'string') {
    out.set(prefix, obj);
    return out;
  }
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) {
    out.set(prefix, `<not text: ${JSON.stringify(obj)}>`);
    return out;
  }
  for (const [k, v] of Object.entries(obj)) flatten(v, prefix === '' ? k : `${prefix}.${k}`, out);
  return out;
}

interface Entry {
  readonly forms: Set<string>;
  readonly vars: Set<string>;
  readonly empty: boolean;
}

function entries(flat: Map<string, string>): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [key, text] of flat) {
    const m = PLURAL.exec(key);
    const base = m ? key.slice(0, m.index) : key;
    const e = out.get(base) ?? { forms: new Set<string>(), vars: new Set<string>(), empty: false };
    if (m?.[1]) e.forms.add(m[1]);
    for (const v of text.matchAll(/\{\{\s*([\w.]+)/g)) if (v[1]) e.vars.add(v[1]);
    out.set(base, { ...e, empty: e.empty || text.trim() === '' || text.startsWith('<not text') });
  }
  return out;
}

/** Every problem between a reference catalogue and a translation, one sentence each. */
export function compareCatalogues(
  where: string,
  refLang: string,
  ref: unknown,
  lang: string,
  other: unknown,
): string[] {
  const a = entries(flatten(ref));
  const b = entries(flatten(other));
  const problems: string[] = [];
  const plurals = (l: string) => new Intl.PluralRules(l).resolvedOptions().pluralCategories;
  for (const [key, e] of a) {
    const o = b.get(key);
    if (!o) {
      problems.push(`${where}: "${key}" is in ${refLang} but missing in ${lang}`);
      continue;
    }
    for (const [l, x] of [
      [refLang, e],
      [lang, o],
    ] as const) {
      if (x.empty) problems.push(`${where}: "${key}" is empty or not text in ${l}`);
      if (x.forms.size > 0)
        for (const f of plurals(l))
          if (!x.forms.has(f)) problems.push(`${where}: "${key}" lacks the ${l} plural form "_${f}"`);
    }
    const va = [...e.vars].sort().join(',');
    const vb = [...o.vars].sort().join(',');
    if (va !== vb) problems.push(`${where}: "${key}" uses {{${va}}} in ${refLang} but {{${vb}}} in ${lang}`);
  }
  for (const key of b.keys())
    if (!a.has(key)) problems.push(`${where}: "${key}" is in ${lang} but missing in ${refLang}`);
  return problems;
}
