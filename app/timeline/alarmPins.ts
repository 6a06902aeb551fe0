/**
 * Alarms stay in sight: while the log follows its newest rows, a burst of message drops (a cut
 * node's heartbeats) scrolls a refused session or a quorum loss out of view in a second. The
 * newest alarms older than the first row on screen are pinned above the list, at most
 * PINNED_ALARMS of them, so the strip never takes the list's room.
 */
import type { LogRow } from './logModel.ts';

/** Alarm rows pinned above the log at most (the strip's height is this many rows). */
export const PINNED_ALARMS = 3;

export interface AlarmPins {
  /** Indices into the log's rows, oldest first. */
  readonly pinned: readonly number[];
  /** Alarms above the first row on screen besides the pinned ones. */
  readonly more: number;
}

/**
 * The newest `limit` alarms (not messages) among `shown[0 .. firstVisible)`, read from the end so a long log is
 * scanned only as far as it takes (and counted to its start only for `more`).
 */
export function alarmPins(
  shown: readonly number[],
  rows: readonly LogRow[],
  firstVisible: number,
  limit = PINNED_ALARMS,
): AlarmPins {
  const pinned: number[] = [];
  let more = 0;
  for (let k = Math.min(firstVisible, shown.length) - 1; k >= 0; k--) {
    const i = shown[k] as number;
    const r = rows[i];
    // A dropped message is coloured as an alarm too, but it is what buries the others.
    if (!r || !r.alarm || r.network) continue;
    if (pinned.length < limit) pinned.push(i);
    else more++;
  }
  return { pinned: pinned.reverse(), more };
}
