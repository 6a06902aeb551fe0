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
 */
import type { World } from '../kernel/actor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { targetsFor, type GroupTargets } from '../subsystems/board/targets.ts';
import type { CheckerFactory, InvariantChecker } from './types.ts';
import { FaultTracker } from './faults.ts';

export const SETTLE_US = 1_000_000;
export const GRACE_US = 15_000_000;

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

export function createBoardChecker(world: World): InvariantChecker {
  const targets = new Map<string, GroupTargets[]>();
  /** path -> `node/replica` -> owner -> payload */
  const held = new Map<string, Map<string, Map<string, string>>>();
  /** path -> owner -> since when acknowledged (continuously) and its payload */
  const acked = new Map<string, Map<string, { since: number; payload: string }>>();
  const subs = new Map<string, Sub>();
  const faults = new FaultTracker(world);

  const groupsOf = (path: string) => {
    let t = targets.get(path);
    if (!t) targets.set(path, (t = targetsFor(world, 'board', { kind: 'path', path })));
    return t;
  };

  function recompute(path: string, t: number): void {
    const reps = held.get(path) ?? new Map<string, Map<string, string>>();
    const counted = groupsOf(path).filter((g) => g.counted);
    const owners = new Map<string, string>();
    for (const m of reps.values()) for (const [o, p] of m) owners.set(o, p);
    const prev = acked.get(path) ?? new Map<string, { since: number; payload: string }>();
    const next = new Map<string, { since: number; payload: string }>();
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
    acked.set(path, next);
  }

  const quiet = (t: number) => faults.quiet(t, GRACE_US);

  function check(label: string, sub: Sub, payloads: readonly string[], t: number): string[] {
    const out: string[] = [];
    for (const [owner, a] of acked.get(sub.path) ?? []) {
      if (a.since <= Math.max(sub.start, t - SETTLE_US) && !payloads.includes(a.payload)) {
        out.push(
          `${label} on ${sub.path} misses ${owner}="${a.payload}", acknowledged by a quorum since ${a.since} us`,
        );
      }
    }
    return out;
  }

  function fault(e: TraceEvent): void {
    const gone = faults.observe(e);
    if (gone === null) return;
    // A dead node's subscribers are gone and its replicas restart empty.
    for (const [label, s] of [...subs]) if (s.node === gone) subs.delete(label);
    for (const [path, reps] of held) {
      for (const k of [...reps.keys()]) if (k.startsWith(`${gone}/`)) reps.delete(k);
      recompute(path, e.t);
    }
  }

  return {
    name: 'board-publication-visible',
    observe(e) {
      switch (e.kind) {
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
        default:
          fault(e); // FaultTracker ignores everything that is not a fault
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

export const boardChecker: CheckerFactory = createBoardChecker;
