/**
 * Runtime benchmarks: simulated messages per second in-process (hash-only trace) and on
 * worker_threads, a bare postMessage ping-pong between two worker_threads measured in the same run,
 * their ratio, and the time to start 27 and 256 node hosts. Prints nothing; returns the figures.
 */
import { Worker } from 'node:worker_threads';
import {
  TESTING_BEHAVIOURS,
  EMPTY_CONFIG,
  testTopology,
  Simulation,
  type ServiceSpec,
  type Host,
  type Topology,
} from '../../engine/index.ts';
import { createThreadsHost } from '../../workers/node/host.ts';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

const flood = (initial: number): ServiceSpec[] => [
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial, ttl: 1e12 } },
];

let lastCpuRate = 0;

/**
 * Runs `sim` for at least `minMs` of wall time in `sliceUs` chunks; returns messages per wall
 * second (and leaves messages per CPU second of this process in `lastCpuRate`: on a shared,
 * overloaded machine wall time mostly measures the neighbours).
 */
async function rate(sim: Simulation, sliceUs: number, minMs: number): Promise<number> {
  await sim.runUntil(sim.now + sliceUs); // warm-up (and worker start for threads)
  const m0 = sim.messageCount;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) await sim.runUntil(sim.now + sliceUs);
  const cpu = process.cpuUsage(c0);
  lastCpuRate = ((sim.messageCount - m0) * 1e6) / (cpu.user + cpu.system);
  return ((sim.messageCount - m0) * 1000) / (performance.now() - t0);
}

function sim(topology: Topology, services: ServiceSpec[], host?: Host): Simulation {
  return new Simulation({
    topology,
    config: EMPTY_CONFIG,
    seed: 1,
    traceMode: 'hash',
    extraServices: services,
    extraBehaviours: TESTING_BEHAVIOURS,
    ...(host ? { host } : {}),
  });
}

