/**
 * The chaos harness's own trace oracles, run beside the subsystem checkers of engine/invariants.
 * They look only at events every subsystem emits and stay deliberately simple, so a bug in a
 * subsystem checker cannot hide a wrong answer from the chaos runs.
 */
import type { InvariantChecker } from '../invariants/types.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { stalePPGenerationOracle } from './stale-ppgen.ts';

const who = (a: { node: number; name: string }) => `n${a.node}/${a.name}`;

/** Two different actors elected for one tablet generation. */
export function singleLeaderOracle(): InvariantChecker {
  const leaders = new Map<string, string>();
  return {
    name: 'chaos.single-leader-per-generation',
    observe(e) {
      if (e.kind !== 'leader.elected') return [];
      const k = `${e.tabletId}:${e.generation}`;
      const prev = leaders.get(k);
      const me = who(e.actor);
      if (prev === undefined) leaders.set(k, me);
      else if (prev !== me)
        return [`tablet ${e.tabletId} generation ${e.generation}: elected ${prev} and later ${me}`];
      return [];
    },
  };
}

interface View {
  readonly generation: number;
  readonly version: number;
}
const older = (a: View, b: View) =>
  a.generation < b.generation || (a.generation === b.generation && a.version < b.version);

/**
 * Per node and path, the scheme cache's view never goes back in (owner generation, path version);
 * a SchemeShard generation never commits a path below the version an older generation committed
 * (its schema is durable); at the end, a view still alive has caught up with the version the
 * newest committing generation reached.
 */
export function schemaOracle(): InvariantChecker {
  const views = new Map<string, View & { path: string }>();
  const committed = new Map<string, View>();
  return {
    name: 'chaos.schema-never-backwards',
    observe(e: TraceEvent) {
      if (e.kind === 'schema.committed') {
        const prev = committed.get(e.path);
        if (prev && e.generation > prev.generation && e.version < prev.version) {
          committed.set(e.path, { generation: e.generation, version: prev.version });
          return [
            `${e.path}: gen ${e.generation} committed v${e.version} after gen ${prev.generation} committed v${prev.version}`,
          ];
        }
        if (!prev || older(prev, e)) committed.set(e.path, { generation: e.generation, version: e.version });
      } else if (e.kind === 'schema.view') {
        const k = `n${e.node} ${e.path}`;
        const prev = views.get(k);
        views.set(k, { path: e.path, generation: e.generation, version: e.version });
        if (prev && older(e, prev)) {
          return [
            `${k}: view went back from gen ${prev.generation} v${prev.version} to gen ${e.generation} v${e.version}`,
          ];
        }
      } else if (e.kind === 'node.down') {
        // The node's scheme cache dies with it; nobody resubscribes there.
        for (const k of [...views.keys()]) if (k.startsWith(`n${e.target} `)) views.delete(k);
      }
      return [];
    },
    finish() {
      const out: string[] = [];
      for (const [k, v] of views) {
        const want = committed.get(v.path)?.version;
        if (want !== undefined && v.version < want)
          out.push(`${k}: ended at v${v.version}, SchemeShard committed v${want}`);
      }
      return out;
    },
  };
}

/**
 * A request that starts after generation G was elected is never answered by a leader older than G:
 * BlobStorage's block fences it. A resolve may still return an older leader — StateStorage is a
 * volatile cache — so resolves are not checked here: the runner counts them as stale resolves
 * (engine/subsystems/statestorage/invariants/statestorage-stale.ts, RunStats.staleResolves), an
 * explained outcome.
 */
export function servedOracle(): InvariantChecker {
  const acked = new Map<string, number>();
  /** `n${node}/${client}` → acknowledged generation when its request started. */
  const floors = new Map<string, number>();
  return {
    name: 'chaos.served-not-older-than-acknowledged',
    observe(e) {
      if (e.kind === 'leader.elected') {
        acked.set(e.tabletId, Math.max(acked.get(e.tabletId) ?? 0, e.generation));
      } else if (e.kind === 'op.started' && e.op === 'tablet.request') {
        floors.set(`n${e.node}/${e.opId}`, acked.get(e.key) ?? 0);
      } else if (e.kind === 'tablet.served') {
        const floor = floors.get(who(e.client)) ?? 0;
        if (e.generation < floor)
          return [
            `${who(e.actor)} served ${who(e.client)} at gen ${e.generation}, but gen ${floor} was acknowledged before the request started`,
          ];
      }
      return [];
    },
  };
}

export const CHAOS_ORACLES = [
  singleLeaderOracle,
  servedOracle,
  schemaOracle,
  stalePPGenerationOracle,
] as const;

/** chaos.available-after-heal, whose start the runner can move later (operator.ts). */
export interface AvailabilityOracle extends InvariantChecker {
  /** Requests started before `untilUs` are not judged (the operator's repair is still under way). */
  defer(untilUs: number): void;
}

/**
 * Once every fault has healed and the cluster had `fromUs` to settle (Hive reboots, guardians
 * refill), every tablet client request succeeds: nothing is left unavailable after a heal. When the
 * bridge piles stayed split after the heal (pile-split.ts), the runner acts as the operator and
 * defers the start to when its failover and rejoin have had time to settle; from then on every
 * request is judged as in any other run.
 */
export function availableAfterHealOracle(fromUs: number): AvailabilityOracle {
  const started = new Map<string, number>();
  let from = fromUs;
  return {
    name: 'chaos.available-after-heal',
    defer(untilUs) {
      from = Math.max(from, untilUs);
    },
    observe(e) {
      if (e.kind === 'op.started' && e.op === 'tablet.request') started.set(`${e.node}|${e.opId}`, e.t);
      else if ((e.kind === 'op.failed' || e.kind === 'op.timeout') && e.op === 'tablet.request') {
        const t0 = started.get(`${e.node}|${e.opId}`);
        if (t0 !== undefined && t0 >= from)
          return [
            `n${e.node} request to tablet ${e.key} started at ${(t0 / 1e6).toFixed(3)} s, after the heal, failed: ${e.detail}`,
          ];
      }
      return [];
    },
  };
}
