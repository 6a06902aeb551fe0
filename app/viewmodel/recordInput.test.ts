import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRecordInput, recordLabel } from './recordInput.ts';

describe('parseRecordInput', () => {
  it('reads a TabletId as a StateStorage record', () => {
    const r = parseRecordInput(' 72075186224037888 ');
    expect(r.ok && r.record).toMatchObject({
      key: { kind: 'tablet', tabletId: '72075186224037888' },
      subsystem: 'statestorage',
    });
  });
  it('sends /paths to SchemeBoard and prefixed paths to Board', () => {
    const sb = parseRecordInput('/Root/db1');
    const b = parseRecordInput('gpc+/Root/db1');
    expect(sb.ok && sb.record.subsystem).toBe('schemeboard');
    expect(b.ok && b.record.subsystem).toBe('board');
    expect(b.ok && b.record.subsystems).toContain('schemeboard');
  });
  it.each([
    ['', 'Enter a TabletId'],
    ['18446744073709551616', '64 bits'],
    ['0123', 'leading zeros'],
    ['7207x', 'neither a TabletId nor a path'],
    ['/Root//db', 'empty segments'],
    ['/Root/my db', 'without spaces'],
    ['Root/db1', 'starts with "/"'],
    ['gpc/Root/db1', 'starts with "/"'],
  ])('explains %j', (text, msg) => {
    const r = parseRecordInput(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(msg);
  });
  it('refuses a minus sign followed by non-digits without throwing', () => {
    for (const text of ['-0:', '-1x', '-9 9'])
      expect(parseRecordInput(text)).toEqual({
        ok: false,
        error: `"${text}" is not a valid TabletId: a TabletId is a decimal number.`,
      });
  });

  it('accepts every ui64 and never throws on any string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (v) => {
        const r = parseRecordInput(v.toString());
        return r.ok && r.record.key.kind === 'tablet';
      }),
    );
    fc.assert(fc.property(fc.string(), (s) => typeof parseRecordInput(s).ok === 'boolean'));
  });
});

describe('record input in Russian', () => {
  it('names the record and says what is wrong in Russian', async () => {
    const { i18n } = await import('../i18n/index.ts');
    await i18n.changeLanguage('ru');
    try {
      const ok = parseRecordInput('/Root/db1');
      expect(ok.ok && recordLabel(ok.record)).toBe('путь /Root/db1');
      const bad = parseRecordInput('0123');
      expect(!bad.ok && bad.error).toBe('«0123» — неверный TabletId: в TabletId нет ведущих нулей.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
