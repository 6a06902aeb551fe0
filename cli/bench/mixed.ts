/**
 * The mixed-workload benchmark (./workload.ts): in-process runs of the same seed until the time
 * budget is spent (best run counts: the first runs are mostly JIT warm-up), then each worker host on
 * the same seed, warmed to its steady state, its timed runs each paired with in-process runs just
 * before; all must end with the same trace hash. Prints nothing; returns the figures.
 */
import { availableParallelism } from 'node:os';
import { getHeapStatistics, serialize } from 'node:v8';
import { isPromise, type HostRequest, type HostResponse } from '../../engine/index.ts';
import type { WorkerPoolHost } from '../../workers/pool.ts';
import { createThreadsHost, type ThreadsHostOptions } from '../../workers/node/host.ts';
import { WORKLOAD, workloadSim } from './workload.ts';

export interface FloodRate {
  readonly msgsPerSec: number;
  readonly msgsPerCpuSec: number;
}

export interface MixedFigures {
  /** Best flood sample of the interleaved rounds. */
  readonly flood: FloodRate;
  /** Median over rounds of (workload ÷ flood) measured back to back: wall and CPU rates. */
  readonly ratioToFlood: number;
  readonly cpuRatioToFlood: number;
  readonly rounds: number;
  readonly messages: number;
  readonly traceHash: string;
  /** Best in-process run: messages per wall second, per CPU second of this process. */
  readonly msgsPerSec: number;
  readonly msgsPerCpuSec: number;
  readonly runs: number;
  /** Largest V8 heap seen in-process after a run (bytes). */
  readonly peakHeapBytes: number;
  /** One worker per node (27 threads). */
  readonly worker: WorkerFigures;
  /** The same nodes multiplexed onto a pool of as many threads as the machine has cores. */
  readonly pooled: WorkerFigures;
  /** One worker per datacenter, the first on the coordinator's own thread. */
  readonly partitioned: WorkerFigures;
}

interface WorkerFigures {
  readonly msgsPerSec: number;
  /**
   * Median over the timed runs of (in-process msgs/s measured just before the run ÷ the run's):
   * a ratio of figures seconds apart, where best ÷ best would compare figures a minute apart, and
   * this machine's speed drifts by up to 2× over a minute.
   */
  readonly slowdown: number;
  /** Median of those in-process rates (msgs/s): what its floor is computed with. */
  readonly pairedInProcessMsgsPerSec: number;
  /** Threads its workers run on; slots: its workers (one may run on the coordinator's thread: workers/inThread.ts). */
  readonly threads: number;
  readonly slots: number;
  readonly sameHash: boolean;
  /** Resident set of the whole process while the worker host ran (bytes). */
  readonly peakRssBytes: number;
  /** Mean V8 heap of one worker after the run (bytes; each thread's own heap). */
  readonly heapPerWorkerBytes: number;
  /** Host round trips (scheduler requests) per simulated message. */
  readonly callsPerMessage: number;
  /** Per host call of the timed run: wall µs awaiting the host, and µs the coordinator spent between calls. */
  readonly hostUsPerCall: number;
  readonly coordinatorUsPerCall: number;
  /** Structured-clone bytes (v8.serialize) of a request and of its response, sampled on the first warm-up run. */
  readonly requestBytesPerCall: number;
  readonly responseBytesPerCall: number;
  /** Untimed runs before the timed ones, and the first of them (fresh threads): messages per wall second. */
  readonly warmupRuns: number;
  readonly firstRunMsgsPerSec: number;
}

/** Every how many calls of the first warm-up run one request and response are serialised to weigh them. */
export const WEIGH_EVERY = 16;

/** Wraps `host.call` to time it (timed run) or weigh what crosses the thread boundary (first warm-up run). */
function instrument(host: WorkerPoolHost, weigh: boolean) {
  const call = host.call.bind(host);
  const f = { calls: 0, hostMs: 0, weighed: 0, reqBytes: 0, resBytes: 0 };
  const done = (req: HostRequest, res: HostResponse, t0: number): HostResponse => {
    f.hostMs += performance.now() - t0;
    if (weigh && f.calls % WEIGH_EVERY === 0) {
      f.weighed++;
      f.reqBytes += serialize(req).length;
      f.resBytes += serialize(res).length;
    }
    f.calls++;
    return res;
  };
  // A host that answers synchronously (worker_threads' doorbell) stays synchronous: a wrapper that
  // always awaited would time a promise per call that the simulation itself does not make.
  host.call = (req: HostRequest): HostResponse | Promise<HostResponse> => {
    const t0 = performance.now();
    const r = call(req);
    return isPromise(r) ? r.then((res) => done(req, res, t0)) : done(req, r, t0);
  };
  return { f, restore: () => (host.call = call) };
}

