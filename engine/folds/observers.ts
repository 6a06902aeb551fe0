/**
 * What every observer in the cluster sees, folded from the trace: each tablet's live leaders,
 * generation and history (`leader.elected` / `leader.demoted` / `tablet.stopped`), the demotions,
 * the last client outcome per (node, tablet), each Board subscriber's payload list (`board.view`),
 * each node's scheme cache entries (`schema.view`) and the invariant violations. Scenario
 * expectations read it (queries in ./observerState.ts) and the app's Observers tab shows it.
 *
 * Observers are volatile actors: when their node goes down they die with it (a node that comes back
 * starts with none), so the fold drops their leaders and marks subscribers and caches gone, keeping
 * their last view for reading. The containers are changed in place but their entries are replaced,
 * never changed, so copying the containers (`copyObservers`) gives a snapshot later steps leave
 * alone; `foldObservers` folds that way for a consumer that keeps immutable states (the UI).
 */
import type { TraceEvent } from '../subsystems/unions.ts';
import type { Fold, FoldWorld } from './fold.ts';
import { nodeTabletKey, schemaObserverKey, type BoardObserver, type ObserverState } from './observerState.ts';
import { endBoot, onElected, onLeaderGone, onSsLeader, setTablet, tabletSeen } from './observerTablets.ts';

export * from './observerState.ts';

/** Node → pile of a bridge cluster (two piles or more); empty otherwise. */
const pilesOf = (world?: FoldWorld): ReadonlyMap<number, string> =>
  (world?.topology.piles.length ?? 0) < 2
    ? new Map()
    : new Map(world!.topology.nodes.flatMap((n) => (n.pile === undefined ? [] : [[n.id, n.pile]])));

/** Nothing observed yet; with `world`, the piles tablets' leaders are named in. */
export const emptyObservers = (world?: FoldWorld): ObserverState => ({
  board: new Map(),
  schema: new Map(),
  tablets: new Map(),
  demotions: [],
  clients: new Map(),
  violations: [],
  schemaPaths: new Map(),
  piles: pilesOf(world),
});

/** A copy that later steps of the original leave alone (entries are replaced, never changed). */
function copyObservers(s: ObserverState): ObserverState {
  return {
    board: new Map(s.board),
    schema: new Map(s.schema),
    tablets: new Map(s.tablets),
    demotions: [...s.demotions],
    clients: new Map(s.clients),
    violations: [...s.violations],
    schemaPaths: new Map(s.schemaPaths),
    piles: s.piles,
  };
}

function nodeGone(s: ObserverState, node: number, t: number): boolean {
  let changed = false;
  for (const [k, b] of s.board)
    if (b.node === node && !b.gone) {
      s.board.set(k, { ...b, gone: true });
      changed = true;
    }
  for (const [k, c] of s.schema)
    if (c.node === node && !c.gone) {
      s.schema.set(k, { ...c, gone: true });
      changed = true;
    }
  for (const was of s.tablets.values()) {
    // A boot not elected yet dies with its node (nothing to add to the history for it).
    const tab = endBoot(was, node);
    if (tab !== was) {
      s.tablets.set(tab.tabletId, tab);
      changed = true;
    }
    const dead = [...tab.live].filter(([, l]) => l.node === node);
    if (dead.length === 0) continue;
    const live = new Map(tab.live);
    for (const [k] of dead) live.delete(k);
    const generation = Math.max(...dead.map(([, l]) => l.generation));
    setTablet(s, tab, live, { t, kind: 'node-down', node, generation, reason: 'node down' });
    changed = true;
  }
  return changed;
}

function onBoardView(s: ObserverState, e: Extract<TraceEvent, { kind: 'board.view' }>): void {
  const prev = s.board.get(e.subscriber);
  const before = prev && !prev.gone ? (prev.payloads ?? []) : [];
  const b: BoardObserver = {
    subscriber: e.subscriber,
    node: e.node,
    path: e.path,
    payloads: e.payloads,
    removed: before.filter((p) => !e.payloads.includes(p)),
    sinceUs: e.t,
    gone: false,
  };
  s.board.set(e.subscriber, b);
}

function onSchemaView(s: ObserverState, e: Extract<TraceEvent, { kind: 'schema.view' }>): void {
  const key = schemaObserverKey(e.node, e.path);
  const prev = s.schema.get(key);
  const versions = prev && !prev.gone ? prev.versions : [];
  s.schema.set(key, {
    node: e.node,
    path: e.path,
    version: e.version,
    generation: e.generation,
    deleted: e.deleted,
    versions: versions.at(-1) === e.version ? versions : [...versions, e.version].slice(-8),
    sinceUs: e.t,
    gone: false,
  });
}

/** Folds one event into `s` in place; true when it changed something an observer sees. */
function observeEvent(s: ObserverState, e: TraceEvent): boolean {
  switch (e.kind) {
    case 'op.started':
      // A subscriber announces itself before its first view, so it shows as "waiting".
      if (e.op !== 'board.subscribe' || s.board.get(e.opId)?.gone === false) return false;
      s.board.set(e.opId, {
        subscriber: e.opId,
        node: e.node,
        path: e.key,
        payloads: null,
        removed: [],
        sinceUs: e.t,
        gone: false,
      });
      return true;
    case 'op.quorum':
    case 'op.failed':
    case 'op.timeout': {
      if (e.op !== 'tablet.request') return false;
      const g = /gen (\d+)/.exec(e.detail);
      s.clients.set(nodeTabletKey(e.node, e.key), {
        ok: e.kind === 'op.quorum',
        detail: e.detail,
        generation: g ? Number(g[1]) : null,
        t: e.t,
      });
      return true;
    }
    case 'board.view':
      onBoardView(s, e);
      return true;
    case 'schema.view':
      onSchemaView(s, e);
      return true;
    case 'schema.committed':
      s.schemaPaths.set(e.path, e.version);
      return true;
    case 'leader.elected':
      onElected(s, e);
      return true;
    case 'leader.demoted':
      s.demotions.push({
        tabletId: e.tabletId,
        node: e.actor.node,
        generation: e.generation,
        reason: e.reason,
        t: e.t,
      });
      onLeaderGone(s, e);
      return true;
    case 'tablet.stopped':
      return onLeaderGone(s, e);
    case 'tablet.resolved':
      return e.leader !== null && tabletSeen(s, e.tabletId);
    case 'replica.changed':
      return e.subsystem === 'statestorage' && onSsLeader(s, e.key, e.summary);
    case 'invariant.violated':
      s.violations.push({ invariant: e.invariant, message: e.message, t: e.t / 1000 });
      return true;
    case 'node.down':
    case 'node.crashed':
      return nodeGone(s, e.target, e.t);
    default:
      return false;
  }
}

export const observersFold: Fold<ObserverState> = {
  name: 'observers',
  init: (world) => emptyObservers(world),
  step: (s, e) => void observeEvent(s, e),
};

/** Folds a batch without changing `s`: a new state, or `s` itself when no observer sees a change. */
export function foldObservers(s: ObserverState, batch: readonly TraceEvent[]): ObserverState {
  if (batch.length === 0) return s;
  const next = copyObservers(s);
  let changed = false;
  for (const e of batch) if (observeEvent(next, e)) changed = true;
  return changed ? next : s;
}

/** One event, without changing `s` (see foldObservers). */
export const foldObserverEvent = (s: ObserverState, e: TraceEvent): ObserverState => foldObservers(s, [e]);
