/**
 * `npm run bench`: prints performance figures next to the targets in docs/architecture.md;
 * `npm run bench -- --json` prints them as one JSON object. Ratios are measured in one run (the
 * machine is shared and noisy). Figures are measured, never asserted: tests do not time anything.
 */
import { cpus, loadavg } from 'node:os';
import { benchBlobWorkload } from './bench/blob-workload.ts';
import { batchedFigures, batchedRows } from './bench/batched.ts';
import { benchChaosSeeds } from './bench/chaos-rate.ts';
import { benchMixed, SEED, WORKER_TIMED_RUNS } from './bench/mixed.ts';
import { PER_CALL_HEADER, perCallFigures, perCallRows, perCallTitle } from './bench/per-call.ts';
import { benchRuntime, floodSampler } from './bench/runtime.ts';
import { benchSelection } from './bench/selection.ts';
import { measureFloors } from './bench/floor-rows.ts';
import { readUiFigures, uiTarget } from './bench/ui-figures.ts';
import { WORKLOAD } from './bench/workload.ts';
import { benchYdbScale } from './bench/ydb-scale.ts';
import { table } from './table.ts';

const json = process.argv.includes('--json');
const quick = process.argv.includes('--quick');

const fmt = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} M/s` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k/s` : `${x.toFixed(1)} /s`;
const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const round = (x: number, d = 0) => Number(x.toFixed(d));

const load0 = loadavg()[0] as number;
const selection = benchSelection();
const fastest = selection.find((r) => r.target !== undefined);
const mixed = await benchMixed(floodSampler(), quick ? 3 : 5, quick ? 700 : 1000);
const flood = mixed.flood;
const blobs = benchBlobWorkload(SEED, quick ? 2 : 3, quick ? 700 : 1000);
const blobRatio = blobs.msgsPerSec / mixed.msgsPerSec;
const chaos = benchChaosSeeds(quick ? 1000 : 3000);
const scale = process.argv.includes('--no-scale') ? null : benchYdbScale(quick ? 1000 : 10_000);
const ratioToFlood = mixed.ratioToFlood;
const cpuRatioToFlood = mixed.cpuRatioToFlood;
const workerSlowdown = mixed.worker.slowdown;
const pooledSlowdown = mixed.pooled.slowdown;
const runtime = json || quick ? [] : await benchRuntime();
const usPerMsg = 1e6 / mixed.msgsPerSec;
const {
  roundTripUs,
  spinUs,
  doorbellUs,
  doorbellTurnsUs,
  rows: floorRows,
} = await measureFloors(mixed, usPerMsg);
const batched = batchedFigures(mixed.worker, mixed.partitioned, floorRows);
const ui = readUiFigures();
const perCall = perCallFigures(mixed);