export const SEED = 1;

/**
 * Untimed runs on a worker host's threads before its timed runs, until its steady state: they go on
 * while a run beats the best before it by WORKER_WARMUP_GAIN, and stop after WORKER_WARMUP_PATIENCE
 * runs in a row that do not (at least two runs, at most WORKER_WARMUP_MAX_RUNS). Every thread
 * compiles the engine in its own isolate and warms it on its share of the work only (a 27th of it
 * with one worker per node), so a host's first runs measure the JIT: 3-5× slower than its steady
 * state here, reached after 4-8 runs.
 */
export const WORKER_WARMUP_GAIN = 0.05;
export const WORKER_WARMUP_PATIENCE = 2;
const WORKER_WARMUP_MIN_RUNS = 2;
export const WORKER_WARMUP_MAX_RUNS = 12;
/** In-process runs before each timed run, for its paired slowdown (ms; at least three runs). */
const PAIRED_IN_PROCESS_MS = 300;
/** Timed runs per worker host; the fastest counts. */
export const WORKER_TIMED_RUNS = 3;

function inProcess(budgetMs: number) {
  let best = 0;
  let bestCpu = 0;
  let runs = 0;
  let peakHeap = 0;
  let messages = 0;
  let hash = '';
  const t0 = performance.now();
  while (runs < 3 || performance.now() - t0 < budgetMs) {
    const sim = workloadSim(SEED);
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    sim.runUntilSync(WORKLOAD.endUs);
    const wall = performance.now() - w0;
    const cpu = process.cpuUsage(c0);
    runs++;
    messages = sim.messageCount;
    if (hash !== '' && hash !== sim.hash()) throw new Error('mixed workload: in-process runs disagree');
    hash = sim.hash();
    best = Math.max(best, (messages * 1000) / wall);
    bestCpu = Math.max(bestCpu, (messages * 1e6) / (cpu.user + cpu.system));
    peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
  }
  return { best, bestCpu, runs, peakHeap, messages, hash };
}

