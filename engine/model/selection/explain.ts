/**
 * Why each replica was picked, as plain JSON-safe data for the UI (no bigint: 64-bit values are
 * decimal strings). Mirrors selectReplicas step by step; select.test.ts checks they agree.
 */
import type { RingGroupState, Subsystem, SubsystemConfig } from '../config/types.ts';
import { majority } from '../config/types.ts';
import { compileGroup } from './compiled-group.ts';
import { type NodeChoiceMode, nodeChoiceMode, selectNodeIndex } from './node-choice.ts';
import { walkerDelta } from './primes.ts';
import {
  type InputSource,
  type RecordKey,
  hashU64,
  inputSource,
  recordInput64,
  recordKeyLabel,
} from './record-key.ts';
import type { SelectOptions } from './select.ts';
import { replicaNameIn } from './service-name.ts';
import { type WalkerKind, type WalkerStep, walkSteps } from './walker.ts';
import { combineHashes } from '../hash/numeric.ts';

interface RingChoiceExplanation {
  readonly slot: number;
  readonly ring: number;
  /** Replicas in the ring. */
  readonly n: number;
  readonly mode: NodeChoiceMode;
  /** `TRing::ContentHash()`; present in ring-specific mode. */
  readonly contentHash?: number;
  /** The value taken modulo n: hash32, or CombineHashes(hash32, contentHash). Absent for n = 1. */
  readonly mixed?: number;
  readonly index: number;
  readonly node: number;
  readonly serviceName: string;
}

interface GroupExplanation {
  readonly group: number;
  readonly total: number;
  readonly ntoSelect: number;
  readonly majority: number;
  readonly writeOnly: boolean;
  readonly state: RingGroupState;
  readonly pile?: string;
  /** `all`: nto == total, slot i = ring i; `walker`: prime-step walk. */
  readonly ringMode: 'all' | 'walker';
  /** `hash % 128` and `Primes[hash % 128]` (walker mode only). */
  readonly primeIndex?: number;
  readonly delta?: number;
  readonly steps: readonly WalkerStep[];
  readonly rings: readonly RingChoiceExplanation[];
}

export interface SelectionExplanation {
  readonly subsystem: Subsystem;
  readonly keyLabel: string;
  readonly inputSource: InputSource;
  /** The 64-bit Hash64to32 input, decimal. */
  readonly input64: string;
  readonly hash32: number;
  readonly walker: WalkerKind;
  readonly groups: readonly GroupExplanation[];
}

export function explainSelection(
  config: SubsystemConfig,
  subsystem: Subsystem,
  key: RecordKey,
  opts?: SelectOptions,
): SelectionExplanation {
  const walker = opts?.walker ?? 'fixed';
  const input = recordInput64(key);
  const hash = hashU64(input);
  const groups = config.ringGroups.map((group, groupIdx): GroupExplanation => {
    const g = compileGroup(subsystem, group);
    const all = g.ntoSelect === g.total;
    const steps = all ? [] : walkSteps(hash, g.total, g.ntoSelect, walker);
    const ringOrder = all ? Array.from({ length: g.total }, (_, i) => i) : steps.map((s) => s.ring);
    const rings = ringOrder.map((ring, slot): RingChoiceExplanation => {
      const n = g.ringSizes[ring] as number;
      const mode = nodeChoiceMode(n, g.ringSpecific);
      const contentHash = g.contentHashes[ring] as number;
      const index = selectNodeIndex(hash, n, g.ringSpecific, contentHash);
      const node = group.rings[ring]?.replicas[index] as number;
      const serviceName = replicaNameIn(config, { subsystem, group: groupIdx, ring, index });
      const base = { slot, ring, n, mode, index, node, serviceName };
      switch (mode) {
        case 'single':
          return base;
        case 'plain':
          return { ...base, mixed: hash };
        case 'ringSpecific':
          return { ...base, contentHash, mixed: combineHashes(hash, contentHash) };
      }
    });
    return {
      group: groupIdx,
      total: g.total,
      ntoSelect: g.ntoSelect,
      majority: majority(g.ntoSelect),
      writeOnly: group.writeOnly,
      state: group.state ?? 'PRIMARY',
      ...(group.pile !== undefined ? { pile: group.pile } : {}),
      ringMode: all ? 'all' : 'walker',
      ...(all ? {} : { primeIndex: hash & 127, delta: walkerDelta(hash) }),
      steps,
      rings,
    };
  });
  return {
    subsystem,
    keyLabel: recordKeyLabel(key),
    inputSource: inputSource(key),
    input64: input.toString(),
    hash32: hash,
    walker,
    groups,
  };
}
