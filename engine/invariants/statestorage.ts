/**
 * StateStorage invariants, read from the trace only.
 *
 * `single-leader-per-generation`: two `leader.elected` events for one tablet and generation must
 * name the same actor.
 *
 * `no-stale-resolve`: a client never resolves a leader older than one a quorum already acknowledged.
 * An election is acknowledged when its `leader.elected` is emitted (the update reached a majority of
 * every counted ring group). A `tablet.resolved` with a leader is compared with the elections that
 * completed strictly before its lookup *started*: the resolver emits op.started (op `resolve`) when
 * it sends the lookup and op.quorum / op.failed just before `tablet.resolved`, on the same node, so
 * the start time is that op's. (Elections that finish while a lookup is in flight may legitimately
 * be missed by it.)
 */
import type { TraceEvent } from '../subsystems/unions.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';

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

export function createNoStaleResolveChecker(): InvariantChecker {
  /** tabletId → elections in time order, with the running max generation. */
  const elections = new Map<string, { t: number; maxGen: number }[]>();
  const started = new Map<string, number>(); // resolve opId → start time
  const lastDone = new Map<string, number>(); // `${node}|${tabletId}` → start of the resolve just finished

  const maxGenBefore = (tabletId: string, t: number): number => {
    const list = elections.get(tabletId);
    if (!list) return 0;
    let lo = 0;
    let hi = list.length; // first index with time >= t
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.t < t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : list[lo - 1]!.maxGen;
  };

  return {
    name: 'no-stale-resolve',
    observe(e: TraceEvent) {
      switch (e.kind) {
        case 'leader.elected': {
          const list = elections.get(e.tabletId) ?? [];
          list.push({ t: e.t, maxGen: Math.max(e.generation, list.at(-1)?.maxGen ?? 0) });
          elections.set(e.tabletId, list);
          return [];
        }
        case 'op.started':
          if (e.subsystem === 'statestorage' && e.op === 'resolve') started.set(e.opId, e.t);
          return [];
        case 'op.quorum':
        case 'op.failed':
        case 'op.timeout':
          if (e.subsystem === 'statestorage' && e.op === 'resolve') {
            lastDone.set(`${e.node}|${e.key}`, started.get(e.opId) ?? e.t);
            started.delete(e.opId);
          }
          return [];
        case 'tablet.resolved': {
          const k = `${e.node}|${e.tabletId}`;
          const start = lastDone.get(k) ?? e.t;
          lastDone.delete(k);
          if (e.leader === null) return [];
          const acked = maxGenBefore(e.tabletId, start);
          return e.generation < acked
            ? [
                `tablet ${e.tabletId}: node ${e.node} resolved gen ${e.generation} (${show(e.leader)}), gen ${acked} was acknowledged before the lookup started at ${start}`,
              ]
            : [];
        }
        default:
          return [];
      }
    },
  };
}

export const statestorageCheckers: readonly CheckerFactory[] = [
  createSingleLeaderChecker,
  createNoStaleResolveChecker,
];
