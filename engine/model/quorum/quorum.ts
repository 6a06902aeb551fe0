import type { ReplicaRef, RingGroupState } from '../config/types.ts';
import type { NodeId } from '../topology/types.ts';
import type { GroupSelection } from '../selection/index.ts';

/**
 * Quorum over ring groups (docs/model.md "Quorum over ring groups"; ydb/core/base/statestorage_proxy.cpp):
 * a group in NOT_SYNCHRONIZED or DISCONNECTED state is not contacted; a `write_only` group receives
 * every write but nobody waits for it and reads skip it; every other (counted) group must reach its
 * own majority, nto_select / 2 + 1. Reads and writes therefore need the same groups — the verdicts
 * stay separate so the UI can say which one fails and why.
 */
export function isContacted(state: RingGroupState | undefined): boolean {
  return state !== 'NOT_SYNCHRONIZED' && state !== 'DISCONNECTED';
}

export interface GroupVerdict {
  readonly group: number;
  readonly ntoSelect: number;
  readonly majority: number;
  readonly alive: number;
  readonly contacted: boolean;
  /** Counted: contacted and not write_only — its majority decides reads and writes. */
  readonly counted: boolean;
  readonly hasMajority: boolean;
  readonly missing: readonly ReplicaRef[];
}

export interface RecordVerdict {
  readonly read: boolean;
  readonly write: boolean;
  readonly groups: readonly GroupVerdict[];
}

function groupVerdict(sel: GroupSelection, isDown: (node: NodeId) => boolean): GroupVerdict {
  const missing = sel.replicas.filter((r) => isDown(r.node));
  const alive = sel.replicas.length - missing.length;
  const contacted = isContacted(sel.state);
  return {
    group: sel.group,
    ntoSelect: sel.ntoSelect,
    majority: sel.majority,
    alive,
    contacted,
    counted: contacted && !sel.writeOnly,
    hasMajority: alive >= sel.majority,
    missing,
  };
}

/** Whether a record (given its selection) can be read and written with the given nodes down. */
export function recordVerdict(
  selection: readonly GroupSelection[],
  isDown: (node: NodeId) => boolean,
): RecordVerdict {
  const groups = selection.map((s) => groupVerdict(s, isDown));
  const counted = groups.filter((g) => g.counted);
  const ok = counted.length > 0 && counted.every((g) => g.hasMajority);
  return { read: ok, write: ok, groups };
}

export function downSet(nodes: Iterable<NodeId>): (node: NodeId) => boolean {
  const s = new Set(nodes);
  return (n) => s.has(n);
}
