import { RING_SUBSYSTEMS, type ClusterConfig, type Subsystem } from '../config/types.ts';
import { selectReplicas, type WalkerKind } from '../selection/index.ts';
import type { NodeId } from '../topology/types.ts';
import { downSet, recordVerdict } from './quorum.ts';

export interface AvailabilityRow {
  readonly subsystem: Subsystem;
  readonly records: number;
  readonly readable: number;
  readonly writable: number;
  /** Shares in [0, 1]. */
  readonly readShare: number;
  readonly writeShare: number;
  /** Largest number of missing replicas any sampled record had in one counted group. */
  readonly worstMissing: number;
}

export interface AvailabilityOptions {
  /** Record hashes examined per subsystem; default 100 000. */
  readonly samples?: number;
  readonly walker?: WalkerKind;
}

/**
 * The i-th sample hash: Knuth's multiplicative step walks the whole 32-bit space and hits every
 * residue class mod 128 and mod the ring count evenly, so a sample is a fair stand-in for all
 * records (selection depends on the record only through its 32-bit hash).
 */
export function sampleHash(i: number): number {
  return Math.imul(i + 1, 0x9e3779b1) >>> 0;
}

/** Share of all records of each subsystem that keep read / write quorum with `down` nodes failed. */
export function analyzeAvailability(
  config: ClusterConfig,
  down: Iterable<NodeId>,
  opts: AvailabilityOptions = {},
): AvailabilityRow[] {
  const isDown = downSet(down);
  const samples = opts.samples ?? 100_000;
  const walker = opts.walker ?? 'fixed';
  return RING_SUBSYSTEMS.map((subsystem) => {
    let readable = 0;
    let writable = 0;
    let worstMissing = 0;
    for (let i = 0; i < samples; i++) {
      const v = recordVerdict(
        selectReplicas(config[subsystem], subsystem, sampleHash(i), { walker }),
        isDown,
      );
      if (v.read) readable++;
      if (v.write) writable++;
      for (const g of v.groups) if (g.counted) worstMissing = Math.max(worstMissing, g.missing.length);
    }
    return {
      subsystem,
      records: samples,
      readable,
      writable,
      readShare: readable / samples,
      writeShare: writable / samples,
      worstMissing,
    };
  });
}
