/**
 * The in-flight queue: a calendar queue with buckets one lookahead window wide. A window
 * [t, t + lookahead) touches at most two buckets, so popping it is "take the due items of the first
 * buckets and sort them by (deliverAt, seq)" — a few comparisons per message, against ~25 for a
 * binary heap over thousands of envelopes (the heap was most of the in-process cost). Plain data:
 * checkpoints clone it.
 */
import { heapPop, heapPush } from './heap.ts';
import type { OutEnvelope } from './nodestate.ts';
import { sortInPlace } from './smallsort.ts';

interface Bucket {
  items: OutEnvelope[];
  /** Smallest deliverAt in `items`. */
  minAt: number;
}

export interface InflightQueue {
  readonly widthUs: number;
  readonly buckets: Map<number, Bucket>;
  /** Min-heap of the bucket keys present. */
  readonly keys: number[];
  size: number;
}

const numLess = (a: number, b: number) => a < b;

export function createInflight(widthUs: number): InflightQueue {
  return { widthUs, buckets: new Map(), keys: [], size: 0 };
}

export function inflightPush(q: InflightQueue, e: OutEnvelope): void {
  const k = Math.floor(e.deliverAt / q.widthUs);
  const b = q.buckets.get(k);
  if (b === undefined) {
    q.buckets.set(k, { items: [e], minAt: e.deliverAt });
    heapPush(q.keys, k, numLess);
  } else {
    b.items.push(e);
    if (e.deliverAt < b.minAt) b.minAt = e.deliverAt;
  }
  q.size++;
}

/** Earliest deliverAt in the queue, Infinity when empty. */
export function inflightMinAt(q: InflightQueue): number {
  const k = q.keys[0];
  return k === undefined ? Infinity : (q.buckets.get(k) as Bucket).minAt;
}

const byDeliverySeq = (a: OutEnvelope, b: OutEnvelope) => a.deliverAt - b.deliverAt || a.seq - b.seq;

/** Removes and returns every envelope with deliverAt < end, sorted by (deliverAt, seq). */
export function inflightPopBefore(q: InflightQueue, end: number): OutEnvelope[] {
  let due: OutEnvelope[] | null = null;
  for (;;) {
    const k = q.keys[0];
    if (k === undefined) break;
    const b = q.buckets.get(k) as Bucket;
    if (b.minAt >= end) break;
    let rest: OutEnvelope[] | null = null;
    let restMin = Infinity;
    const items = b.items;
    for (let i = 0; i < items.length; i++) {
      const e = items[i] as OutEnvelope;
      // one-element literals to start: a push onto [] would reserve 17 slots for the usual one or two
      if (e.deliverAt < end) {
        if (due === null) due = [e];
        else due.push(e);
      } else {
        if (rest === null) rest = [e];
        else rest.push(e);
        if (e.deliverAt < restMin) restMin = e.deliverAt;
      }
    }
    if (rest === null) {
      q.buckets.delete(k);
      heapPop(q.keys, numLess);
    } else {
      b.items = rest;
      b.minAt = restMin;
      break; // later buckets start at or after this one's remaining items
    }
  }
  if (due === null) return [];
  q.size -= due.length;
  if (due.length > 1) sortInPlace(due, byDeliverySeq);
  return due;
}
