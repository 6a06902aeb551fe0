/**
 * Which nodes serve each slot of a counted ring group for one hash. Same rules as
 * selection/select.ts (`TStateStorageInfo::SelectReplicas`, ydb/core/base/statestorage.cpp), but it
 * also accepts the shapes the validator rejects (empty rings, nto_select above the ring count), so a
 * broken config can still be analysed: an empty ring never answers.
 */
import { majority, type Subsystem, type SubsystemConfig } from '../config/types.ts';
import {
  groupRingContentHash,
  selectNodeIndex,
  selectRingsInto,
  type WalkerKind,
} from '../selection/index.ts';
import type { NodeId } from '../topology/types.ts';
import { countsFor, type Op } from './types.ts';

export interface PreparedGroup {
  /** Index in the subsystem's `ringGroups`. */
  readonly index: number;
  readonly rings: readonly (readonly NodeId[])[];
  readonly total: number;
  /** Slots per record: nto_select, at most the ring count. */
  readonly slots: number;
  /** Slots lost before the majority (taken from nto_select) is gone; ≤ 0: never a majority. */
  readonly need: number;
  /** Rings are chosen by the walker (fewer slots than rings). */
  readonly walks: boolean;
  readonly ringSpecific: boolean;
  /** Per ring `TRing::ContentHash()`, read only for ring-specific choice of a multi-replica ring. */
  readonly content: Uint32Array;
}

/** The groups whose majority decides `op`. */
export function prepareGroups(config: SubsystemConfig, subsystem: Subsystem, op: Op): PreparedGroup[] {
  const out: PreparedGroup[] = [];
  config.ringGroups.forEach((group, index) => {
    if (!countsFor(op, group)) return;
    const total = group.rings.length;
    const slots = Math.min(group.ntoSelect, total);
    const ringSpecific = group.ringSpecificNodeSelection ?? false;
    const content = new Uint32Array(total);
    if (ringSpecific)
      for (let r = 0; r < total; r++)
        if ((group.rings[r]?.replicas.length ?? 0) > 1)
          content[r] = groupRingContentHash(subsystem, group, r);
    out.push({
      index,
      rings: group.rings.map((r) => r.replicas),
      total,
      slots,
      need: slots - majority(group.ntoSelect) + 1,
      walks: slots > 0 && slots < total,
      ringSpecific,
      content,
    });
  });
  return out;
}

let scratch = new Int32Array(16);

/**
 * Candidate nodes per slot for `hash`. `bound`: a ring-specific multi-replica ring yields all its
 * replicas (the record is then assumed to use whichever fails); otherwise exactly the replica used.
 */
export function slotNodes(g: PreparedGroup, hash: number, walker: WalkerKind, bound: boolean): NodeId[][] {
  if (scratch.length < g.slots) scratch = new Int32Array(g.slots);
  if (g.walks) selectRingsInto(scratch, hash, g.total, g.slots, walker);
  else for (let i = 0; i < g.slots; i++) scratch[i] = i;
  const out: NodeId[][] = [];
  for (let i = 0; i < g.slots; i++) {
    const ring = scratch[i] as number;
    const reps = g.rings[ring] ?? [];
    if (reps.length <= 1 || (bound && g.ringSpecific)) out.push([...reps]);
    else out.push([reps[selectNodeIndex(hash, reps.length, g.ringSpecific, g.content[ring] as number)]!]);
  }
  return out;
}
