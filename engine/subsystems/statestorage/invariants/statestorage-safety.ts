/**
 * StateStorage safety invariants that hold at every instant, faults or not. StateStorage itself is a
 * volatile cache (see statestorage-stale.ts); what YDB guarantees comes from the election order and
 * BlobStorage's generation block (ydb/core/tablet/tablet_sys.cpp: a leader blocks older generations
 * before it serves, and every answer is a log commit the block would refuse).
 *
 * `elected-generation-monotonic`: per tablet, each `leader.elected` carries a generation not lower
 * than every one elected before (a candidate only activates after its block and zero entry succeed).
 *
 * `replica-entry-monotonic`: within one replica incarnation an entry's gen:step never decreases
 * (statestorage_replica.cpp: Update needs a higher generation or the same leader with a step not
 * lower, Lock a higher generation). The only way back is an erase (Cleanup by the tablet that locked
 * it); a node going down or restarting starts a new incarnation with an empty map, and so does a
 * replica a reconfiguration poisons or starts (`replica.lifecycle`, node_warden_resource.cpp NW43 /
 * NW08): the live configuration decides which replicas run, not the run's first one.
 *
 * `no-stale-service`: a `tablet.served` is never by a generation older than one elected (i.e.
 * acknowledged by a quorum and holding the block) before the client's request started.
 *
 * `demoted-never-serves`: a leader that was demoted or stopped never serves again.
 */
import type { TraceEvent } from '../../unions.ts';
import type { CheckerFactory, InvariantChecker } from '../../checker.ts';
import { ElectionLog } from './statestorage-elections.ts';

const show = (a: { node: number; name: string }) => `${a.node}:${a.name}`;

export function createGenerationMonotonicChecker(): InvariantChecker {
  const highest = new Map<string, number>();
  return {
    name: 'elected-generation-monotonic',
    observe(e: TraceEvent) {
      if (e.kind !== 'leader.elected') return [];
      const prev = highest.get(e.tabletId) ?? 0;
      if (e.generation >= prev) {
        highest.set(e.tabletId, e.generation);
        return [];
      }
      return [`tablet ${e.tabletId}: ${show(e.actor)} elected at gen ${e.generation} after gen ${prev}`];
    },
  };
}

const GEN_STEP = /\bgen (\d+):(\d+)/;

export function createReplicaMonotonicChecker(): InvariantChecker {
  /** `${node}|${replica}|${key}` → last gen:step seen in this incarnation; replica → its node. */
  const last = new Map<string, { gen: number; step: number }>();
  const byNode = new Map<number, Set<string>>();
  const forgetNode = (node: number) => {
    for (const k of byNode.get(node) ?? []) last.delete(k);
    byNode.delete(node);
  };
  return {
    name: 'replica-entry-monotonic',
    observe(e: TraceEvent) {
      if (e.kind === 'node.down' || e.kind === 'node.crashed' || e.kind === 'node.up') {
        forgetNode(e.target);
        return [];
      }
      if (e.kind === 'replica.lifecycle' && e.subsystem === 'statestorage') {
        const prefix = `${e.node}|${e.replica}|`;
        for (const k of byNode.get(e.node) ?? []) if (k.startsWith(prefix)) last.delete(k);
        return [];
      }
      if (e.kind !== 'replica.changed' || e.subsystem !== 'statestorage') return [];
      const k = `${e.node}|${e.replica}|${e.key}`; // a name is unique per node (ActorIds carry the node)
      const m = GEN_STEP.exec(e.summary);
      if (!m) {
        last.delete(k); // erased (Cleanup): the next writer starts afresh
        return [];
      }
      const now = { gen: Number(m[1]), step: Number(m[2]) };
      const prev = last.get(k);
      last.set(k, now);
      (byNode.get(e.node) ?? byNode.set(e.node, new Set()).get(e.node)!).add(k);
      if (!prev || now.gen > prev.gen || (now.gen === prev.gen && now.step >= prev.step)) return [];
      return [
        `replica ${e.replica} tablet ${e.key}: entry went from gen ${prev.gen}:${prev.step} to ${now.gen}:${now.step} without an erase`,
      ];
    },
  };
}

export function createNoStaleServiceChecker(): InvariantChecker {
  const elections = new ElectionLog();
  const started = new Map<string, number>(); // `${node}|${client name}` → request start
  return {
    name: 'no-stale-service',
    observe(e: TraceEvent) {
      switch (e.kind) {
        case 'leader.elected':
          elections.add(e.tabletId, e.t, e.generation);
          return [];
        case 'op.started':
          if (e.subsystem === 'statestorage' && e.op === 'tablet.request')
            started.set(`${e.node}|${e.opId}`, e.t);
          return [];
        case 'tablet.served': {
          const start = started.get(`${e.client.node}|${e.client.name}`);
          if (start === undefined) return [];
          const acked = elections.maxBefore(e.tabletId, start);
          return e.generation < acked
            ? [
                `tablet ${e.tabletId}: ${show(e.actor)} served ${show(e.client)} at gen ${e.generation}, gen ${acked} was acknowledged before the request started at ${start}`,
              ]
            : [];
        }
        default:
          return [];
      }
    },
  };
}

export function createDemotedNeverServesChecker(): InvariantChecker {
  const gone = new Map<string, string>(); // leader actor → why it stopped serving
  return {
    name: 'demoted-never-serves',
    observe(e: TraceEvent) {
      switch (e.kind) {
        case 'leader.demoted':
          gone.set(show(e.actor), `demoted (${e.reason})`);
          return [];
        case 'tablet.stopped':
          if (!gone.has(show(e.actor))) gone.set(show(e.actor), `stopped (${e.reason})`);
          return [];
        case 'leader.elected':
          gone.delete(show(e.actor)); // a reused actor name on a restarted node is a new actor
          return [];
        case 'tablet.served': {
          const why = gone.get(show(e.actor));
          return why === undefined
            ? []
            : [
                `tablet ${e.tabletId}: ${show(e.actor)} served ${show(e.client)} at gen ${e.generation} after it was ${why}`,
              ];
        }
        default:
          return [];
      }
    },
  };
}

export const statestorageSafetyCheckers: readonly CheckerFactory[] = [
  createGenerationMonotonicChecker,
  createReplicaMonotonicChecker,
  createNoStaleServiceChecker,
  createDemotedNeverServesChecker,
];
