/**
 * StateStorage invariants, read from the trace only.
 *
 * `single-leader-per-generation`: two `leader.elected` events for one tablet and generation must
 * name the same actor.
 *
 * The invariants that hold during faults too are in statestorage-safety.ts. A resolve older than an
 * acknowledged election is a counted outcome, not a violation (statestorage-stale.ts): replicas are
 * a volatile cache, and BlobStorage's generation block is what fences an old leader.
 */
import type { TraceEvent } from '../../unions.ts';
import type { CheckerFactory, InvariantChecker } from '../../checker.ts';
import { statestorageSafetyCheckers } from './statestorage-safety.ts';

const show = (a: { node: number; name: string }) => `${a.node}:${a.name}`;

export function createSingleLeaderChecker(): InvariantChecker {
  const leaders = new Map<string, string>(); // `${tabletId}@${gen}` → actor
  return {
    name: 'single-leader-per-generation',
    observe(e: TraceEvent) {
      if (e.kind !== 'leader.elected') return [];
      const key = `${e.tabletId}@${e.generation}`;
      const actor = show(e.actor);
      const prev = leaders.get(key);
      if (prev === undefined) {
        leaders.set(key, actor);
        return [];
      }
      return prev === actor ? [] : [`tablet ${e.tabletId} gen ${e.generation}: leaders ${prev} and ${actor}`];
    },
  };
}

export const statestorageCheckers: readonly CheckerFactory[] = [
  createSingleLeaderChecker,
  ...statestorageSafetyCheckers,
];
