/**
 * Shared vocabulary of the fault-tolerance analysis: failure levels, operations and the figures
 * reported per level. Plain data (no Map, no bigint) so results cross worker boundaries and JSON.
 */
import type { RingGroup } from '../config/types.ts';
import { isContacted } from '../quorum/quorum.ts';
import { assertNever } from '../../util/assert.ts';

/** What fails as one unit: a node, a rack (fail domain), a datacenter (fail realm) or a pile. */
export type Level = 'node' | 'rack' | 'dc' | 'pile';
export const LEVELS: readonly Level[] = ['node', 'rack', 'dc', 'pile'];

export type Op = 'read' | 'write';
export const OPS: readonly Op[] = ['read', 'write'];

/** One figure per level, keyed the way engineers say it: `{ nodes, racks, dcs, piles }`. */
export interface PerLevel<T> {
  readonly nodes: T;
  readonly racks: T;
  readonly dcs: T;
  readonly piles: T;
}

export function levelKey(level: Level): keyof PerLevel<unknown> {
  switch (level) {
    case 'node':
      return 'nodes';
    case 'rack':
      return 'racks';
    case 'dc':
      return 'dcs';
    case 'pile':
      return 'piles';
    default:
      return assertNever(level, 'level');
  }
}

export function perLevel<T>(f: (level: Level) => T): PerLevel<T> {
  return { nodes: f('node'), racks: f('rack'), dcs: f('dc'), piles: f('pile') };
}

/**
 * Whether a group's majority decides `op` (docs/model.md "Quorum over ring groups"; statestorage_proxy.cpp):
 * groups in NOT_SYNCHRONIZED / DISCONNECTED state are not contacted, `write_only` groups receive
 * writes but nobody waits for them and reads skip them. Reads and writes therefore count the same
 * groups, as the simulator's recordVerdict does; the rule stays per operation so a divergence would
 * show up in every figure. Not modelled: YDB's resolver lookup (SigNone) answers from the first
 * counted group that replies (docs/reconfiguration.md "Clients in the middle of a change"), so with several counted groups such a
 * read needs one group's majority, not all of them.
 */
export function countsFor(op: Op, group: RingGroup): boolean {
  switch (op) {
    case 'read':
    case 'write':
      return isContacted(group.state) && !group.writeOnly;
    default:
      return assertNever(op, 'operation');
  }
}

/**
 * How record weights were obtained. `exact`: every hash of the 32-bit space is accounted for.
 * `replica-bound`: ring sets are exact, but the replica inside a multi-replica ring is hashed per
 * ring (UseRingSpecificNodeSelection), so a record is assumed to use the worst replica of each ring
 * (cuts and headroom are safe bounds) and shares come from a sample. `sampled`: the period of the
 * selection was too long to walk; everything comes from a sample of hashes and is an estimate.
 */
export type WeightMethod = 'exact' | 'replica-bound' | 'sampled';
