/**
 * Board invariant: a publication acknowledged by a quorum is visible to every later subscription
 * until its publisher dies or unpublishes.
 *
 * "Acknowledged" is read from the replicas' `replica.changed` events (publishers get no acks): the
 * publication is present on a majority of its selected replicas in every counted ring group (not
 * write-only, contacted). It stops being acknowledged as soon as replicas drop it, which is what a
 * publisher's death or unpublish does, so those need no special case.
 *
 * A subscriber's `board.view` must then list the payload of every publication acknowledged
 * continuously since before its subscription started, or for at least `SETTLE_US` (so the replicas'
 * pushes had time to arrive). Faults legitimately hide publications (a cut-off subscriber drops what
 * it cannot hear), so views are only checked when no fault is active and none happened during the
 * last `GRACE_US` (longer than the Board back-off of 2 x 5 s, so publishers and lookups have
 * reconnected). `finish` checks the last view of every live subscriber the same way.
 *
 * Both are judged by the live configuration (engine/folds/liveConfig.ts): a publication is
 * acknowledged per configuration version, by that version's counted groups, and a subscriber is held
 * to the version its node runs. Replicas started or poisoned by a reconfiguration start empty or
 * lose their data (`replica.lifecycle`), as a restarted node's do.
 */
import type { World } from '../../../kernel/actor.ts';
import { targetsFor, type GroupTargets } from '../targets.ts';
import { clusterStatusFold, isQuiet } from '../../../folds/clusterStatus.ts';
import { appliedBy, committedVersion, liveConfigFold, liveVersionOf } from '../../../folds/liveConfig.ts';
import { GRACE_US, SETTLE_US, type InvariantChecker } from '../../checker.ts';

/** Parses a board replica summary (`2 pub: n3/a1.4="x" n5/a1.2="y"`) into owner -> payload. */
export function parseBoardSummary(summary: string): Map<string, string> {
  const out = new Map<string, string>();
  const colon = summary.indexOf(': ');
  if (colon < 0) return out;
  for (const m of summary.slice(colon + 2).matchAll(/(\S+?)=("(?:[^"\\]|\\.)*")/g)) {
    out.set(m[1]!, JSON.parse(m[2]!) as string);
  }
  return out;
}

interface Sub {
  readonly node: number;
  readonly path: string;
  readonly start: number;
  lastView: readonly string[] | null;
}

type Acked = Map<string, { since: number; payload: string }>;

export function createBoardChecker(world: World): InvariantChecker {
  /** `version|path` -> the path's groups in that version */
  const targets = new Map<string, GroupTargets[]>();
  /** path -> `node/replica` -> owner -> payload */
  const held = new Map<string, Map<string, Map<string, string>>>();
  /** version -> path -> owner -> since when acknowledged (continuously) and its payload */
  const acked = new Map<number, Map<string, Acked>>();
  const subs = new Map<string, Sub>();
  const cluster = clusterStatusFold.init(world);
  const live = liveConfigFold.init(world);

  const groupsOf = (version: number, path: string) => {
    const k = `${version}|${path}`;
    let t = targets.get(k);
    const config = live.configs.get(version) ?? world.config;
    if (!t) targets.set(k, (t = targetsFor({ ...world, config }, 'board', { kind: 'path', path })));
    return t;
  };

  function recomputeIn(version: number, path: string, t: number): void {
    const reps = held.get(path) ?? new Map<string, Map<string, string>>();
    const counted = groupsOf(version, path).filter((g) => g.counted);
    const owners = new Map<string, string>();
    for (const m of reps.values()) for (const [o, p] of m) owners.set(o, p);
    let byPath = acked.get(version);
    if (!byPath) acked.set(version, (byPath = new Map()));
    const prev: Acked = byPath.get(path) ?? new Map();
    const next: Acked = new Map();
    for (const [owner, payload] of owners) {
      const ok =
        counted.length > 0 &&
        counted.every(
          (g) =>
            g.replicas.filter((r) => reps.get(`${r.node}/${r.name}`)?.get(owner) === payload).length >=
            g.majority,
        );
      const p = prev.get(owner);
      if (ok) next.set(owner, p && p.payload === payload ? p : { since: t, payload });
    }
    byPath.set(path, next);
  }

  /** The oldest version a node runs: nodes only move to newer ones (NodeWarden), so older are done. */
  let oldest = 1;
  const recompute = (path: string, t: number) => {
    for (const v of live.configs.keys()) if (v >= oldest) recomputeIn(v, path, t);
  };

  const quiet = (t: number) => isQuiet(cluster, t, GRACE_US);

  function check(label: string, sub: Sub, payloads: readonly string[], t: number): string[] {
    const out: string[] = [];
    for (const [owner, a] of acked.get(liveVersionOf(live, sub.node))?.get(sub.path) ?? []) {
      if (a.since <= Math.max(sub.start, t - SETTLE_US) && !payloads.includes(a.payload)) {
        out.push(
          `${label} on ${sub.path} misses ${owner}="${a.payload}", acknowledged by a quorum since ${a.since} us`,
        );
      }
    }
    return out;
  }

  /** A dead node's subscribers are gone and its replicas restart empty. */
  function nodeGone(gone: number, t: number): void {
    for (const [label, s] of [...subs]) if (s.node === gone) subs.delete(label);
    for (const [path, reps] of held) {
      for (const k of [...reps.keys()]) if (k.startsWith(`${gone}/`)) reps.delete(k);
      recompute(path, t);
    }
  }

  return {
    name: 'board-publication-visible',
    observe(e) {
      clusterStatusFold.step(cluster, e); // the fold ignores everything that is not a fault
      liveConfigFold.step(live, e);
      const committed = committedVersion(e);
      if (committed !== undefined) {
        for (const path of held.keys()) recomputeIn(committed, path, e.t);
        return [];
      }
      if (appliedBy(e) !== undefined) {
        oldest = Math.min(...live.byNode.values());
        return [];
      }
      switch (e.kind) {
        case 'replica.lifecycle': {
          if (e.subsystem !== 'board') return [];
          for (const [path, reps] of held) if (reps.delete(`${e.node}/${e.replica}`)) recompute(path, e.t);
          return [];
        }
        case 'replica.changed': {
          if (e.subsystem !== 'board') return [];
          const reps = held.get(e.key) ?? new Map<string, Map<string, string>>();
          held.set(e.key, reps);
          reps.set(`${e.node}/${e.replica}`, parseBoardSummary(e.summary));
          recompute(e.key, e.t);
          return [];
        }
        case 'op.started':
          if (e.subsystem === 'board' && e.op === 'board.subscribe') {
            subs.set(e.opId, { node: e.node, path: e.key, start: e.t, lastView: null });
          }
          return [];
        case 'board.view': {
          const sub = subs.get(e.subscriber);
          if (!sub) return [];
          sub.lastView = e.payloads;
          return quiet(e.t) ? check(e.subscriber, sub, e.payloads, e.t) : [];
        }
        case 'node.down':
        case 'node.crashed':
          nodeGone(e.target, e.t);
          return [];
        default:
          return [];
      }
    },
    finish(endUs) {
      if (!quiet(endUs)) return [];
      const out: string[] = [];
      for (const [label, sub] of subs) {
        if (sub.start > endUs - SETTLE_US) continue;
        if (sub.lastView === null) out.push(`${label} on ${sub.path} never saw a view`);
        else out.push(...check(label, sub, sub.lastView, endUs));
      }
      return out;
    },
  };
}
