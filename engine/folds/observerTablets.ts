/**
 * The observers fold's tablets (./observers.ts): each tablet's live leaders, the generation
 * elected, the boot StateStorage already names, and its history.
 */
import type { ActorId } from '../kernel/actor.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import {
  highestLeader,
  TABLET_HISTORY_LIMIT,
  type LiveLeader,
  type ObserverState,
  type TabletEvent,
  type TabletObserver,
} from './observerState.ts';

const actorKey = (a: ActorId) => `${a.node}/${a.name}`;

/** StateStorage replica summary naming a leader: `leader 4:a1.7 gen 3:0 …` (statestorage/replica.ts). */
const SS_LEADER = /^leader (\d+):\S+ gen (\d+):/;

const newTablet = (tabletId: string): TabletObserver => ({
  tabletId,
  leaderNode: null,
  leaderPile: null,
  generation: 0,
  live: new Map(),
  history: [],
  candidate: null,
  ssGeneration: 0,
});

/** Replaces the tablet's live set, recomputes its leader and generation, and appends `ev`. */
export function setTablet(
  s: ObserverState,
  t: TabletObserver,
  live: Map<string, LiveLeader>,
  ev: TabletEvent,
): void {
  const leaderNode = highestLeader(live)?.node ?? null;
  const generation = Math.max(t.generation, ev.kind === 'elected' ? (ev.generation ?? 0) : 0);
  // Elected at its generation: no longer a candidate.
  const c = t.candidate;
  const candidate = c !== null && c.generation > generation ? c : null;
  s.tablets.set(t.tabletId, {
    ...t,
    live,
    leaderNode,
    leaderPile: leaderNode === null ? null : (s.piles.get(leaderNode) ?? null),
    generation,
    history: [...t.history, ev].slice(-TABLET_HISTORY_LIMIT),
    candidate,
  });
}

/**
 * The boot on `node` is over without an election (it stopped, or died with its node): the tablet
 * with no candidate, or `t` itself when its candidate is elsewhere. An older leader demoted or
 * stopped on the same node is not the boot; callers pass only a contender's end.
 */
export function endBoot(t: TabletObserver, node: number): TabletObserver {
  return t.candidate?.node === node ? { ...t, candidate: null } : t;
}

/**
 * A StateStorage replica names a leader: the tablet is seen, and a generation newer than any a
 * replica named before is its boot in progress until `leader.elected` (or the boot stops).
 */
export function onSsLeader(s: ObserverState, tabletId: string, summary: string): boolean {
  const m = SS_LEADER.exec(summary);
  if (!m) return false;
  const seen = tabletSeen(s, tabletId);
  const t = s.tablets.get(tabletId)!;
  const node = Number(m[1]);
  const generation = Number(m[2]);
  if (generation <= t.ssGeneration) return seen;
  const candidate = generation > t.generation ? { node, generation } : t.candidate;
  s.tablets.set(tabletId, { ...t, ssGeneration: generation, candidate });
  return true;
}

/** A tablet counts as booted from the first sign of a leader, elected or seen by replicas or clients. */
export function tabletSeen(s: ObserverState, tabletId: string): boolean {
  if (s.tablets.has(tabletId)) return false;
  s.tablets.set(tabletId, newTablet(tabletId));
  return true;
}

/** A leader elected: it is live, at its generation. */
export function onElected(s: ObserverState, e: Extract<TraceEvent, { kind: 'leader.elected' }>): void {
  const t = s.tablets.get(e.tabletId) ?? newTablet(e.tabletId);
  const live = new Map(t.live);
  const node = e.actor.node;
  live.set(actorKey(e.actor), { actor: e.actor, node, generation: e.generation, sinceUs: e.t });
  setTablet(s, t, live, { t: e.t, kind: 'elected', node, generation: e.generation, reason: null });
}

export function onLeaderGone(
  s: ObserverState,
  e: Extract<TraceEvent, { kind: 'leader.demoted' | 'tablet.stopped' }>,
): boolean {
  const known = s.tablets.get(e.tabletId);
  // A contender that never won stops too: show it only for a tablet someone watches.
  if (!known && e.kind === 'tablet.stopped') return false;
  const t = known ?? newTablet(e.tabletId);
  const key = actorKey(e.actor);
  const was = t.live.get(key);
  if (e.kind === 'tablet.stopped' && !was) {
    // A boot that stops before it is elected (a lost race, a refused block) is no candidate now.
    const ended = endBoot(t, e.actor.node);
    s.tablets.set(t.tabletId, ended);
    return ended !== t;
  }
  const live = new Map(t.live);
  live.delete(key);
  const generation = e.kind === 'leader.demoted' ? e.generation : (was?.generation ?? null);
  const kind = e.kind === 'leader.demoted' ? 'demoted' : 'stopped';
  setTablet(s, t, live, { t: e.t, kind, node: e.actor.node, generation, reason: e.reason });
  return true;
}
