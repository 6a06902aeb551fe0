import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SELFHEAL_SETTINGS, selfHealSettingsFields, settingsFrom } from './settings.ts';

const schema = z.strictObject(selfHealSettingsFields);

describe('SelfHeal settings', () => {
  it('off by default; the enable command turns it on with scaled defaults', () => {
    expect(DEFAULT_SELFHEAL_SETTINGS.enabled).toBe(false);
    const s = settingsFrom(schema.parse({}));
    expect(s).toEqual({ ...DEFAULT_SELFHEAL_SETTINGS, enabled: true });
    expect(
      settingsFrom(schema.parse({ periodMs: 500, waitMs: 2000, relaxMs: 0, pileup: true })),
    ).toMatchObject({
      periodUs: 500_000,
      waitUs: 2_000_000,
      relaxUs: 0,
      pileup: true,
    });
  });

  it('refuses bad values with a message naming the field', () => {
    const r = schema.safeParse({ periodMs: 0 });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('periodMs must be at least 1 ms');
    const l = schema.safeParse({ limits: { bad: 5, good: 2, prettyGood: 3 } });
    expect(l.success ? '' : l.error.issues[0]?.message).toBe('limits.prettyGood must not exceed limits.good');
    expect(schema.safeParse({ limits: { bad: 0, good: 5, prettyGood: 3 } }).success).toBe(false);
  });
});
