import { describe, expect, it } from 'vitest';
import { alarmPins, PINNED_ALARMS } from './alarmPins.ts';
import type { LogRow } from './logModel.ts';

const row = (alarm: boolean, network = false): LogRow =>
  ({ subsystem: 'system', nodes: [], record: null, line: { key: 'verbatim' }, network, alarm }) as never;
const alarm = row(true);
const drop = row(true, true);
const quiet = row(false);

describe('alarmPins', () => {
  it('pins the newest alarms above the first row on screen, oldest first, and counts the rest', () => {
    const rows = [alarm, quiet, alarm, alarm, drop, alarm, drop, drop, drop];
    const shown = rows.map((_, i) => i);
    expect(alarmPins(shown, rows, 6)).toEqual({ pinned: [2, 3, 5], more: 1 });
    expect(PINNED_ALARMS).toBe(3);
  });
  it('leaves out message drops, rows on screen and rows the filter hides', () => {
    const rows = [alarm, drop, alarm, drop];
    expect(alarmPins([1, 2, 3], rows, 3)).toEqual({ pinned: [2], more: 0 });
    // Everything is on screen: nothing to pin.
    expect(alarmPins([0, 1, 2, 3], rows, 0)).toEqual({ pinned: [], more: 0 });
  });
  it('holds to its limit', () => {
    const rows = Array.from({ length: 50 }, () => alarm);
    const r = alarmPins(
      rows.map((_, i) => i),
      rows,
      50,
      2,
    );
    expect(r).toEqual({ pinned: [48, 49], more: 48 });
  });
});