async function onWorkers(o: ThreadsHostOptions, hash: string): Promise<WorkerFigures> {
  const host = await createThreadsHost(o);
  // Warmed to its steady state, as the in-process figure is measured; the timed runs reuse the threads.
  const weigh = instrument(host, true);
  let warmupRuns = 0;
  let firstRunMsgsPerSec = 0;
  let bestWarm = 0;
  let flat = 0;
  while (
    warmupRuns < WORKER_WARMUP_MAX_RUNS &&
    (warmupRuns < WORKER_WARMUP_MIN_RUNS || flat < WORKER_WARMUP_PATIENCE)
  ) {
    const run = workloadSim(SEED, host);
    const w0 = performance.now();
    await run.runUntil(WORKLOAD.endUs);
    const rate = (run.messageCount * 1000) / (performance.now() - w0);
    flat = rate > bestWarm * (1 + WORKER_WARMUP_GAIN) ? 0 : flat + 1;
    bestWarm = Math.max(bestWarm, rate);
    if (warmupRuns++ > 0) continue;
    firstRunMsgsPerSec = rate;
    weigh.restore(); // bytes are weighed on the first run only
  }
  // Best of WORKER_TIMED_RUNS, as the in-process figure is its best run: on a shared machine one
  // run swings with the load, and each thread's code is still warming on its share of the work.
  type Timed = ReturnType<typeof instrument>['f'];
  let best: { sim: ReturnType<typeof workloadSim>; wall: number; calls: number; f: Timed } | null = null;
  const paired: number[] = [];
  const nears: number[] = [];
  let rss = process.memoryUsage.rss();
  const sample = setInterval(() => (rss = Math.max(rss, process.memoryUsage.rss())), 50);
  sample.unref();
  for (let k = 0; k < WORKER_TIMED_RUNS; k++) {
    const run = workloadSim(SEED, host);
    await run.runUntil(0); // (re)initialises the threads outside the timed part
    // In-process runs just before, on the same machine load: the host's slowdown pairs the two.
    const near = inProcess(PAIRED_IN_PROCESS_MS).best;
    const timed = instrument(host, false);
    const calls0 = host.calls;
    const w0 = performance.now();
    await run.runUntil(WORKLOAD.endUs);
    const wall = performance.now() - w0;
    timed.restore();
    paired.push(near / ((run.messageCount * 1000) / wall));
    nears.push(near);
    // (a run is not disposed: that would end the threads the next one uses)
    if (best === null || wall < best.wall) best = { sim: run, wall, calls: host.calls - calls0, f: timed.f };
  }
  clearInterval(sample);
  rss = Math.max(rss, process.memoryUsage.rss());
  const { sim, wall, calls, f: timing } = best!;
  const threads = host.threadCount;
  const heaps = (await host.memory()).filter((x): x is number => x !== null);
  const same = sim.hash() === hash;
  await sim.dispose();
  return {
    msgsPerSec: (sim.messageCount * 1000) / wall,
    slowdown: median(paired),
    pairedInProcessMsgsPerSec: median(nears),
    threads,
    slots: host.workerCount,
    sameHash: same,
    peakRssBytes: rss,
    heapPerWorkerBytes: Math.round(heaps.reduce((a, b) => a + b, 0) / Math.max(1, heaps.length)),
    callsPerMessage: calls / Math.max(1, sim.messageCount),
    hostUsPerCall: (1000 * timing.hostMs) / Math.max(1, timing.calls),
    coordinatorUsPerCall: (1000 * (wall - timing.hostMs)) / Math.max(1, timing.calls),
    requestBytesPerCall: weigh.f.reqBytes / Math.max(1, weigh.f.weighed),
    responseBytesPerCall: weigh.f.resBytes / Math.max(1, weigh.f.weighed),
    warmupRuns,
    firstRunMsgsPerSec,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

/**
 * `rounds` turns of a flood sample and workload runs (`roundMs` each) after a warm-up, so every
 * ratio compares figures a second apart on the same machine load; the median ratio is reported.
 */
export async function benchMixed(
  sampleFlood: (ms: number) => Promise<FloodRate>,
  rounds = 5,
  roundMs = 1000,
): Promise<MixedFigures> {
  inProcess(roundMs); // warm-up: the first runs mostly measure the JIT
  await sampleFlood(roundMs);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let flood = { msgsPerSec: 0, msgsPerCpuSec: 0 };
  let ip = inProcess(roundMs);
  for (let k = 0; k < rounds; k++) {
    const f = await sampleFlood(roundMs);
    const r = inProcess(roundMs);
    ratios.push(r.best / f.msgsPerSec);
    cpuRatios.push(r.bestCpu / f.msgsPerCpuSec);
    flood = {
      msgsPerSec: Math.max(flood.msgsPerSec, f.msgsPerSec),
      msgsPerCpuSec: Math.max(flood.msgsPerCpuSec, f.msgsPerCpuSec),
    };
    ip = {
      ...r,
      best: Math.max(ip.best, r.best),
      bestCpu: Math.max(ip.bestCpu, r.bestCpu),
      runs: ip.runs + r.runs,
      peakHeap: Math.max(ip.peakHeap, r.peakHeap),
    };
  }
  const w = await onWorkers({}, ip.hash);
  const pooled = await onWorkers({ maxDedicated: 0, poolSize: Math.max(1, availableParallelism()) }, ip.hash);
  const partitioned = await onWorkers({ partition: 'dc' }, ip.hash);
  return {
    flood,
    ratioToFlood: median(ratios),
    cpuRatioToFlood: median(cpuRatios),
    rounds,
    messages: ip.messages,
    traceHash: ip.hash,
    msgsPerSec: ip.best,
    msgsPerCpuSec: ip.bestCpu,
    runs: ip.runs,
    peakHeapBytes: ip.peakHeap,
    worker: w,
    pooled,
    partitioned,
  };
}
