/**
 * The page URL's loaders against arbitrary input: `?preset=&seed=&scenario=` (parseUrlState) and an
 * imported cluster's `?config=` (decodeConfigLink). Neither ever throws; each bad part gives one
 * plain line, and the state falls back to valid values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, MAX_SEED } from '../../engine/index.ts';
import { decodeConfigLink, encodeConfigLink } from '../analysis/configLink.ts';
import { parseUrlState } from './urlState.ts';

const oneLine = (s: string) => s.length > 0 && !/[\n\r\u2028\u2029]/.test(s);

const PARAMS = fc.constantFrom('preset', 'seed', 'scenario', 'config', 'x');
const byteText = fc.uint8Array({ maxLength: 200 }).map((b) => new TextDecoder().decode(b));
const SEARCHES: [string, fc.Arbitrary<string>][] = [
  ['arbitrary bytes', byteText],
  ['arbitrary characters', fc.string({ unit: 'binary', maxLength: 200 })],
  [
    'parameters with arbitrary JSON values',
    fc
      .array(fc.tuple(PARAMS, fc.json({ maxDepth: 3 })), { maxLength: 5 })
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  ],
  [
    'parameters with arbitrary raw values',
    fc
      .array(fc.tuple(PARAMS, fc.string({ unit: 'binary', maxLength: 120 })), { maxLength: 5 })
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  ],
];

describe('URL state against arbitrary input (property)', () => {
  it.each(SEARCHES)('%s: a valid state and one line per bad parameter', (_, search) => {
    fc.assert(
      fc.property(search, (s) => {
        const { state, problems } = parseUrlState(s);
        expect(PRESET_NAMES).toContain(state.preset);
        expect(Number.isSafeInteger(state.seed) && state.seed >= 0 && state.seed <= MAX_SEED).toBe(true);
        expect(state.scenario === null || /^[a-z0-9][a-z0-9_/-]*$/i.test(state.scenario)).toBe(true);
        expect(problems.length).toBeLessThanOrEqual(3);
        for (const p of problems) {
          expect(oneLine(p), JSON.stringify(p)).toBe(true);
          expect(p).toMatch(/^URL parameter "(preset|seed|scenario)=/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('?config= link against arbitrary input (property)', () => {
  it.each([
    ['arbitrary characters', fc.string({ unit: 'binary', maxLength: 300 })],
    ['arbitrary base64url', fc.base64String({ maxLength: 300 }).map((s) => s.replace(/=+$/, ''))],
    ['a real link cut or altered', fc.tuple(fc.nat(400), fc.nat(63))],
  ] as [string, fc.Arbitrary<unknown>][])(
    '%s: text or one plain sentence, never a throw',
    async (_, input) => {
      const real = (await encodeConfigLink('hosts:\n- host: a\n  node_id: 1\n'.repeat(20))) as string;
      const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      await fc.assert(
        fc.asyncProperty(input, async (v) => {
          const param =
            typeof v === 'string'
              ? v
              : (([cut, c]: [number, number]) =>
                  real.slice(0, cut % (real.length + 1)) +
                  b64[c] +
                  real.slice((cut % (real.length + 1)) + 1))(v as [number, number]);
          const r = await decodeConfigLink(param);
          if (!r.ok) expect(oneLine(r.message), r.message).toBe(true);
        }),
        { numRuns: 200 },
      );
    },
  );
});
