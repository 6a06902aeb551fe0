/**
 * Parses what a person types into the record inspector: a TabletId (decimal ui64) or a path.
 * Never throws: a malformed value comes back as a message that says what is wrong.
 */
import { z } from 'zod';
import type { Subsystem } from '../../engine/model/config/types.ts';
import type { RecordKey } from './selection.ts';

export interface ParsedRecord {
  readonly key: RecordKey;
  /** The subsystem that stores this kind of record by default. */
  readonly subsystem: Subsystem;
  /** Display text, e.g. `tablet 72075186224037888`. */
  readonly label: string;
  /** Subsystems that can hold this key (a path fits Board and SchemeBoard). */
  readonly subsystems: readonly Subsystem[];
}

export type RecordParse =
  { readonly ok: true; readonly record: ParsedRecord } | { readonly ok: false; readonly error: string };

const U64_MAX = (1n << 64n) - 1n;

const tabletSchema = z
  .string()
  .regex(/^\d+$/, 'a TabletId is a decimal number')
  .refine((s) => !/^0\d/.test(s), 'a TabletId has no leading zeros')
  // zod runs every check even after the regex failed: BigInt only sees digits.
  .refine(
    (s) => !/^\d+$/.test(s) || (s.length <= 20 && BigInt(s) <= U64_MAX),
    'a TabletId must fit in 64 bits (at most 18446744073709551615)',
  );

// Board paths carry a prefix ending in "+" before the slash (e.g. `gpc+/Root/db1`, as YDB's grpc
// proxies publish them); SchemeBoard paths start with `/`. `Root/db1` is neither: it lost its slash.
const pathSchema = z
  .string()
  .max(512, 'the path is longer than 512 characters')
  .regex(
    /^([A-Za-z0-9_.-]*\+)?\/[^\s]*$/,
    'a path starts with "/" (e.g. /Root/db1) or a Board prefix ending in "+" (e.g. gpc+/Root/db1), without spaces',
  )
  .refine((s) => !s.includes('//'), 'a path has no empty segments ("//")');

export function parseRecordInput(text: string): RecordParse {
  const value = text.trim();
  if (value === '')
    return { ok: false, error: 'Enter a TabletId (e.g. 72075186224037888) or a path (e.g. /Root/db1).' };
  if (/^[\d\s]+$/.test(value) || /^-\d/.test(value)) {
    const r = tabletSchema.safeParse(value);
    if (!r.success)
      return {
        ok: false,
        error: `"${value}" is not a valid TabletId: ${r.error.issues[0]?.message ?? 'invalid'}.`,
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
      error: `"${value}" is neither a TabletId nor a path: ${r.error.issues[0]?.message ?? 'invalid'}.`,
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
