/**
 * Stale resolves: a lookup that started after generation G was elected yet returned an older leader.
 * This is not a violation. StateStorage replicas keep their entries in memory only
 * (ydb/core/base/statestorage_replica.cpp, TStateStorageReplica::Tablets), so a majority can forget
 * G: a replica that held G restarts empty, and a failed candidate's Lock (overwrites any lower
 * generation) followed by its Cleanup (erases an entry whose leader is that candidate) wipes G from
 * others. A lookup then returns the last generation a majority still holds. YDB relies on
 * BlobStorage's block for safety (no-stale-service in statestorage-safety.ts): the stale leader can
 * no longer commit, so it answers no request, and the client re-resolves.
 *
 * The tracker pairs every resolve with the lookup that produced it. A resolver may have several
 * lookups of one tablet in flight (e.g. across a restart of its node), so starts are kept per
 * (node, tablet) by op id; op.quorum / op.failed (op `resolve`) comes just before its
 * `tablet.resolved` on the same node, and names the op whose start counts.
 */
import type { ActorId } from '../../../kernel/actor.ts';
import type { TraceEvent } from '../../unions.ts';
import { ElectionLog } from './statestorage-elections.ts';

export interface StaleResolve {
  readonly t: number;
  readonly node: number;
  readonly tabletId: string;
  readonly generation: number;
  readonly leader: ActorId;
  /** Highest generation elected before the lookup started. */
  readonly acknowledged: number;
  readonly lookupStartUs: number;
  readonly explanation: string;
}

export interface StaleResolveTracker {
  /** The stale resolve this event completes, if any. */
  observe(e: TraceEvent): StaleResolve | null;
  readonly count: number;
}

export function createStaleResolveTracker(): StaleResolveTracker {
  const elections = new ElectionLog();
  const inFlight = new Map<string, Map<string, number>>(); // `${node}|${tablet}` → opId → start
  const justDone = new Map<string, number>(); // `${node}|${tablet}` → start of the lookup that just ended
  let count = 0;
  return {
    get count() {
      return count;
    },
    observe(e) {
      switch (e.kind) {
        case 'leader.elected':
          elections.add(e.tabletId, e.t, e.generation);
          return null;
        case 'op.started': {
          if (e.subsystem !== 'statestorage' || e.op !== 'resolve') return null;
          const k = `${e.node}|${e.key}`;
          (inFlight.get(k) ?? inFlight.set(k, new Map()).get(k)!).set(e.opId, e.t);
          return null;
        }
        case 'op.quorum':
        case 'op.failed':
        case 'op.timeout': {
          if (e.subsystem !== 'statestorage' || e.op !== 'resolve') return null;
          const k = `${e.node}|${e.key}`;
          const ops = inFlight.get(k);
          const start = ops?.get(e.opId);
          ops?.delete(e.opId);
          if (start === undefined) justDone.delete(k);
          else justDone.set(k, start);
          return null;
        }
        case 'node.down':
        case 'node.crashed':
          // the resolver's lookups die with it
          for (const k of [...inFlight.keys()]) if (k.startsWith(`${e.target}|`)) inFlight.delete(k);
          return null;
        case 'tablet.resolved': {
          const k = `${e.node}|${e.tabletId}`;
          const start = justDone.get(k);
          justDone.delete(k);
          if (start === undefined || e.leader === null) return null;
          const acknowledged = elections.maxBefore(e.tabletId, start);
          if (e.generation >= acknowledged) return null;
          count++;
          return {
            t: e.t,
            node: e.node,
            tabletId: e.tabletId,
            generation: e.generation,
            leader: e.leader,
            acknowledged,
            lookupStartUs: start,
            explanation: `tablet ${e.tabletId}: node ${e.node} resolved gen ${e.generation} though gen ${acknowledged} was elected before the lookup started (replicas are a volatile cache; BlobStorage's block fences the old leader)`,
          };
        }
        default:
          return null;
      }
    },
  };
}