const figures = {
  load: { before: round(load0, 2), after: round(loadavg()[0] as number, 2), cpus: cpus().length },
  selection: {
    perSec: Math.round(fastest?.opsPerSec ?? 0),
    target: 10_000_000,
    rows: selection.map((r) => ({ name: r.name, perSec: Math.round(r.opsPerSec) })),
  },
  flood: {
    msgsPerSec: Math.round(flood.msgsPerSec),
    msgsPerCpuSec: Math.round(flood.msgsPerCpuSec),
    cpuNsPerMsg: round(1e9 / flood.msgsPerCpuSec),
    target: 1_000_000,
  },
  workload: {
    shape: WORKLOAD,
    messages: mixed.messages,
    traceHash: mixed.traceHash,
    runs: mixed.runs,
    msgsPerSec: Math.round(mixed.msgsPerSec),
    msgsPerCpuSec: Math.round(mixed.msgsPerCpuSec),
    cpuNsPerMsg: round(1e9 / mixed.msgsPerCpuSec),
    peakHeapBytes: mixed.peakHeapBytes,
    workerMsgsPerSec: Math.round(mixed.worker.msgsPerSec),
    /** Untimed runs of one worker per node before its timed runs, to its steady state (workerPerCall: every host's). */
    workerWarmupRuns: mixed.worker.warmupRuns,
    /** … and the fastest of this many timed runs counts, as the in-process figure is its best run. */
    workerTimedRuns: WORKER_TIMED_RUNS,
    workerThreads: mixed.worker.threads,
    workerSameHash: mixed.worker.sameHash,
    workerPeakRssBytes: mixed.worker.peakRssBytes,
    workerHeapPerThreadBytes: mixed.worker.heapPerWorkerBytes,
    workerCallsPerMessage: round(mixed.worker.callsPerMessage, 3),
    pooledMsgsPerSec: Math.round(mixed.pooled.msgsPerSec),
    pooledThreads: mixed.pooled.threads,
    pooledSameHash: mixed.pooled.sameHash,
    pooledPeakRssBytes: mixed.pooled.peakRssBytes,
    pooledHeapPerThreadBytes: mixed.pooled.heapPerWorkerBytes,
    pooledSlowdown: round(pooledSlowdown, 2),
    ratioToFlood: round(ratioToFlood, 3),
    cpuRatioToFlood: round(cpuRatioToFlood, 3),
    ratioTarget: 0.3,
    /** This and every worker host's slowdown: median over its timed runs, each ÷ in-process runs just before it. */
    workerSlowdown: round(workerSlowdown, 2),
    workerSlowdownTarget: 5,
    ...batched,
  },
  blobWorkload: {
    shape: blobs.shape,
    puts: blobs.puts,
    messages: blobs.messages,
    traceHash: blobs.traceHash,
    runs: blobs.runs,
    msgsPerSec: Math.round(blobs.msgsPerSec),
    blobMessages: blobs.blobMessages,
    blobShare: round(blobs.blobShare, 3),
    withoutBlobsMessages: blobs.withoutBlobs.messages,
    withoutBlobsMsgsPerSec: Math.round(blobs.withoutBlobs.msgsPerSec),
    /** ÷ the workload above (mirror-3-dc, no groups): the bar is half. */
    ratioToWorkload: round(blobRatio, 3),
    ratioTarget: 0.5,
  },
  workerFloor: {
    threadRoundTripUs: round(roundTripUs, 1),
    spinRoundTripUs: round(spinUs, 2),
    /** The threads host's own hand-off; its floors below use it. */
    doorbellRoundTripUs: round(doorbellUs, 2),
    /** The same rung on one worker per node's thread count in turn (a row below; the bar uses the one above). */
    doorbellTurnsUs: round(doorbellTurnsUs, 2),
    inProcessUsPerMsg: round(usPerMsg, 2),
    rows: floorRows.map((r) => ({
      ...r,
      roundsPerMessage: round(r.roundsPerMessage, 3),
      roundTripUs: round(r.roundTripUs, 2),
      inProcessUsPerMsg: round(r.inProcessUsPerMsg, 2),
      floorSlowdown: round(r.floorSlowdown, 1),
    })),
  },
  /** Where a worker host's time per call goes (awaiting the host vs the coordinator's own work; bytes cloned). */
  workerPerCall: perCall,
  chaos: { seedsPerSec: round(chaos.seedsPerSec, 2), seeds: chaos.seeds },
  ...(scale
    ? { ydbScale: { ...scale, wallMs: Math.round(scale.wallMs), msgsPerSec: Math.round(scale.msgsPerSec) } }
    : {}),
  ...(ui ? { ui } : {}),
};

