/** The observers fold's state (./observers.ts) and the questions scenarios ask of it. */
import type { ActorId } from '../kernel/actor.ts';

export interface LiveLeader {
  readonly actor: ActorId;
  readonly node: number;
  readonly generation: number;
  readonly sinceUs: number;
}

type TabletEventKind = 'elected' | 'demoted' | 'stopped' | 'node-down';

export interface TabletEvent {
  readonly t: number;
  readonly kind: TabletEventKind;
  readonly node: number;
  readonly generation: number | null;
  readonly reason: string | null;
}

export interface TabletObserver {
  readonly tabletId: string;
  /** Node of the live leader with the highest generation, null when none is alive. */
  readonly leaderNode: number | null;
  /** That node's pile in a bridge cluster; null outside bridge mode or with no leader. */
  readonly leaderPile: string | null;
  /** Highest generation ever elected (the next boot must take a higher one). */
  readonly generation: number;
  /** Live leaders by actor key (`node/name`). A stale one may linger until demoted. */
  readonly live: ReadonlyMap<string, LiveLeader>;
  readonly history: readonly TabletEvent[];
  /**
   * The leader StateStorage already names at a generation not elected yet: a boot that has locked
   * or written StateStorage and still blocks the log and writes its zero entry before it serves
   * (election.ts). Null once elected, or once that boot stops or its node goes down.
   */
  readonly candidate: { readonly node: number; readonly generation: number } | null;
  /** The highest generation a StateStorage replica has named for it (a stopped boot stays stopped). */
  readonly ssGeneration: number;
}

export interface BoardObserver {
  /** Label from the trace, `<name>@n<node>` (engine/subsystems/board/subscriber.ts subscriberLabel). */
  readonly subscriber: string;
  readonly node: number;
  readonly path: string;
  /** Payloads the subscriber sees (sorted by the subscriber); null before its first view. */
  readonly payloads: readonly string[] | null;
  /** Payloads the last change took away (an unpublish, a dead publisher), shown struck through. */
  readonly removed: readonly string[];
  readonly sinceUs: number;
  /** Its node went down after it subscribed: the actor is dead and this is its last view. */
  readonly gone: boolean;
}

export interface SchemaObserver {
  readonly node: number;
  readonly path: string;
  readonly version: number;
  readonly generation: number;
  readonly deleted: boolean;
  /** Versions this cache went through, oldest first (for "v1 → v2"). */
  readonly versions: readonly number[];
  readonly sinceUs: number;
  readonly gone: boolean;
}

interface Demotion {
  readonly tabletId: string;
  readonly node: number;
  readonly generation: number;
  readonly reason: string;
  readonly t: number;
}

interface ClientOutcome {
  readonly ok: boolean;
  readonly detail: string;
  /** Generation named in the detail (`OK gen 3`), if any. */
  readonly generation: number | null;
  readonly t: number;
}

export interface Violation {
  readonly invariant: string;
  readonly message: string;
  /** Virtual time in ms, as scenario results report it. */
  readonly t: number;
}

export interface ObserverState {
  /** Keyed by subscriber label. */
  readonly board: Map<string, BoardObserver>;
  /** Keyed by `<node>|<path>`. */
  readonly schema: Map<string, SchemaObserver>;
  readonly tablets: Map<string, TabletObserver>;
  readonly demotions: Demotion[];
  /** Last `tablet.request` outcome, keyed by `<node>|<tabletId>`. */
  readonly clients: Map<string, ClientOutcome>;
  readonly violations: Violation[];
  /** Path → the version SchemeShard last committed for it (`schema.committed`). */
  readonly schemaPaths: Map<string, number>;
  /** Node → its pile, in a bridge cluster (two piles or more); empty otherwise. Never changes. */
  readonly piles: ReadonlyMap<number, string>;
}

/** Most tablet events kept per tablet (older ones are dropped first). */
export const TABLET_HISTORY_LIMIT = 24;

export const schemaObserverKey = (node: number, path: string) => `${node}|${path}`;
export const nodeTabletKey = (node: number, tabletId: string) => `${node}|${tabletId}`;
/** Label Board subscribers use in `board.view` (engine/subsystems/board/subscriber.ts subscriberLabel). */
export const boardLabel = (subscriber: string, node: number) => `${subscriber}@n${node}`;

/** The live leader with the highest generation (the first such on a tie). */
export function highestLeader(live: ReadonlyMap<string, LiveLeader>): LiveLeader | null {
  let best: LiveLeader | null = null;
  for (const l of live.values()) if (!best || l.generation > best.generation) best = l;
  return best;
}

/** The tablet's live leader with the highest generation (a stale one may linger until demoted). */
export function leaderOf(s: ObserverState, tabletId: string): LiveLeader | null {
  const t = s.tablets.get(tabletId);
  return t ? highestLeader(t.live) : null;
}

/** Payloads a live subscriber sees, null before its first view or once its node went down. */
export function boardViewOf(s: ObserverState, label: string): readonly string[] | null {
  const b = s.board.get(label);
  return b && !b.gone ? b.payloads : null;
}

/** The live scheme cache entry of `path` on `node`, null when there is none. */
export function schemaViewOf(s: ObserverState, node: number, path: string): SchemaObserver | null {
  const c = s.schema.get(schemaObserverKey(node, path));
  return c && !c.gone ? c : null;
}
