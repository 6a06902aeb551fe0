import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUiFigures, uiTarget } from './ui-figures.ts';

function figuresFile(figures: Record<string, number | string>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ui-figures-')), 'ui-figures.json');
  writeFileSync(path, JSON.stringify({ measuredAt: '2026-01-01T00:00:00Z', figures }));
  return path;
}

describe('readUiFigures', () => {
  it('lifts the reached speed at ×10 and the ydb-1000 time to live out of the page figures, keeping the rest', () => {
    const ui = readUiFigures(
      figuresFile({ 'default.achievedSpeedAt10': 0.98, 'ydb1000.liveMs': 640, 'default.handover': 'done' }),
    );
    expect(ui?.achievedSpeedAt10).toBe(0.98);
    expect(ui?.ydb1000LiveMs).toBe(640);
    expect(ui?.figures['default.handover']).toBe('done');
  });

  it('leaves a headline out when the page did not measure it', () => {
    const ui = readUiFigures(figuresFile({ 'default.liveMs': 300 }));
    expect(ui).not.toHaveProperty('achievedSpeedAt10');
    expect(ui).not.toHaveProperty('ydb1000LiveMs');
  });

  it('holds figures to their targets', () => {
    expect(uiTarget('default.achievedSpeedAt10', 0.97).meets).toBe('yes');
    expect(uiTarget('default.achievedSpeedAt10', 0.3).meets).toBe('NO');
    expect(uiTarget('ydb1000.maxFrameMsAt1', 233).meets).toBe('NO');
    expect(uiTarget('ydb1000.liveMs', 800).meets).toBe('yes');
    expect(uiTarget('default.handover', 'done')).toEqual({ target: '', meets: '' });
  });
});
