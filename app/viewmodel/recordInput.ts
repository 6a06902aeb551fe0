/**
 * Parses what a person types into the record inspector: a TabletId (decimal ui64) or a path.
 * Never throws: a malformed value comes back as a message that says what is wrong.
 */
import { tr } from '../i18n/index.ts';
import { z } from 'zod';
import type { Subsystem } from '../../engine/index.ts';
import type { RecordKey } from './selection.ts';

export interface ParsedRecord {
  readonly key: RecordKey;
  /** The subsystem that stores this kind of record by default. */
  readonly subsystem: Subsystem;
  /** Stable English text, e.g. `tablet 72075186224037888` (an identity; the page shows `recordLabel`). */
  readonly label: string;
  /** Subsystems that can hold this key (a path fits Board and SchemeBoard). */
  readonly subsystems: readonly Subsystem[];
}

export type RecordParse =
  { readonly ok: true; readonly record: ParsedRecord } | { readonly ok: false; readonly error: string };

const U64_MAX = (1n << 64n) - 1n;
/** Longest path the inspector takes (YDB paths are far shorter). */
const MAX_PATH_CHARS = 512;

const tabletSchema = z
  .string()
  .regex(/^\d+$/, { error: () => tr('inspector:input.decimal') })
  .refine((s) => !/^0\d/.test(s), { error: () => tr('inspector:input.leadingZeros') })
  // zod runs every check even after the regex failed: BigInt only sees digits.
  .refine((s) => !/^\d+$/.test(s) || (s.length <= 20 && BigInt(s) <= U64_MAX), {
    error: () => tr('inspector:input.u64', { max: U64_MAX.toString() }),
  });

// Board paths carry a prefix ending in "+" before the slash (e.g. `gpc+/Root/db1`, as YDB's grpc
// proxies publish them); SchemeBoard paths start with `/`. `Root/db1` is neither: it lost its slash.
const pathSchema = z
  .string()
  .max(MAX_PATH_CHARS, { error: () => tr('inspector:input.pathTooLong', { max: MAX_PATH_CHARS }) })
  .regex(/^([A-Za-z0-9_.-]*\+)?\/[^\s]*$/, { error: () => tr('inspector:input.pathShape') })
  .refine((s) => !s.includes('//'), { error: () => tr('inspector:input.emptySegment') });

/** The record as the page names it, in its language: "tablet 7207…" / "таблетка 7207…". */
export function recordLabel(r: ParsedRecord): string {
  return r.key.kind === 'tablet'
    ? tr('inspector:input.tablet', { id: r.key.tabletId })
    : r.key.kind === 'path'
      ? tr('inspector:input.path', { path: r.key.path })
      : r.label;
}

export function parseRecordInput(text: string): RecordParse {
  const value = text.trim();
  if (value === '') return { ok: false, error: tr('inspector:input.empty') };
  if (/^[\d\s]+$/.test(value) || /^-\d/.test(value)) {
    const r = tabletSchema.safeParse(value);
    if (!r.success)
      return {
        ok: false,
        error: tr('inspector:input.badTablet', { value, reason: r.error.issues[0]?.message ?? '' }),
      };
    return {
      ok: true,
      record: {
        key: { kind: 'tablet', tabletId: value },
        subsystem: 'statestorage',
        label: `tablet ${value}`,
        subsystems: ['statestorage'],
      },
    };
  }
  const r = pathSchema.safeParse(value);
  if (!r.success)
    return {
      ok: false,
      error: tr('inspector:input.badPath', { value, reason: r.error.issues[0]?.message ?? '' }),
    };
  const board = !value.startsWith('/');
  return {
    ok: true,
    record: {
      key: { kind: 'path', path: value },
      subsystem: board ? 'board' : 'schemeboard',
      label: `path ${value}`,
      subsystems: board ? ['board', 'schemeboard'] : ['schemeboard', 'board'],
    },
  };
}

/** Example records the inspector offers as one-click chips. */
export const EXAMPLE_RECORDS: readonly string[] = ['72075186224037888', '/Root/db1', 'gpc+/Root/db1'];
