/**
 * Synthetic traffic for the perf script: keeps exactly `inFlight` messages moving between random
 * nodes of the current cluster, with the latencies of docs/model.md (rack 0.2 ms, DC 0.5 ms, remote
 * 5 ms), 0.2 % of them dropped half-way. It drives its own virtual clock (wall time × speed) so it
 * animates without a live simulation. Seeded, so every run draws the same picture.
 */
import { appStore } from '../store/index.ts';
import { messageTable } from '../runtime/page.ts';
import { setBeforeFrame, setTimeOverride } from './frameStats.ts';

const KINDS = [
  'ss.replica.lookup',
  'ss.replica.info',
  'ss.replica.lock',
  'ss.replica.update',
  'board.publish',
  'board.infoUpdate',
  'sb.update',
  'cmd',
];
const DROP_RATE = 0.002;

let running = false;

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0; // mulberry32
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function startFlood(inFlight: number, seed = 1): void {
  stopFlood();
  const s = appStore.getState();
  const nodes = s.topology.nodes;
  if (nodes.length < 2) return;
  const random = rng(seed);
  const table = messageTable;
  table.clear();
  const t0 = performance.now();
  const v0 = s.timeUs;
  const now = () => v0 + (performance.now() - t0) * 1000 * appStore.getState().speed;
  setTimeOverride(now);
  let nextId = -1;
  const ends = new Float64Array(inFlight).fill(-Infinity);
  const send = (i: number, t: number, head: number) => {
    const a = nodes[Math.floor(random() * nodes.length)];
    const b = nodes[Math.floor(random() * nodes.length)];
    if (!a || !b) return;
    const base = a.id === b.id ? 50 : a.domain === b.domain ? 200 : a.realm === b.realm ? 500 : 5000;
    const lat = base * (0.9 + 0.2 * random());
    const sent = t - head * lat; // the first batch starts part-way, so arrivals are spread out
    table.append(nextId--, a.id, b.id, KINDS[Math.floor(random() * KINDS.length)] ?? 'cmd', sent, sent + lat);
    ends[i] = sent + lat;
    if (random() < DROP_RATE) {
      table.dropRow(table.head - 1, sent + lat / 2);
      ends[i] = sent + lat / 2;
    }
  };
  const start = now();
  for (let i = 0; i < inFlight; i++) send(i, start, random());
  // Topped up at the start of every flow-layer frame, so each painted frame has `inFlight` marks.
  running = true;
  setBeforeFrame(() => {
    const t = now();
    for (let i = 0; i < inFlight; i++) if ((ends[i] as number) <= t) send(i, t, 0);
  });
}

export function stopFlood(): void {
  if (!running) return;
  running = false;
  setBeforeFrame(null);
  setTimeOverride(null);
  messageTable.clear();
}
