/** Figures of one chaos run, gathered from the trace as it streams: operations, messages, events. */
import {
  createStaleResolveTracker,
  type StaleResolveTracker,
} from '../subsystems/statestorage/invariants/statestorage-stale.ts';
import { messageSubsystem } from '../subsystems/index.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createPileSplitTracker, type PileSplitTracker } from './pile-split.ts';

interface OpTally {
  started: number;
  ok: number;
  failed: number;
  timeout: number;
}

export interface RunStats {
  /** Per `subsystem.op`, e.g. `statestorage.lookup`. */
  readonly ops: Record<string, OpTally>;
  readonly messages: {
    sent: number;
    delivered: number;
    /** Drop reason → messages. */
    dropped: Record<string, number>;
    /** statestorage / board / schemeboard / system → messages sent. */
    bySubsystem: Record<string, number>;
  };
  /** Counts of the other semantic events (leader.elected, board.view, schema.view, …). */
  readonly events: Record<string, number>;
  /**
   * Resolves that returned a leader older than one elected before the lookup started: StateStorage
   * is a cache (engine/subsystems/statestorage/invariants/statestorage-stale.ts), an explained
   * outcome, not a violation.
   */
  staleResolves: number;
  /**
   * Times the bridge piles began refusing each other's sessions for different cluster states
   * (pile-split.ts): a partition cut a cluster-state commit between them.
   */
  pileSplits: number;
  /**
   * Runs whose piles were still split after the heal, so the runner, as the operator, failed one
   * over and rejoined it (operator.ts): YDB does not reconnect such piles by itself.
   */
  operatorFailovers: number;
}

export function emptyStats(): RunStats {
  return {
    ops: {},
    messages: { sent: 0, delivered: 0, dropped: {}, bySubsystem: {} },
    events: {},
    staleResolves: 0,
    pileSplits: 0,
    operatorFailovers: 0,
  };
}

const bump = (r: Record<string, number>, k: string, by = 1) => {
  r[k] = (r[k] ?? 0) + by;
};

/**
 * Per run, the operations started and not yet ended (`subsystem.op|node|opId`). An operation's end
 * is counted once, the first one: a Board subscription reports op.failed each time its lookup loses
 * the quorum and retries under the same id (the first answer is the subscription's outcome, later
 * ones are the stream's life), and a SchemeBoard populator reports op.quorum for the descriptions it
 * starts with, which never had an op.started (populator.ts `init`). Kept beside the figures, not in
 * them, so RunStats stays plain data; so are the trackers behind `staleResolves` and `pileSplits`.
 */
const openOps = new WeakMap<RunStats, Set<string>>();
const staleTrackers = new WeakMap<RunStats, StaleResolveTracker>();
const splitTrackers = new WeakMap<RunStats, PileSplitTracker>();

export function observeStats(s: RunStats, e: TraceEvent): void {
  let stale = staleTrackers.get(s);
  if (!stale) staleTrackers.set(s, (stale = createStaleResolveTracker()));
  if (stale.observe(e)) s.staleResolves++;
  let piles = splitTrackers.get(s);
  if (!piles) splitTrackers.set(s, (piles = createPileSplitTracker()));
  if (piles.observe(e)) s.pileSplits++;
  switch (e.kind) {
    case 'msg.sent':
      s.messages.sent++;
      bump(s.messages.bySubsystem, messageSubsystem(e.msg));
      return;
    case 'msg.delivered':
      s.messages.delivered++;
      return;
    case 'msg.dropped':
      bump(s.messages.dropped, e.reason);
      return;
    case 'op.started':
    case 'op.quorum':
    case 'op.failed':
    case 'op.timeout': {
      const key = `${e.subsystem}.${e.op}`;
      const t = (s.ops[key] ??= { started: 0, ok: 0, failed: 0, timeout: 0 });
      let open = openOps.get(s);
      if (!open) openOps.set(s, (open = new Set()));
      const id = `${key}|${e.node}|${e.opId}`;
      if (e.kind === 'op.started') {
        // a restarted actor (its node came back) starts its operation again under the same id
        open.add(id);
        t.started++;
        return;
      }
      if (!open.delete(id)) return; // never started, or already ended
      if (e.kind === 'op.quorum') t.ok++;
      else if (e.kind === 'op.failed') t.failed++;
      else t.timeout++;
      return;
    }
    default:
      bump(s.events, e.kind);
  }
}

/** Adds `b` into `a` (aggregating many runs). */
export function mergeStats(a: RunStats, b: RunStats): void {
  for (const [k, t] of Object.entries(b.ops)) {
    const x = (a.ops[k] ??= { started: 0, ok: 0, failed: 0, timeout: 0 });
    x.started += t.started;
    x.ok += t.ok;
    x.failed += t.failed;
    x.timeout += t.timeout;
  }
  a.messages.sent += b.messages.sent;
  a.messages.delivered += b.messages.delivered;
  for (const [k, v] of Object.entries(b.messages.dropped)) bump(a.messages.dropped, k, v);
  for (const [k, v] of Object.entries(b.messages.bySubsystem)) bump(a.messages.bySubsystem, k, v);
  for (const [k, v] of Object.entries(b.events)) bump(a.events, k, v);
  a.staleResolves += b.staleResolves;
  a.pileSplits += b.pileSplits;
  a.operatorFailovers += b.operatorFailovers;
}

/** Failed + timed-out operations over every kind. */
export function failures(s: RunStats): { failed: number; timeout: number } {
  let failed = 0;
  let timeout = 0;
  for (const t of Object.values(s.ops)) {
    failed += t.failed;
    timeout += t.timeout;
  }
  return { failed, timeout };
}
