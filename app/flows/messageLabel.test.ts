import { describe, expect, it } from 'vitest';
import { FLOW_SUBSYSTEMS, flowColour, messageCode } from './flowPalette.ts';
import { isReadableKind, messageLabel } from './messageLabel.ts';
import { SUB_BOARD, SUB_SB, SUB_SS, SUB_SYS } from './messageTable.ts';

describe('message labels and palette', () => {
  it('names the election steps and Board steps', () => {
    expect(['ss.lookup', 'ss.replica.lock', 'ss.replica.update', 'ss.info'].map(messageLabel)).toEqual([
      'lookup',
      'lock',
      'update',
      'reply',
    ]);
    expect(['board.publish', 'board.lookup', 'board.infoUpdate'].map(messageLabel)).toEqual([
      'publish',
      'subscribe',
      'notify',
    ]);
    expect(messageLabel('sb.notify')).toBe('notify'); // unknown kinds: prefix dropped
  });

  it('labels protocol steps, not timers', () => {
    expect(isReadableKind('ss.replica.lookup')).toBe(true);
    expect(isReadableKind('ss.timer.election')).toBe(false);
    expect(isReadableKind('sb.timer.retry')).toBe(false);
  });

  it('subsystem codes index the palette in order, with distinct colours', () => {
    expect([SUB_SS, SUB_BOARD, SUB_SB, SUB_SYS].map((c) => FLOW_SUBSYSTEMS[c])).toEqual([
      'statestorage',
      'board',
      'schemeboard',
      'system',
    ]);
    expect(['ss.lookup', 'board.publish', 'sb.notify', 'bs.put', 'bridge.x', 'cmd'].map(messageCode)).toEqual(
      [SUB_SS, SUB_BOARD, SUB_SB, SUB_SYS, SUB_SYS, SUB_SYS],
    );
    expect(new Set(FLOW_SUBSYSTEMS.map(flowColour)).size).toBe(FLOW_SUBSYSTEMS.length);
  });
});
