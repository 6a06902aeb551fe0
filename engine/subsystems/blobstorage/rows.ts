/** How a tablet's local database follows its log: one entry's rows applied in order. */
import { SNAPSHOT_ROW, type LocalDbRows } from './messages.ts';

/**
 * Applies one log entry's rows to `db` in place: a snapshot (`SNAPSHOT_ROW`) first empties it, null
 * deletes a key, any other value sets it; the snapshot marker itself is not a row.
 */
export function applyLogEntry(db: Record<string, unknown>, rows: LocalDbRows): void {
  if (SNAPSHOT_ROW in rows) for (const k of Object.keys(db)) delete db[k];
  for (const [k, v] of Object.entries(rows)) {
    if (k === SNAPSHOT_ROW) continue;
    if (v === null) delete db[k];
    else db[k] = v;
  }
}