if (json) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  console.log(`load average ${figures.load.before} → ${figures.load.after} on ${figures.load.cpus} CPUs\n`);
  console.log('Replica selection (in-process, single thread)');
  console.log(
    table(
      ['benchmark', 'throughput', 'target'],
      selection.map((r) => [r.name, fmt(r.opsPerSec), r.target ? fmt(r.target) : '']),
    ),
  );
  const w = figures.workload;
  console.log('\nSimulation: synthetic flood vs realistic mixed workload (same run)');
  console.log(
    table(
      ['figure', 'value', 'target', 'meets'],
      [
        [
          'flood msgs/s in-process (27 nodes, hash-only)',
          fmt(flood.msgsPerSec),
          '>= 1.00 M/s',
          yes(flood.msgsPerSec >= 1e6),
        ],
        ['flood CPU per message', `${figures.flood.cpuNsPerMsg} ns`, '', ''],
        [`workload msgs/s in-process (best of ${w.runs})`, fmt(mixed.msgsPerSec), '', ''],
        ['workload CPU per message', `${w.cpuNsPerMsg} ns`, '', ''],
        [
          `same shape on bridge-2-piles + ${blobs.puts} blob writes (in-process)`,
          `${fmt(blobs.msgsPerSec)} (${fmt(blobs.withoutBlobs.msgsPerSec)} without writes)`,
          '',
          '',
        ],
        [
          'blob traffic share of its messages',
          `${(100 * blobs.blobShare).toFixed(1)} % (${blobs.blobMessages} of ${blobs.messages})`,
          '',
          '',
        ],
        ['with blob writes ÷ workload msgs/s', blobRatio.toFixed(3), '>= 0.50', yes(blobRatio >= 0.5)],
        [
          `workload ÷ flood (wall, median of ${mixed.rounds} turns)`,
          w.ratioToFlood.toFixed(3),
          '>= 0.30',
          yes(w.ratioToFlood >= 0.3),
        ],
        [
          `workload ÷ flood (CPU, median of ${mixed.rounds} turns)`,
          w.cpuRatioToFlood.toFixed(3),
          '>= 0.30',
          yes(w.cpuRatioToFlood >= 0.3),
        ],
        ['workload peak V8 heap in-process', mb(w.peakHeapBytes), '', ''],
        [
          `workload msgs/s worker host (${w.workerThreads} threads; every worker host: best of ${w.workerTimedRuns} timed runs after warm-up runs to its steady state)`,
          fmt(mixed.worker.msgsPerSec),
          '',
          '',
        ],
        ['worker host same trace hash', yes(w.workerSameHash), 'yes', yes(w.workerSameHash)],
        [
          'in-process ÷ worker host (median of timed runs, each paired with in-process runs just before)',
          `${w.workerSlowdown}×`,
          '<= 5×',
          yes(w.workerSlowdown <= 5),
        ],
        ['worker host round trips per message', String(w.workerCallsPerMessage), '', ''],
        [
          'worker host peak RSS; V8 heap per thread',
          `${mb(w.workerPeakRssBytes)}; ${mb(w.workerHeapPerThreadBytes)}`,
          '',
          '',
        ],
        [
          `workload msgs/s pooled worker host (${w.pooledThreads} threads)`,
          fmt(mixed.pooled.msgsPerSec),
          '',
          '',
        ],
        ['pooled host same trace hash', yes(w.pooledSameHash), 'yes', yes(w.pooledSameHash)],
        [
          'in-process ÷ pooled worker host (paired likewise)',
          `${w.pooledSlowdown}×`,
          '<= 5×',
          yes(w.pooledSlowdown <= 5),
        ],
        [
          'pooled host peak RSS; V8 heap per thread',
          `${mb(w.pooledPeakRssBytes)}; ${mb(w.pooledHeapPerThreadBytes)}`,
          '',
          '',
        ],
        ...batchedRows(batched),
        ...(scale
          ? [
              [
                `ydb-1000 (${scale.nodes} nodes, ${scale.staticNodes} static): boot ${scale.tablets} tablets`,
                `${(scale.wallMs / 1000).toFixed(1)} s, ${fmt(scale.msgsPerSec)}, heap ${mb(scale.heapBytes)}`,
                '',
                '',
              ],
            ]
          : []),
        ['chaos seeds per second (within, single-dc-8-racks)', chaos.seedsPerSec.toFixed(2), '', ''],
        [
          'selection (fastest path)',
          fmt(figures.selection.perSec),
          '>= 10.00 M/s',
          yes(figures.selection.perSec >= 1e7),
        ],
      ],
    ),
  );
  console.log(
    `\nWorker host: synchronisation floor here (in-process: the best run, ${usPerMsg.toFixed(2)} µs per message, or the host's own paired runs; target <= 5×)`,
  );
  console.log(
    table(
      [
        'synchronisation',
        'lookahead',
        'round trips per message',
        'round trip',
        'in-process',
        'best possible slowdown',
      ],
      floorRows.map((r) => [
        r.name,
        r.lookaheadUs > 0 ? `${r.lookaheadUs} µs` : '',
        r.roundsPerMessage.toFixed(3),
        `${r.roundTripUs.toFixed(1)} µs`,
        `${r.inProcessUsPerMsg.toFixed(2)} µs/msg`,
        `${r.floorSlowdown.toFixed(1)}×`,
      ]),
    ),
  );
  console.log(`\n${perCallTitle}`);
  console.log(table(PER_CALL_HEADER, perCallRows(perCall)));
  if (ui) {
    console.log(`\nUI figures (from ${ui.source}, ${ui.measuredAt})`);
    console.log(
      table(
        ['figure', 'value', 'target', 'meets'],
        Object.entries(ui.figures).map(([k, v]) => {
          const { target, meets } = uiTarget(k, v);
          return [k, String(v), target, meets];
        }),
      ),
    );
  } else console.log('\nUI figures: none yet (run `npm run figures` where a browser is available)');
  if (runtime.length > 0) {
    console.log('\nSimulation runtime (scheduler + hosts)');
    console.log(
      table(
        ['benchmark', 'value', 'target'],
        runtime.map((r) => [r.name, `${r.value.toLocaleString('en-US')} ${r.unit}`, r.target ?? '']),
      ),
    );
  }
}
