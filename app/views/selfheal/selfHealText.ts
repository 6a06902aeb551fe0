/** Readable lines of the SelfHeal card in the page's language (pure, so they are tested without React). */
import type { SelfHealRunView, SelfHealView } from '../../../engine/index.ts';
import { formatSecondsFixed } from '../../i18n/format.ts';
import { currentLanguage, tr } from '../../i18n/index.ts';

const secs = (us: number) => formatSecondsFixed(currentLanguage(), us / 1_000_000, 1);

export function runLine(run: SelfHealRunView): string {
  const what =
    run.path === 'one-node'
      ? tr('selfheal:line.oneNode', { from: run.from ?? '?', to: run.to ?? '?' })
      : tr('selfheal:line.full', { subsystems: run.subsystems.join(', ') });
  return tr('selfheal:line.step', { what, step: run.step, total: run.total });
}

const nodeList = (ns: readonly number[]) =>
  ns.length === 0 ? tr('selfheal:line.none') : ns.map((n) => `n${n}`).join(', ');

/**
 * Bridge mode, full run: one line per pile — the nodes leaving and joining its groups and what the
 * current step does to them (every step carries all piles' groups, distconf_selfheal.cpp).
 */
export function pileLines(run: SelfHealRunView): { pile: string; text: string }[] {
  if (run.path !== 'full' || run.piles === undefined || run.step < 1) return [];
  const phase = tr(`selfheal:line.phase${Math.min(run.step, 4)}`);
  return run.piles.map((p) => {
    const moves =
      p.leave.length === 0 && p.join.length === 0
        ? tr('selfheal:line.pileSame')
        : tr('selfheal:line.pileMoves', { leave: nodeList(p.leave), join: nodeList(p.join) });
    return { pile: p.pile, text: tr('selfheal:line.pile', { pile: p.pile, moves, phase }) };
  });
}

/** Time left until the next step (or the end of the run); never negative. */
export function dueLine(run: SelfHealRunView, nowUs: number): string {
  const time = secs(Math.max(0, run.dueAtUs - nowUs));
  return run.step >= run.total ? tr('selfheal:line.finishes', { time }) : tr('selfheal:line.next', { time });
}

/** How the last activation ended; a failure is the engine's own reason (English, as in the trace). */
export function lastLine(v: SelfHealView): string | null {
  if (v.last === null) return null;
  const what = v.last.ok ? tr('selfheal:line.lastOk') : v.last.text;
  return tr('selfheal:line.at', { what, time: secs(v.last.atUs) });
}
