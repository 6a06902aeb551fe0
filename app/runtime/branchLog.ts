/**
 * Command logs as branches of a run. The engine is deterministic (same cluster, seed and commands
 * give the same trace), so a branch is only its command log: two branches agree up to the first
 * command in which their logs differ, and their runs are equal up to that command's time.
 */
import type { Us } from '../../engine/index.ts';
import type { LoggedCommand } from './pageRunHost.ts';

const same = (a: LoggedCommand, b: LoggedCommand) =>
  a.atUs === b.atUs &&
  a.live === b.live &&
  (a.cmd === b.cmd || JSON.stringify(a.cmd) === JSON.stringify(b.cmd));

/** How many leading commands the two logs have in common. */
export function sharedPrefix(a: readonly LoggedCommand[], b: readonly LoggedCommand[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && same(a[i] as LoggedCommand, b[i] as LoggedCommand)) i++;
  return i;
}

/** The virtual time where the runs of two logs part (Infinity: one log is the other's start). */
export function divergeUs(a: readonly LoggedCommand[], b: readonly LoggedCommand[]): Us {
  const k = sharedPrefix(a, b);
  let at = Infinity;
  for (const c of a.slice(k)) at = Math.min(at, c.atUs);
  for (const c of b.slice(k)) at = Math.min(at, c.atUs);
  return at;
}

/** The log without the commands scheduled after `nowUs`: the past of a run at `nowUs`. */
export function pastOf(log: readonly LoggedCommand[], nowUs: Us): LoggedCommand[] {
  return log.filter((c) => c.atUs <= nowUs);
}
