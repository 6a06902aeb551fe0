/**
 * Board safety, checked during faults too: no subscriber view emitted at time t lists a publication
 * whose publisher was gone (its node went down or crashed, or the actor was poisoned: unpublish or
 * a replacing publish) more than `goneBoundUs` before t, unless a live publisher holds the same payload.
 *
 * Why the bound holds (ydb/core/base/board_replica.cpp, board_publish.cpp): a replica binds each
 * entry to its publisher's interconnect session and drops it when that session breaks
 * (DisconnectSession), or on the Cleanup a dying publisher sends to every replica it holds a session
 * with (PassAway). The drop is pushed to every subscribed lookup (board_lookup.cpp), and a lookup that
 * loses its own session to a replica forgets what only that replica reported. So a gone publication
 * reaches a subscriber's view within one disconnect detection plus two hops (publisher -> replica ->
 * lookup): anything later means an entry outlived its publisher's session.
 *
 * The publisher of an owner key is known from `op.started publish` (op id = its actor key), its payload
 * from the replicas' `replica.changed` summaries, its poison from `msg.sent sys.poison` (full traces;
 * lighter traces only check node deaths).
 */
import type { World } from '../../../kernel/actor.ts';
import { actorKey } from '../../actor-id.ts';
import { parseBoardSummary } from './board.ts';
import type { InvariantChecker } from '../../checker.ts';

/** engine/kernel/scheduler.ts: a broken session is reported to watchers after this (its default). */
const DEFAULT_DISCONNECT_DETECT_US = 100_000;
/**
 * Longest hop: other DC 5 ms + 10 % jitter, plus the largest injected link delay (chaos episodes:
 * up to 40 ms), rounded up.
 */
const MAX_HOP_US = 50_000;

/** The bound for a world: its disconnect detection (when the run sets one) plus two longest hops. */
export function goneBoundUs(world: World): number {
  const detect = (world as { readonly disconnectDetectUs?: number }).disconnectDetectUs;
  return (detect ?? DEFAULT_DISCONNECT_DETECT_US) + 2 * MAX_HOP_US;
}

interface Publisher {
  readonly path: string;
  payload: string | null;
  goneAt: number | null;
}

export function createBoardGoneChecker(world: World): InvariantChecker {
  const boundUs = goneBoundUs(world);
  /** owner key (`n3/a1.4`) -> what we know of that publisher */
  const pubs = new Map<string, Publisher>();

  const gone = (owner: string, t: number) => {
    const p = pubs.get(owner);
    if (p && p.goneAt === null) p.goneAt = t;
  };

  function check(subscriber: string, path: string, payloads: readonly string[], t: number): string[] {
    const out: string[] = [];
    for (const payload of payloads) {
      let stale: [string, number] | null = null;
      let held = false;
      for (const [owner, p] of pubs) {
        if (p.path !== path || p.payload !== payload) continue;
        if (p.goneAt === null || p.goneAt >= t - boundUs) held = true;
        else stale ??= [owner, p.goneAt];
      }
      if (stale && !held)
        out.push(
          `${subscriber} on ${path} lists "${payload}" of ${stale[0]}, gone since ${stale[1]} us (bound ${boundUs} us)`,
        );
    }
    return out;
  }

  return {
    name: 'board-no-gone-publication',
    observe(e) {
      switch (e.kind) {
        case 'op.started':
          if (e.subsystem === 'board' && e.op === 'publish')
            pubs.set(e.opId, { path: e.key, payload: null, goneAt: null });
          return [];
        case 'replica.changed': {
          if (e.subsystem !== 'board') return [];
          for (const [owner, payload] of parseBoardSummary(e.summary)) {
            const p = pubs.get(owner);
            if (p && p.path === e.key) p.payload = payload;
          }
          return [];
        }
        case 'msg.sent':
          if (e.msg === 'sys.poison') gone(actorKey(e.to), e.t);
          return [];
        case 'node.down':
        case 'node.crashed': {
          const prefix = `n${e.target}/`;
          for (const owner of pubs.keys()) if (owner.startsWith(prefix)) gone(owner, e.t);
          return [];
        }
        case 'board.view':
          return check(e.subscriber, e.path, e.payloads, e.t);
        default:
          return [];
      }
    },
  };
}
