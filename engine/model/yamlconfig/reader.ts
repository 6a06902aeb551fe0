/**
 * Typed access to the parsed YAML tree for the parts the importer interprets. Every accessor takes
 * a position (`At`: node + YAML path + source offset) and reports a wrong shape as a problem at
 * that position instead of throwing. Walks only the fixed shape of a YDB config, never the input's
 * own depth; aliases are followed through the scan's table, within MAX_ALIASES.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { MAX_ALIASES } from './limits.ts';
import type { Reporter } from './problems.ts';
import { childPath, keyText } from './scan.ts';
import { didYouMean } from './suggest.ts';
import { yt, type YamlText } from './messages.ts';

export interface At {
  readonly node: unknown;
  readonly path: string;
  readonly offset?: number;
}

const offsetOf = (node: unknown): number | undefined =>
  (node as { range?: readonly number[] | null } | null)?.range?.[0] ?? undefined;

export const at = (node: unknown, path: string, fallbackOffset?: number): At => ({
  node,
  path,
  offset: offsetOf(node) ?? fallbackOffset,
});

export interface Entry {
  readonly key: string;
  readonly keyOffset?: number;
  readonly value: At;
}

/** A YAML map's entries by key (first occurrence wins; the scan reports duplicates). */
export class MapView {
  readonly entries = new Map<string, Entry>();

  constructor(readonly loc: At) {}

  /** The value of `key`, or undefined when absent or null (`key:` with nothing after it). */
  get(key: string): At | undefined {
    const e = this.entries.get(key);
    if (e === undefined) return undefined;
    const v = e.value.node;
    if (v === null || v === undefined || (isScalar(v) && v.value === null)) return undefined;
    return e.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Warns about keys that are neither interpreted nor known-and-ignored. */
  checkKeys(report: Reporter, known: readonly string[], context: string): void {
    for (const e of this.entries.values())
      if (!known.includes(e.key))
        report.warn(
          'unknown-key',
          { path: e.value.path, offset: e.keyOffset },
          yt('unknown-key', { key: e.key, what: context, hint: didYouMean(e.key, known) }),
        );
  }
}

function describe(node: unknown): YamlText {
  if (isMap(node)) return yt('got-map');
  if (isSeq(node)) return yt('got-list');
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return yt('got-nothing');
    if (typeof v === 'string')
      return yt('got-value', { value: `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'` });
    return yt('got-value', { value: String(v) });
  }
  return yt('got-unreadable');
}

const TRUE = new Set(['true', 'yes', 'on', 'y']);
const FALSE = new Set(['false', 'no', 'off', 'n']);

export class Reader {
  private aliases = 0;

  constructor(
    readonly report: Reporter,
    private readonly aliasTargets: ReadonlyMap<unknown, Node>,
  ) {}

  /** The node behind an alias (one level at a time, within the alias budget). */
  private deref(loc: At): unknown {
    let node = loc.node;
    while (isAlias(node)) {
      if (++this.aliases > MAX_ALIASES) {
        if (this.aliases === MAX_ALIASES + 1)
          this.report.error('limit', loc, yt('alias-limit', { max: MAX_ALIASES }));
        return undefined;
      }
      const target = this.aliasTargets.get(node);
      if (target === undefined) {
        this.report.error('bad-value', loc, yt('alias-no-anchor', { alias: node.source }));
        return undefined;
      }
      node = target;
    }
    return node;
  }

  map(loc: At, what: string): MapView | undefined {
    const node = this.deref(loc);
    if (node === undefined) return undefined;
    if (!isMap(node)) {
      this.report.error('wrong-type', loc, yt('must-be-map', { what, got: describe(node) }));
      return undefined;
    }
    const view = new MapView(loc);
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const k = keyText(pair.key);
      if (k === undefined) {
        this.report.error('wrong-type', at(pair.key, loc.path), yt('keys-plain', { what }));
        continue;
      }
      if (view.entries.has(k)) continue;
      const keyOffset = offsetOf(pair.key);
      view.entries.set(k, { key: k, keyOffset, value: at(pair.value, childPath(loc.path, k), keyOffset) });
    }
    return view;
  }

  /** Items of a list, or undefined (reported) when it is not a list or longer than `max`. */
  seq(loc: At, what: string, max: number): At[] | undefined {
    const node = this.deref(loc);
    if (node === undefined) return undefined;
    if (!isSeq(node)) {
      this.report.error('wrong-type', loc, yt('must-be-list', { what, got: describe(node) }));
      return undefined;
    }
    if (node.items.length > max) {
      this.report.error('limit', loc, yt('too-many-entries', { what, count: node.items.length, max }));
      return undefined;
    }
    return node.items.map((item, i) => at(item, `${loc.path}[${i}]`, loc.offset));
  }

  /** A list's items, or a lone value as a one-item list (for repeated fields written as a scalar). */
  listOrOne(loc: At, what: string, max: number): At[] {
    const node = this.deref(loc);
    if (node === undefined) return [];
    return isSeq(node) ? (this.seq(loc, what, max) ?? []) : [loc];
  }

  private scalar(loc: At, what: string, expected: YamlText): { value: unknown } | undefined {
    const node = this.deref(loc);
    if (node === undefined) return undefined;
    if (!isScalar(node)) {
      this.report.error('wrong-type', loc, yt('must-be', { what, expected, got: describe(node) }));
      return undefined;
    }
    return { value: node.value };
  }

  /** A whole number in [min, max]; digit strings count too (YDB converts them: `CastRobust`). */
  int(loc: At, what: string, min: number, max: number): number | undefined {
    const expected = yt('expected-int', { min, max });
    const s = this.scalar(loc, what, expected);
    if (s === undefined) return undefined;
    const v = s.value;
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      this.report.error('bad-value', loc, yt('must-be', { what, expected, got: describe(this.deref(loc)) }));
      return undefined;
    }
    return n;
  }

  /** true/false, also yes/no/on/off as YDB's YAML reader (yaml-cpp) accepts them. */
  bool(loc: At, what: string): boolean | undefined {
    const s = this.scalar(loc, what, yt('expected-bool'));
    if (s === undefined) return undefined;
    const v = s.value;
    if (typeof v === 'boolean') return v;
    const t = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (TRUE.has(t)) return true;
    if (FALSE.has(t)) return false;
    this.report.error(
      'bad-value',
      loc,
      yt('must-be', { what, expected: yt('expected-bool'), got: describe(this.deref(loc)) }),
    );
    return undefined;
  }

  /** A scalar as text (numbers and booleans converted), undefined for null. */
  text(loc: At, what: string): string | undefined {
    const s = this.scalar(loc, what, yt('expected-name'));
    if (s === undefined || s.value === null || s.value === undefined) return undefined;
    return String(s.value);
  }
}
