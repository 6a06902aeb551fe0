/**
 * Bookkeeping of a Board lookup (ydb/core/base/board_lookup.cpp, TBoardLookupActor): replica slots
 * per ring group with their state, per-group counters, and which replica reported which entry.
 * Pure functions over plain data; the actor in lookup.ts wires them to messages.
 */
import { actorKey } from '../actor-id.ts';
import type { ActorId } from '../../kernel/actor.ts';
import { newRetryState, type RetryState } from './backoff.ts';
import type { GroupTargets } from './targets.ts';
import type { BoardEntry, BoardUpdate, LookupMode } from './messages.ts';
import { assertNever } from '../../util/assert.ts';
import { majority } from '../../model/config/types.ts';

type ReplicaStatus = 'unknown' | 'notAvailable' | 'noInfo' | 'ready' | 'reconnect';

export interface LookupReplica {
  readonly actor: ActorId;
  status: ReplicaStatus;
  /** Owner keys this replica reported. */
  infos: string[];
  scheduled: boolean;
  reconnect: number;
  readonly retry: RetryState;
}

export interface LookupGroup {
  readonly group: number;
  /** YDB WaitForReplicasToSuccess. */
  readonly wait: number;
  readonly replicas: LookupReplica[];
  replied: number;
  noInfo: number;
  hasInfo: number;
  notAvailable: number;
}

/** board_lookup.cpp: First 1, Second min(2, n), Majority / Subscription n / 2 + 1. */
function waitFor(mode: LookupMode, n: number): number {
  switch (mode) {
    case 'first':
      return 1;
    case 'second':
      return Math.min(2, n);
    case 'majority':
    case 'subscription':
      return majority(n);
    default:
      return assertNever(mode, 'lookup mode');
  }
}

/**
 * Only groups that count for reads (not write-only, contacted). YDB keeps skipped groups as empty
 * entries that trivially satisfy `HasInfo >= 0`, so a one-shot lookup with a write-only group present
 * finishes on its first reply (docs/model.md "Board", as read); we leave them out so every read needs a
 * real threshold in the groups that count.
 */
export function lookupGroups(targets: readonly GroupTargets[], mode: LookupMode): LookupGroup[] {
  return targets
    .filter((t) => t.counted && t.replicas.length > 0)
    .map((t) => ({
      group: t.group,
      wait: waitFor(mode, t.replicas.length),
      replicas: t.replicas.map((actor) => ({
        actor,
        status: 'unknown' as ReplicaStatus,
        infos: [],
        scheduled: false,
        reconnect: 0,
        retry: newRetryState(),
      })),
      replied: 0,
      noInfo: 0,
      hasInfo: 0,
      notAvailable: 0,
    }));
}

/** A replica slot's name, `group:index` (lookup cookies and session checks carry it). */
export function slotKey(group: number, index: number): string {
  return `${group}:${index}`;
}

export interface InfoTable {
  readonly info: Map<string, BoardEntry>;
  /** Owner key -> `group:index` of the replicas reporting it (YDB keys by index only). */
  readonly infoReplicas: Map<string, string[]>;
}

/** Records that replica `slot` reports `entry`; returns the update to pass on if the payload changed. */
export function addInfo(t: InfoTable, r: LookupReplica, slot: string, entry: BoardEntry): BoardUpdate | null {
  const key = actorKey(entry.owner);
  const holders = t.infoReplicas.get(key) ?? [];
  if (!holders.includes(slot)) holders.push(slot);
  t.infoReplicas.set(key, holders);
  if (!r.infos.includes(key)) r.infos.push(key);
  const cur = t.info.get(key);
  if (cur && cur.payload === entry.payload) return null;
  t.info.set(key, entry);
  return { owner: entry.owner, payload: entry.payload, dropped: false };
}

/** Forgets that `slot` reports `key`; returns a drop update when no replica reports it any more. */
export function removeInfo(t: InfoTable, r: LookupReplica, slot: string, key: string): BoardUpdate | null {
  r.infos = r.infos.filter((k) => k !== key);
  const holders = (t.infoReplicas.get(key) ?? []).filter((s) => s !== slot);
  if (holders.length > 0) {
    t.infoReplicas.set(key, holders);
    return null;
  }
  t.infoReplicas.delete(key);
  const cur = t.info.get(key);
  t.info.delete(key);
  return cur ? { owner: cur.owner, payload: '', dropped: true } : null;
}

/** ClearInfosByReplica. */
export function clearReplica(t: InfoTable, r: LookupReplica, slot: string): BoardUpdate[] {
  const out: BoardUpdate[] = [];
  for (const key of [...r.infos]) {
    const u = removeInfo(t, r, slot, key);
    if (u) out.push(u);
  }
  r.infos = [];
  return out;
}

export function anyGroupHasInfo(gs: readonly LookupGroup[]): boolean {
  return gs.some((g) => g.hasInfo >= g.wait);
}
export function allGroupsAnswered(gs: readonly LookupGroup[]): boolean {
  return gs.every((g) => g.hasInfo + g.noInfo >= g.wait);
}
export function allGroupsReplied(gs: readonly LookupGroup[]): boolean {
  return gs.every((g) => g.replied === g.replicas.length);
}
export function allGroupsNotAvailable(gs: readonly LookupGroup[]): boolean {
  return gs.every((g) => g.notAvailable > g.replicas.length - g.wait);
}
