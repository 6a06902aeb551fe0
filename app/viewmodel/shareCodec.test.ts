import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { unpackBounded } from './shareCodec.ts';
import { lzRunLink } from './lzRuns.ts';

describe('bounded share-link unpacking', () => {
  it('unpacks exactly what lz-string unpacks (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (s) => {
        const link = compressToEncodedURIComponent(s);
        const r = unpackBounded(link, 1_000_000);
        return s === '' ? true : r.ok && r.text === s;
      }),
      { numRuns: 400 },
    );
  });

  it('says damaged where lz-string gives nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AbZ09+-$x') }), (link) => {
        // A first code of 3 is no literal: lz-string then decodes from an undefined entry and returns
        // garbage (e.g. "xAAAZ" gives three control characters); the port calls that link damaged.
        const first = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'.indexOf(
          link.charAt(0),
        );
        if ((first & 48) === 48) return !unpackBounded(link, 1_000_000).ok;
        const lib = decompressFromEncodedURIComponent(link);
        const r = unpackBounded(link, 1_000_000);
        return lib ? r.ok && r.text === lib : !r.ok || r.text === '';
      }),
      { numRuns: 400 },
    );
  });

  it('the run builder makes codes lz-string reads as one run', () => {
    expect(decompressFromEncodedURIComponent(lzRunLink('a', 100))).toBe('a'.repeat(1 + (101 * 102) / 2 - 1));
  });

  it('refuses a 70 000-char link of 450 M characters once past the limit, without unpacking it', () => {
    const link = lzRunLink('a', 30_000);
    expect(link.length).toBeGreaterThan(60_000);
    expect(link.length).toBeLessThan(80_000);
    const r = unpackBounded(link, 8 * 1024 * 1024);
    expect(r).toEqual({ ok: false, reason: 'too-long', chars: expect.any(Number) });
    expect(!r.ok && r.reason === 'too-long' && r.chars).toBeLessThan(8 * 1024 * 1024 + 5_000);
  });
});
