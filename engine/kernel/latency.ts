/**
 * Link latency from topology distance (defaults from docs/model.md: same node 0.05 ms, same rack 0.2 ms,
 * same DC 0.5 ms, other DC 5 ms, each ±10 % seeded jitter). Latencies are whole microseconds and
 * never below the lookahead, which is what makes conservative parallel stepping safe.
 */
import type { Topology } from '../model/topology/types.ts';
import type { RngState } from './rng.ts';
import { nextFloat } from './rng.ts';

export interface LatencyOptions {
  readonly sameNodeUs: number;
  readonly sameRackUs: number;
  readonly sameDcUs: number;
  readonly otherDcUs: number;
  /** Relative jitter: each latency is base × (1 ± jitterFraction), uniform. Default 0.1. */
  readonly jitterFraction: number;
}

export const DEFAULT_LATENCY: LatencyOptions = {
  sameNodeUs: 50,
  sameRackUs: 200,
  sameDcUs: 500,
  otherDcUs: 5000,
  jitterFraction: 0.1,
};

export type Distance = 'node' | 'rack' | 'dc' | 'remote';

/** Minimum possible latency (µs, ≥ 1): the width of each parallel stepping window (µs). */
export function lookaheadUs(o: LatencyOptions): number {
  const min = Math.min(o.sameNodeUs, o.sameRackUs, o.sameDcUs, o.otherDcUs);
  return Math.max(1, Math.floor(min * (1 - o.jitterFraction)));
}

/** Latency sampler over dense node indices (0..n-1 in topology order); no allocation per call. */
export class LatencyModel {
  readonly options: LatencyOptions;
  readonly lookaheadUs: number;
  private readonly rack: Int32Array;
  private readonly dc: Int32Array;

  constructor(topology: Topology, options: Partial<LatencyOptions> = {}) {
    this.options = { ...DEFAULT_LATENCY, ...options };
    this.lookaheadUs = lookaheadUs(this.options);
    const racks = new Map<string, number>();
    const dcs = new Map<string, number>();
    const n = topology.nodes.length;
    this.rack = new Int32Array(n);
    this.dc = new Int32Array(n);
    topology.nodes.forEach((node, i) => {
      if (!racks.has(node.domain)) racks.set(node.domain, racks.size);
      if (!dcs.has(node.realm)) dcs.set(node.realm, dcs.size);
      this.rack[i] = racks.get(node.domain) as number;
      this.dc[i] = dcs.get(node.realm) as number;
    });
  }

  distance(from: number, to: number): Distance {
    if (from === to) return 'node';
    if (this.rack[from] === this.rack[to]) return 'rack';
    if (this.dc[from] === this.dc[to]) return 'dc';
    return 'remote';
  }

  baseUs(from: number, to: number): number {
    const o = this.options;
    if (from === to) return o.sameNodeUs;
    if (this.rack[from] === this.rack[to]) return o.sameRackUs;
    if (this.dc[from] === this.dc[to]) return o.sameDcUs;
    return o.otherDcUs;
  }

  /** One seeded sample (whole µs), drawing exactly one number from `rng`. */
  sampleUs(from: number, to: number, rng: RngState): number {
    const base = this.baseUs(from, to);
    const j = this.options.jitterFraction * (2 * nextFloat(rng) - 1);
    const us = Math.round(base * (1 + j));
    return us < this.lookaheadUs ? this.lookaheadUs : us;
  }
}
