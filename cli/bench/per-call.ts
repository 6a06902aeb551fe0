/**
 * Where a worker host's time per call goes (./mixed.ts measures it): wall µs awaiting the host,
 * µs the coordinator spends between calls, and the structured-clone bytes of a request and its
 * response.
 */
import {
  WEIGH_EVERY,
  WORKER_WARMUP_GAIN,
  WORKER_WARMUP_MAX_RUNS,
  WORKER_WARMUP_PATIENCE,
  type MixedFigures,
} from './mixed.ts';

const round1 = (x: number) => Number(x.toFixed(1));

export interface PerCallRow {
  readonly name: string;
  readonly hostUsPerCall: number;
  readonly coordinatorUsPerCall: number;
  readonly requestBytesPerCall: number;
  readonly responseBytesPerCall: number;
  readonly warmupRuns: number;
  /** The first run on fresh threads (its JIT cold). */
  readonly firstRunMsgsPerSec: number;
}

export function perCallFigures(mixed: MixedFigures): PerCallRow[] {
  return (
    [
      ['one worker per node', mixed.worker],
      ['pool of cores', mixed.pooled],
      ['pool by datacenter', mixed.partitioned],
    ] as const
  ).map(([name, w]) => ({
    name,
    hostUsPerCall: round1(w.hostUsPerCall),
    coordinatorUsPerCall: round1(w.coordinatorUsPerCall),
    requestBytesPerCall: Math.round(w.requestBytesPerCall),
    responseBytesPerCall: Math.round(w.responseBytesPerCall),
    warmupRuns: w.warmupRuns,
    firstRunMsgsPerSec: Math.round(w.firstRunMsgsPerSec),
  }));
}

export const perCallTitle = `Worker hosts per call (timed run; bytes: v8.serialize of a request and its response, every ${WEIGH_EVERY}th call of the first warm-up run; warm-up: untimed runs until ${WORKER_WARMUP_PATIENCE} in a row gain less than ${WORKER_WARMUP_GAIN * 100} % on the best, at most ${WORKER_WARMUP_MAX_RUNS}, the first of them on fresh threads)`;

export const PER_CALL_HEADER = [
  'host',
  'awaiting the host',
  'coordinator between calls',
  'request',
  'response',
  'warm-up runs',
  'first run',
];

export function perCallRows(rows: readonly PerCallRow[]): string[][] {
  return rows.map((r) => [
    r.name,
    `${r.hostUsPerCall} µs`,
    `${r.coordinatorUsPerCall} µs`,
    `${r.requestBytesPerCall} B`,
    `${r.responseBytesPerCall} B`,
    String(r.warmupRuns),
    `${r.firstRunMsgsPerSec.toLocaleString('en-US')} msgs/s`,
  ]);
}
