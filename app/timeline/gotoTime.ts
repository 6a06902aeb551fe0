/**
 * The "go to ms" box: a virtual time in milliseconds, read strictly. A seek forward runs the
 * simulation to that moment, so a far target would keep the page busy for minutes.
 */

/** The furthest a typed seek may go: one minute of virtual time, well past every scenario. */
export const MAX_GOTO_MS = 60_000;

export type GotoParse =
  | { readonly kind: 'ok'; readonly us: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string };

export function parseGotoMs(text: string): GotoParse {
  const t = text.trim().replace(/\s*ms$/i, '');
  if (t === '') return { kind: 'empty' };
  // Number('') and Number('0x10') are numbers; a time is plain decimal digits.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t))
    return { kind: 'error', message: `"${text.trim()}" is not a number of milliseconds` };
  const ms = Number(t);
  if (ms < 0) return { kind: 'error', message: 'time starts at 0 ms: a negative time is before the run' };
  if (ms > MAX_GOTO_MS)
    return {
      kind: 'error',
      message: `at most ${MAX_GOTO_MS.toLocaleString('en-US')} ms (one minute of virtual time)`,
    };
  return { kind: 'ok', us: Math.round(ms * 1000) };
}
