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
export const STEP_PAYLOAD = {
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
 * An echo thread over a SharedArrayBuffer: both threads spin on it (counter 0 rings, counter 1
 * answers) and the payload is taken off a MessagePort with receiveMessageOnPort.
 */
const SPIN_ECHO = `const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const { sab, port } = workerData;
const c = new Int32Array(sab);
let seen = 0;
for (;;) {
  while (Atomics.load(c, 0) === seen) {}
  const v = Atomics.load(c, 0);
  if (v < 0) break;
  seen = v;
  port.postMessage(receiveMessageOnPort(port).message);
  Atomics.store(c, 1, v);
}`;

/**
 * The fastest thread hand-off Node offers: both threads spin on a SharedArrayBuffer flag and take
 * the payload with receiveMessageOnPort (structured clone, no event-loop wake-up). It burns a core
 * per thread while waiting, and a browser has no synchronous receive: a measure, not a host.
 */
export async function spinRoundTripUs(n = 20_000): Promise<number> {
  const sab = new SharedArrayBuffer(8);
  const c = new Int32Array(sab);
  const { port1, port2 } = new MessageChannel();
  const w = new Worker(SPIN_ECHO, { eval: true, workerData: { sab, port: port2 }, transferList: [port2] });
  try {
    await new Promise((r) => setTimeout(r, 100)); // let the thread start spinning
    const t0 = performance.now();
    for (let i = 1; i <= n; i++) {
      port1.postMessage(STEP_PAYLOAD);
      Atomics.store(c, 0, i);
      while (Atomics.load(c, 1) !== i) {
        // spin: a blocking wait would cost a futex wake-up, the very thing measured against
      }
      receiveMessageOnPort(port1);
    }
    return ((performance.now() - t0) * 1000) / n;
  } finally {
    Atomics.store(c, 0, -1);
    port1.close();
    await w.terminate();
  }
}

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
