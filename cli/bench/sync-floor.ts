/**
 * Why the worker host is as slow as it is: the synchronisation floor on this machine. A worker host
 * needs one thread round trip per synchronisation; the figures here are the bare round trip (a
 * step-sized payload ping-ponged with one worker_thread, no simulation) and, from the workload's
 * trace, how many synchronisations a scheduler with a given lookahead needs at the least (one per
 * lookahead interval in which any message is sent). Their product over the in-process cost per
 * message is the best slowdown any host with that lookahead can reach here, whatever its transport.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { loadPreset, createClusterSimulation, DEFAULT_LATENCY, lookaheadUs } from '../../engine/index.ts';
import { SEED } from './mixed.ts';
import { WORKLOAD, workloadCommands } from './workload.ts';

/** A node step as the scheduler posts it: one delivery, addresses and a small message. */
const STEP_PAYLOAD = {
  steps: [
    {
      node: 3,
      until: 1_234_567,
      deliveries: [
        {
          from: { node: 1, name: 'ssp:72075186224037888' },
          to: { node: 3, name: 'ssr:0:1:2' },
          msg: { kind: 'ss.lookup', tabletId: '72075186224037888', cookie: 5 },
          sentAt: 1_234_000,
          deliverAt: 1_234_520,
          seq: 55,
        },
      ],
    },
  ],
};

const ECHO = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => parentPort.postMessage(m));`;

/** Median of `batches` batches of `n` round trips with one worker_thread (µs per round trip). */
export async function threadRoundTripUs(n = 2000, batches = 3): Promise<number> {
  const w = new Worker(ECHO, { eval: true });
  const perBatch: number[] = [];
  try {
    for (let b = 0; b < batches; b++) {
      let left = n;
      const t0 = performance.now();
      await new Promise<void>((resolve) => {
        const on = () => {
          if (--left === 0) {
            w.off('message', on);
            resolve();
          } else w.postMessage(STEP_PAYLOAD);
        };
        w.on('message', on);
        w.postMessage(STEP_PAYLOAD);
      });
      perBatch.push(((performance.now() - t0) * 1000) / n);
    }
  } finally {
    await w.terminate();
  }
  return [...perBatch].sort((a, b) => a - b)[batches >> 1] as number;
}

/**
 * An echo thread over a SharedArrayBuffer: counter 0 rings it, counter 1 answers, the payload taken
 * off a MessagePort with receiveMessageOnPort. `blocking`: both threads wait in Atomics.wait (a futex
 * wake-up each way), else they spin.
 */
const sabEcho = (
  blocking: boolean,
) => `const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const { sab, port } = workerData;
const c = new Int32Array(sab);
let seen = 0;
for (;;) {
  ${blocking ? 'Atomics.wait(c, 0, seen);' : 'while (Atomics.load(c, 0) === seen) {}'}
  const v = Atomics.load(c, 0);
  if (v < 0) break;
  seen = v;
  port.postMessage(receiveMessageOnPort(port).message);
  Atomics.store(c, 1, v);
  ${blocking ? 'Atomics.notify(c, 1);' : ''}
}`;

async function sabRoundTripUs(blocking: boolean, n: number, threads = 1): Promise<number> {
  const echoes = Array.from({ length: threads }, () => {
    const sab = new SharedArrayBuffer(8);
    const { port1, port2 } = new MessageChannel();
    const w = new Worker(sabEcho(blocking), {
      eval: true,
      workerData: { sab, port: port2 },
      transferList: [port2],
    });
    return { c: new Int32Array(sab), port: port1, w };
  });
  try {
    await new Promise((r) => setTimeout(r, 100 + 10 * threads)); // let the threads start waiting
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      // With several threads, each is rung in turn (as one worker per node mostly is).
      const { c, port } = echoes[i % threads] as (typeof echoes)[number];
      const seq = Math.floor(i / threads) + 1;
      port.postMessage(STEP_PAYLOAD);
      Atomics.store(c, 0, seq);
      if (blocking) Atomics.notify(c, 0);
      // spinning: a blocking wait would cost a futex wake-up, the very thing measured against
      while (Atomics.load(c, 1) !== seq) if (blocking) Atomics.wait(c, 1, seq - 1);
      receiveMessageOnPort(port);
    }
    return ((performance.now() - t0) * 1000) / n;
  } finally {
    for (const { c, port } of echoes) {
      Atomics.store(c, 0, -1);
      Atomics.notify(c, 0);
      port.close();
    }
    await Promise.all(echoes.map(({ w }) => w.terminate()));
  }
}

/**
 * The fastest thread hand-off Node offers: both threads spin on a SharedArrayBuffer flag and take
 * the payload with receiveMessageOnPort (structured clone, no event-loop wake-up). It burns a core
 * per thread while waiting, and a browser has no synchronous receive: a measure, not a host.
 */
export const spinRoundTripUs = (n = 20_000): Promise<number> => sabRoundTripUs(false, n);

/**
 * The hand-off the worker_threads host uses (workers/node/doorbell.ts): as above, but both threads
 * blocked in Atomics.wait between rings (a futex wake-up each way, no event loop).
 */
export const doorbellRoundTripUs = (n = 20_000): Promise<number> => sabRoundTripUs(true, n);

/**
 * The same, ringing `threads` threads in turn: each wakes on a core whose caches the others have
 * used since (an echo thread's heap is tiny, so a real worker's wake-up costs more still).
 */
export const doorbellTurnsUs = (threads: number, n = 20_000): Promise<number> =>
  sabRoundTripUs(true, n, threads);

export interface LookaheadRow {
  readonly name: string;
  readonly lookaheadUs: number;
  /** Lookahead intervals with at least one send, per message sent. */
  readonly roundsPerMessage: number;
}

/**
 * Lower bounds on synchronisations per message for the workload's trace: the kernel's own window
 * (the smallest link latency), and a scheduler partitioned by datacenter whose lookahead is the
 * smallest latency between partitions (BlobStorage's hop, or the other-DC link alone).
 */
export function lookaheadRows(): LookaheadRow[] {
  const { topology, config } = loadPreset(WORKLOAD.preset);
  const sim = createClusterSimulation({ topology, config, seed: SEED });
  for (const { atUs, command } of workloadCommands(
    SEED,
    topology.nodes.map((n) => n.id),
  ))
    sim.schedule(atUs, command);
  sim.runUntilSync(WORKLOAD.endUs);
  const sends: number[] = [];
  for (const e of sim.trace.events) if (e.kind === 'msg.sent') sends.push(e.t);
  const jitter = 1 - DEFAULT_LATENCY.jitterFraction;
  const rows: [string, number][] = [
    ['kernel window (smallest link latency)', lookaheadUs(DEFAULT_LATENCY)],
    ['partitioned by DC, other-DC link only', Math.floor(DEFAULT_LATENCY.otherDcUs * jitter)],
  ];
  return rows.map(([name, l]) => {
    const slots = new Set<number>();
    for (const t of sends) slots.add(Math.floor(t / l));
    return { name, lookaheadUs: l, roundsPerMessage: slots.size / Math.max(1, sends.length) };
  });
}

/** Best slowdown against in-process with `roundsPerMessage` round trips of `roundTripUs` each. */
export function floorSlowdown(
  inProcessUsPerMsg: number,
  roundsPerMessage: number,
  roundTripUs: number,
): number {
  return (inProcessUsPerMsg + roundsPerMessage * roundTripUs) / inProcessUsPerMsg;
}
