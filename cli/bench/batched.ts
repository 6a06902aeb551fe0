/**
 * The worker hosts on the workload against their floors (./sync-floor.ts): one worker per node,
 * each called once per window with all its deliveries, and a pool partitioned by datacenter, each
 * worker (the first on the coordinator's own thread: workers/inThread.ts) running its
 * datacenter's windows in one call up to the smallest other-DC latency or the
 * next fault command (node commands and the tablets' VDisk traffic inside a datacenter go in:
 * engine/kernel/spans.ts). The floor of the first is its own measured round trips per message; the
 * partitioned pool's is the floor model's row for a window as long as the smallest
 * cross-partition (other-DC) latency.
 */

export interface FloorRow {
  readonly name: string;
  readonly roundsPerMessage: number;
  readonly roundTripUs: number;
  readonly floorSlowdown: number;
}

export const BATCHED_ROW = 'one worker per node, one call per window (measured round trips)';
/** Several windows per call while the network is quiet (engine/kernel/spans.ts). */
export const PARTITIONED_MEASURED_ROW = 'pool by datacenter, several windows per call (measured round trips)';
/** The floor model's row the partitioned pool is held to (sync-floor.ts lookaheadRows). */
const PARTITIONED_ROW = 'partitioned by DC, other-DC link only';

/** DESIGN.md: batched within 2× of its floor; partitioned at most 6× in-process. */
const BATCHED_TO_FLOOR_TARGET = 2;
const PARTITIONED_TARGET = 6;

export interface BatchedFigures {
  readonly batchedWorkerSlowdown: number;
  readonly batchedWorkerFloor: number;
  readonly batchedWorkerToFloor: number;
  readonly partitionedSlowdown: number;
  readonly partitionedFloor: number;
  readonly partitionedToFloor: number;
  readonly partitionedThreads: number;
  /** Datacenters: one runs on the coordinator's own thread, the others on `partitionedThreads`. */
  readonly partitionedPartitions: number;
  readonly partitionedSameHash: boolean;
}

const r2 = (x: number) => Number(x.toFixed(2));

function floorOf(rows: readonly FloorRow[], name: string): number {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no floor row '${name}'`);
  return row.floorSlowdown;
}

/** Each host's slowdown is its own, paired with in-process runs just before its timed runs (./mixed.ts). */
export function batchedFigures(
  worker: { readonly slowdown: number },
  partitioned: {
    readonly slowdown: number;
    readonly threads: number;
    readonly slots: number;
    readonly sameHash: boolean;
  },
  rows: readonly FloorRow[],
): BatchedFigures {
  const batched = worker.slowdown;
  const part = partitioned.slowdown;
  const bFloor = floorOf(rows, BATCHED_ROW);
  const pFloor = floorOf(rows, PARTITIONED_ROW);
  return {
    batchedWorkerSlowdown: r2(batched),
    batchedWorkerFloor: r2(bFloor),
    batchedWorkerToFloor: r2(batched / bFloor),
    partitionedSlowdown: r2(part),
    partitionedFloor: r2(pFloor),
    partitionedToFloor: r2(part / pFloor),
    partitionedThreads: partitioned.threads,
    partitionedPartitions: partitioned.slots,
    partitionedSameHash: partitioned.sameHash,
  };
}

/** Rows for the human output's table: figure, value, target, meets. */
export function batchedRows(f: BatchedFigures): string[][] {
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  return [
    [
      'one worker per node, batched: in-process ÷ it (its floor; ratio to floor)',
      `${f.batchedWorkerSlowdown}× (${f.batchedWorkerFloor}×; ${f.batchedWorkerToFloor})`,
      `<= ${BATCHED_TO_FLOOR_TARGET} of floor`,
      yes(f.batchedWorkerToFloor <= BATCHED_TO_FLOOR_TARGET),
    ],
    [
      `pool by datacenter (${f.partitionedPartitions}: ${f.partitionedThreads} threads and the coordinator's own): in-process ÷ it (its floor; ratio to floor)`,
      `${f.partitionedSlowdown}× (${f.partitionedFloor}×; ${f.partitionedToFloor})`,
      `<= ${PARTITIONED_TARGET}×`,
      yes(f.partitionedSlowdown <= PARTITIONED_TARGET),
    ],
    ['pool by datacenter same trace hash', yes(f.partitionedSameHash), 'yes', yes(f.partitionedSameHash)],
  ];
}
