/**
 * Node inside a ring: ydb/core/base/statestorage.cpp `TRing::SelectReplica(hash)`.
 * One replica -> it; `UseRingSpecificNodeSelection` -> `Replicas[CombineHashes(hash, ContentHash()) % n]`;
 * otherwise `Replicas[hash % n]` (the same index in every ring of equal size).
 */
import { combineHashes } from '../hash/numeric.ts';

export type NodeChoiceMode = 'single' | 'plain' | 'ringSpecific';

export function nodeChoiceMode(n: number, ringSpecific: boolean): NodeChoiceMode {
  if (n === 1) return 'single';
  return ringSpecific ? 'ringSpecific' : 'plain';
}

/** Replica index inside a ring of `n` replicas. `contentHash` is only read in ring-specific mode. */
export function selectNodeIndex(hash: number, n: number, ringSpecific: boolean, contentHash: number): number {
  if (n === 1) return 0;
  if (ringSpecific) return combineHashes(hash, contentHash) % n;
  return (hash >>> 0) % n;
}
