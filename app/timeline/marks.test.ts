import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { markerKind } from './marks.ts';

const ev = (kind: string, fields: object = {}) =>
  ({ kind, t: 0, node: 1, ...fields }) as unknown as TraceEvent;

describe('markerKind', () => {
  it('refused config.replace, bridge commands and failed reconfiguration steps are refusals', () => {
    expect(markerKind(ev('config.refused', { command: 'config.replace', reason: 'x' }))).toBe('refusal');
    expect(markerKind(ev('bridge.refused', { reason: 'x' }))).toBe('refusal');
    expect(markerKind(ev('reconfig.done', { ok: false, reason: 'x' }))).toBe('refusal');
    expect(markerKind(ev('reconfig.done', { ok: true, reason: null }))).toBe('config');
  });
  it('faults, elections and config changes keep their kinds; messages are no ticks', () => {
    expect(markerKind(ev('link.cut', { a: [1], b: [2] }))).toBe('fault');
    expect(markerKind(ev('leader.elected'))).toBe('leader');
    expect(markerKind(ev('config.applied'))).toBe('config');
    expect(markerKind(ev('msg.sent'))).toBeNull();
  });
});
