import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseScenarioText, utf8ErrorOffset } from '../engine/index.ts';

/** Bytes as `sim run` reads them (engine/scenario/hostile.test.ts has the text and JSON cases). */
describe('scenario bytes', () => {
  it('finds the first non-UTF-8 byte exactly where TextDecoder refuses (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'binary' }), (raw, s) => {
        for (const bytes of [raw, new Uint8Array([...new TextEncoder().encode(s), ...raw.slice(0, 3)])]) {
          let ok = true;
          try {
            new TextDecoder('utf-8', { fatal: true }).decode(bytes);
          } catch {
            ok = false;
          }
          const at = utf8ErrorOffset(bytes);
          if (ok !== (at === -1)) return false;
          // The prefix before the offset decodes; the offset is where decoding breaks.
          if (at >= 0) new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, at));
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('arbitrary bytes decode and load to a result of one-line problems (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const r = parseScenarioText(new TextDecoder().decode(bytes));
        return r.ok || r.errors.every((e) => e.length > 0 && !e.includes('\n'));
      }),
      { numRuns: 300 },
    );
    expect(utf8ErrorOffset(new Uint8Array([0x41, 0xed, 0xa0, 0x80]))).toBe(1); // a surrogate
  });
});
