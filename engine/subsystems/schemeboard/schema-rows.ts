/**
 * The SchemeShard's local database rows (its Paths table and the next PathId, as in
 * schemeshard_schema.h), written to BlobStorage with each commit and read back by a new generation.
 */
import type { LocalDbRows } from '../blobstorage/contract.ts';
import type { PathDescription } from './messages.ts';
import type { SchemaState } from './schema.ts';

const PATH_ROW = 'path:';
const NEXT_ROW = 'nextLocalPathId';

/** Rows one change writes: every changed description and the PathId counter after it. */
export function schemaRows(s: SchemaState, changed: readonly PathDescription[]): LocalDbRows {
  const rows: Record<string, unknown> = { [NEXT_ROW]: s.nextLocalPathId };
  for (const d of changed) rows[PATH_ROW + d.path] = d;
  return rows;
}

/** Lays the rows read back over a fresh schema (its root stays when no commit changed it). */
export function restoreSchema(s: SchemaState, rows: LocalDbRows): SchemaState {
  for (const [key, value] of Object.entries(rows)) {
    if (key === NEXT_ROW && typeof value === 'number') s.nextLocalPathId = value;
    // rows are only ever written by schemaRows above
    // A new generation publishes what it read back as its own (populator.cpp: TEvUpdate carries the
    // owner's current generation), as it does every change it makes.
    else if (key.startsWith(PATH_ROW))
      s.objects.set(key.slice(PATH_ROW.length), { ...(value as PathDescription), generation: s.generation });
  }
  return s;
}
