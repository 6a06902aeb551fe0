/**
 * The mixed workload (./workload.ts) with BlobStorage groups on: the same shape (tablets, requests,
 * Board, scheme cache, schema changes, restarts) on the bridge preset, whose piles each hold a static
 * group, plus blob writes through a node's dsproxy-proxy at a steady rate. Measured in-process beside
 * the same shape without the writes, and its messages split into blob traffic (puts, gets, their
 * VDisk answers, the syncer's reads and copies) and the rest.
 */
import {
  Chooser,
  STREAM,
  createClusterSimulation,
  loadPreset,
  type ClusterSimulation,
  type ClusterTimedCommand,
} from '../../engine/index.ts';
import { WORKLOAD, workloadCommands } from './workload.ts';

export const BLOB_WORKLOAD = {
  preset: 'bridge-2-piles',
  /** One blob write every this many µs, from a node picked by the seed, until `endUs`. */
  putEveryUs: 20_000,
  /** Bytes per blob [guess: dsproxy.ts's default teaching size]. */
  blobBytes: 65_536,
  endUs: WORKLOAD.endUs,
} as const;

/** Message kinds that carry blobs or answer for them (dsproxy.ts, dsget.ts, vdisk.ts, the syncer). */
const BLOB_KINDS = new Set([
  'bridge.put',
  'bridge.putResult',
  'bridge.get',
  'bridge.getResult',
  'bridge.syncRead',
  'bridge.syncData',
  'bridge.syncCopy',
  'bridge.syncCopied',
]);
export const isBlobMessage = (kind: string): boolean => BLOB_KINDS.has(kind) || /^(vdisk|blob)\./.test(kind);

/** The steady blob writes: one every `putEveryUs` from 500 ms on, each from a seeded node. */
export function blobPuts(seed: number, nodes: readonly number[]): ClusterTimedCommand[] {
  const c = new Chooser(seed, STREAM.workload);
  const out: ClusterTimedCommand[] = [];
  for (let at = 500_000; at < BLOB_WORKLOAD.endUs - 500_000; at += BLOB_WORKLOAD.putEveryUs)
    out.push({
      atUs: at,
      command: { kind: 'dsproxy.put', node: c.pick(nodes), bytes: BLOB_WORKLOAD.blobBytes },
    });
  return out;
}

/** The workload on the bridge preset; with `blobs`, the steady writes too. */
function blobWorkloadSim(
  seed: number,
  blobs: boolean,
  traceMode: 'hash' | 'stream' = 'hash',
): ClusterSimulation {
  const { topology, config } = loadPreset(BLOB_WORKLOAD.preset);
  const sim = createClusterSimulation({ topology, config, seed, traceMode });
  const nodes = topology.nodes.map((n) => n.id);
  const cmds = [...workloadCommands(seed, nodes), ...(blobs ? blobPuts(seed, nodes) : [])];
  for (const { atUs, command } of cmds) sim.schedule(atUs, command);
  return sim;
}

/** Messages of one run (with the writes unless told), and how many of them are blob traffic. */
export function blobTraffic(
  seed: number,
  blobs = true,
): { readonly messages: number; readonly blob: number } {
  const sim = blobWorkloadSim(seed, blobs, 'stream');
  let blob = 0;
  sim.trace.subscribe((events) => {
    for (const e of events) if (e.kind === 'msg.sent' && isBlobMessage(e.msg)) blob++;
  });
  sim.runUntilSync(BLOB_WORKLOAD.endUs);
  return { messages: sim.messageCount, blob };
}

function bestRate(seed: number, blobs: boolean, budgetMs: number) {
  let best = 0;
  let runs = 0;
  let messages = 0;
  let hash = '';
  const t0 = performance.now();
  while (runs < 2 || performance.now() - t0 < budgetMs) {
    const sim = blobWorkloadSim(seed, blobs);
    const w0 = performance.now();
    sim.runUntilSync(BLOB_WORKLOAD.endUs);
    const wall = performance.now() - w0;
    runs++;
    messages = sim.messageCount;
    if (hash !== '' && hash !== sim.hash()) throw new Error('blob workload: in-process runs disagree');
    hash = sim.hash();
    best = Math.max(best, (messages * 1000) / wall);
  }
  return { best, runs, messages, hash };
}

export interface BlobWorkloadFigures {
  readonly shape: typeof BLOB_WORKLOAD;
  readonly puts: number;
  readonly messages: number;
  readonly blobMessages: number;
  /** Blob traffic ÷ every message of the run with the writes. */
  readonly blobShare: number;
  readonly traceHash: string;
  /** Best in-process run with the writes. */
  readonly msgsPerSec: number;
  /** The same shape on the bridge preset without the writes. */
  readonly withoutBlobs: { readonly messages: number; readonly msgsPerSec: number };
  readonly runs: number;
}

/** Alternates runs with and without the writes for `rounds` turns of `roundMs` each. */
export function benchBlobWorkload(seed: number, rounds = 3, roundMs = 1000): BlobWorkloadFigures {
  bestRate(seed, true, roundMs); // warm-up
  let withB = { best: 0, runs: 0, messages: 0, hash: '' };
  let without = { best: 0, runs: 0, messages: 0, hash: '' };
  for (let k = 0; k < rounds; k++) {
    const a = bestRate(seed, true, roundMs);
    const b = bestRate(seed, false, roundMs);
    withB = { ...a, best: Math.max(withB.best, a.best), runs: withB.runs + a.runs };
    without = { ...b, best: Math.max(without.best, b.best), runs: without.runs + b.runs };
  }
  const traffic = blobTraffic(seed);
  const nodes = loadPreset(BLOB_WORKLOAD.preset).topology.nodes.map((n) => n.id);
  return {
    shape: BLOB_WORKLOAD,
    puts: blobPuts(seed, nodes).length,
    messages: withB.messages,
    blobMessages: traffic.blob,
    blobShare: traffic.blob / Math.max(1, traffic.messages),
    traceHash: withB.hash,
    msgsPerSec: withB.best,
    withoutBlobs: { messages: without.messages, msgsPerSec: without.best },
    runs: withB.runs + without.runs,
  };
}
