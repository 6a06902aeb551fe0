/** Readable lines of the SelfHeal card (pure, so they are tested without React). */
import type { SelfHealRunView, SelfHealView } from '../../../engine/folds/selfHeal.ts';

const secs = (us: number) => `${(us / 1_000_000).toFixed(1)} s`;

export function runLine(run: SelfHealRunView): string {
  const what =
    run.path === 'one-node'
      ? `one-node swap n${run.from ?? '?'} → n${run.to ?? '?'}`
      : `full move of ${run.subsystems.join(', ')}`;
  return `${what}: step ${run.step} of ${run.total}`;
}

/** Time left until the next step (or the end of the run); never negative. */
export function dueLine(run: SelfHealRunView, nowUs: number): string {
  const left = Math.max(0, run.dueAtUs - nowUs);
  return run.step >= run.total ? `finishes in ${secs(left)}` : `next step in ${secs(left)}`;
}

export function lastLine(v: SelfHealView): string | null {
  if (v.last === null) return null;
  return `${v.last.ok ? 'last run OK' : v.last.text} (at ${secs(v.last.atUs)})`;
}
