/**
 * Replica actor names used by the runtime: `ssr:<offset>:<ring>:<index>` (StateStorage),
 * `ssb:...` (Board), `sbr:...` (SchemeBoard) — the prefixes of YDB's replica service ids
 * (ydb/core/base/statestorage.cpp `BuildStateStorageInfo`, `BuildStateStorageBoardInfo`,
 * `BuildSchemeBoardInfo`). Like YDB's ActorIds, a name depends on the ring group's
 * `RingGroupActorIdOffset`, never on the group's position in the config: a group moved to the
 * front during reconfiguration keeps its replicas (and their data). Names on one node are unique
 * whenever YDB's ActorIds are (distconf refuses configs where they are not).
 */
import type { Subsystem, SubsystemConfig } from '../config/types.ts';
import { assertNever } from '../../util/assert.ts';
import type { ReplicaPrefix } from '../hash/actorid.ts';

export function subsystemPrefix(subsystem: Subsystem): ReplicaPrefix {
  switch (subsystem) {
    case 'statestorage':
      return 'ssr';
    case 'board':
      return 'ssb';
    case 'schemeboard':
      return 'sbr';
    default:
      return assertNever(subsystem, 'subsystem');
  }
}

const BY_PREFIX: Readonly<Record<string, Subsystem>> = {
  ssr: 'statestorage',
  ssb: 'board',
  sbr: 'schemeboard',
};

export interface ReplicaAddress {
  readonly subsystem: Subsystem;
  /** In a name: the group's actor id offset (replicaNameIn maps a position to it). */
  readonly group: number;
  readonly ring: number;
  readonly index: number;
}

export function replicaServiceName(ref: ReplicaAddress): string {
  return `${subsystemPrefix(ref.subsystem)}:${ref.group}:${ref.ring}:${ref.index}`;
}

/** Name of the replica at `ref` (group = position in `cfg`): the position becomes the group's offset. */
export function replicaNameIn(cfg: SubsystemConfig, ref: ReplicaAddress): string {
  return replicaServiceName({ ...ref, group: cfg.ringGroups[ref.group]?.actorIdOffset ?? 0 });
}

const NAME_RE = /^(ssr|ssb|sbr):(0|[1-9]\d*):(0|[1-9]\d*):(0|[1-9]\d*)$/;

/** Inverse of replicaServiceName; undefined for anything else. */
export function parseReplicaServiceName(name: string): ReplicaAddress | undefined {
  const m = NAME_RE.exec(name);
  if (m === null) return undefined;
  const subsystem = BY_PREFIX[m[1] as string];
  if (subsystem === undefined) return undefined;
  return { subsystem, group: Number(m[2]), ring: Number(m[3]), index: Number(m[4]) };
}
