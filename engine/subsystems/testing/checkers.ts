/** Helpers the checkers' tests share: feed a trace to a checker, or record a run's trace. Tests only. */
import type { CheckerFactory, InvariantChecker } from '../checker.ts';
import type { TraceEvent } from '../unions.ts';

/** What `c` reports over `events`, and at `endUs` (when given) what its finish adds. */
export function runChecker(c: InvariantChecker, events: readonly TraceEvent[], endUs?: number): string[] {
  const out = events.flatMap((e) => c.observe(e));
  return endUs === undefined ? out : [...out, ...(c.finish?.(endUs) ?? [])];
}

/** A checker that reports nothing and appends every event it observes to `into`. */
export function recorder(into: TraceEvent[]): CheckerFactory {
  return () => ({
    name: 'record',
    observe(e) {
      into.push(e);
      return [];
    },
  });
}