/** Round trips per second of a bare postMessage ping-pong between two worker_threads. */
async function barePingPong(ms: number): Promise<number> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const port = workerData.port;
    if (workerData.echo) port.on('message', (m) => port.postMessage(m));
    else parentPort.once('message', (ms) => {
      let n = 0; const t0 = performance.now();
      port.on('message', (m) => {
        n++;
        if (performance.now() - t0 < ms) port.postMessage(m);
        else { parentPort.postMessage((n * 1000) / (performance.now() - t0)); }
      });
      port.postMessage({ kind: 'ping', n: 0 });
    });`;
  const { port1, port2 } = new MessageChannel();
  const echo = new Worker(code, {
    eval: true,
    workerData: { port: port2, echo: true },
    transferList: [port2],
  });
  const pinger = new Worker(code, {
    eval: true,
    workerData: { port: port1, echo: false },
    transferList: [port1],
  });
  const result = new Promise<number>((resolve) => pinger.once('message', resolve));
  pinger.postMessage(ms);
  const r = await result;
  await Promise.all([echo.terminate(), pinger.terminate()]);
  return r;
}

/** Wall time to start `n` empty worker_threads and get one reply from each: the floor for hosts. */
async function bareStartupMs(n: number): Promise<number> {
  const t0 = performance.now();
  const ws = Array.from({ length: n }, () => {
    const w = new Worker(
      "require('node:worker_threads').parentPort.on('message', (m) => require('node:worker_threads').parentPort.postMessage(m))",
      { eval: true },
    );
    return new Promise<Worker>((resolve) => {
      w.once('message', () => resolve(w));
      w.postMessage(1);
    });
  });
  const started = await Promise.all(ws);
  const ms = performance.now() - t0;
  await Promise.all(started.map((w) => w.terminate()));
  return ms;
}

async function startupMs(nodes: number): Promise<{ ms: number; workers: number }> {
  const topology = nodes === 27 ? testTopology(3, 3, 3) : testTopology(1, 32, 8);
  const host = await createThreadsHost();
  const s = sim(topology, [], host);
  const t0 = performance.now();
  await s.runUntil(1); // init + boot every node
  const ms = performance.now() - t0;
  const workers = host.workerCount;
  await s.dispose();
  return { ms, workers };
}

/** A flood simulation to sample again and again (ratios against the workload are taken in turns). */
export function floodSampler(): (ms: number) => Promise<{ msgsPerSec: number; msgsPerCpuSec: number }> {
  const s = sim(testTopology(3, 3, 3), flood(200));
  return async (ms) => {
    const msgsPerSec = await rate(s, 100_000, ms);
    return { msgsPerSec, msgsPerCpuSec: lastCpuRate };
  };
}

/** The synthetic flood in-process: best of `rounds` 1.5 s samples (wall and CPU rates). */
async function benchFlood(rounds = 3): Promise<{ msgsPerSec: number; msgsPerCpuSec: number }> {
  const inSim = sim(testTopology(3, 3, 3), flood(200));
  let wall = 0;
  let cpu = 0;
  for (let i = 0; i < rounds; i++) {
    wall = Math.max(wall, await rate(inSim, 100_000, 1_500));
    cpu = Math.max(cpu, lastCpuRate);
  }
  return { msgsPerSec: wall, msgsPerCpuSec: cpu };
}

export async function benchRuntime(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const topo27 = testTopology(3, 3, 3);
  // Best of three: this machine is shared, and a neighbour's burst should not decide the figure.
  const { msgsPerSec: inproc, msgsPerCpuSec: inCpu } = await benchFlood(3);
  out.push({
    name: 'runtime: simulated msgs/s in-process (27 nodes, hash-only)',
    value: Math.round(inproc),
    unit: 'msg/s',
    target: '>= 1000000',
  });
  out.push({
    name: 'runtime: simulated msgs per CPU-second in-process',
    value: Math.round(inCpu),
    unit: 'msg/cpu-s',
  });

  const threadsHost = await createThreadsHost();
  const thr = sim(topo27, flood(200), threadsHost);
  const threaded = await rate(thr, 100_000, 3_000);
  await thr.dispose();
  out.push({
    name: 'runtime: simulated msgs/s worker_threads (27 threads, flood)',
    value: Math.round(threaded),
    unit: 'msg/s',
  });
  const pooledHost = await createThreadsHost({ maxDedicated: 0, poolSize: 2 });
  const pooled = sim(topo27, flood(200), pooledHost);
  const pooledRate = await rate(pooled, 100_000, 3_000);
  await pooled.dispose();
  out.push({
    name: 'runtime: simulated msgs/s worker_threads (27 nodes on 2 threads)',
    value: Math.round(pooledRate),
    unit: 'msg/s',
  });

  // One message per window: every simulated message costs one host round trip.
  const pp: ServiceSpec[] = [
    { node: 2, type: 'test.ponger', name: 'pong' },
    { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 2, name: 'pong' }, count: 1e12 } },
  ];
  const ppHost = await createThreadsHost();
  const ppSim = sim(testTopology(1, 1, 2), pp, ppHost);
  // Interleaved, best of three each, so both see the same machine load.
  let simPingPong = 0;
  let bare = 0;
  for (let i = 0; i < 3; i++) {
    simPingPong = Math.max(simPingPong, await rate(ppSim, 20_000, 800));
    bare = Math.max(bare, await barePingPong(800));
  }
  await ppSim.dispose();
  out.push({
    name: 'runtime: simulated ping-pong msgs/s worker_threads (2 nodes)',
    value: Math.round(simPingPong),
    unit: 'msg/s',
  });
  out.push({
    name: 'runtime: bare postMessage ping-pong, 2 worker_threads',
    value: Math.round(bare),
    unit: 'round trips/s',
  });
  out.push({
    name: 'runtime: bare ping-pong / worker-mode ping-pong',
    value: Number((bare / simPingPong).toFixed(2)),
    unit: 'x',
    target: '<= 3',
  });
  out.push({
    name: 'runtime: in-process / worker_threads flood',
    value: Number((inproc / threaded).toFixed(2)),
    unit: 'x',
  });

  out.push({
    name: 'runtime: start 27 bare worker_threads (floor)',
    value: Math.round(await bareStartupMs(27)),
    unit: 'ms',
  });
  for (const n of [27, 256]) {
    const { ms, workers } = await startupMs(n);
    out.push({
      name: `runtime: start ${n} node hosts (${workers} worker_threads)`,
      value: Math.round(ms),
      unit: 'ms',
    });
  }
  return out;
}
