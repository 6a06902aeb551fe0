/**
 * Stable, host-independent trace hash over the canonical order of events (virtual time, node, the
 * node's own sequence), whatever order they were recorded in: each event is hashed on its own (an
 * FNV-1a and a murmur3 style 32-bit lane over a canonical encoding), a node's keyed with (node,
 * incarnation, its own event number), and the lanes summed. So splitting or merging a window's
 * work differently gives the same hash. Coordinator events carry their time and message id (per
 * sender, msgid.ts). Network events have allocation-free encoders; `hashEvent` routes them there
 * so full and hash-only recording agree.
 */
import type { EventBase, KernelEvent } from './trace.ts';

/** Sums of the events' lanes (`a`, `b`) and the number of events folded in (`n`). */
export interface HashState {
  a: number;
  b: number;
  n: number;
  /**
   * A node's lanes: every event is keyed with (node, incarnation, base + its number in this state),
   * `base` being the node's events before this step. Absent: the coordinator's (unkeyed).
   */
  key?: { node: number; incarnation: number; base: number };
}

const FNV_BASIS = 0x811c9dc5;
const MUR_SEED = 0x2545f491;

export function newHash(): HashState {
  return { a: 0, b: 0, n: 0 };
}

export function resetHash(h: HashState): void {
  h.a = h.b = h.n = 0;
}

/** The event being hashed (events never nest: one at a time). */
type Lanes = Pick<HashState, 'a' | 'b'>;
const cur: Lanes = { a: FNV_BASIS, b: MUR_SEED };

function open(): Lanes {
  cur.a = FNV_BASIS;
  cur.b = MUR_SEED;
  return cur;
}

function fmix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

/** Ends the event: keys it (a node's), avalanches its lanes and adds them to `h`. */
function close(h: HashState, e: Lanes): void {
  const k = h.key;
  if (k !== undefined) {
    mixU32(e, k.node);
    mixU32(e, k.incarnation);
    mixNum(e, k.base + h.n);
  }
  h.a = (h.a + fmix(e.a)) | 0;
  h.b = (h.b + fmix(e.b ^ 0x5bd1e995)) | 0;
  h.n++;
}

function mixU32(h: Lanes, x: number): void {
  h.a = Math.imul(h.a ^ x, 0x01000193);
  let k = Math.imul(x, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  let b = h.b ^ k;
  b = (b << 13) | (b >>> 19);
  h.b = (Math.imul(b, 5) + 0xe6546b64) | 0;
}

// Strings enter the hash as their own 32-bit FNV-1a; names and kinds repeat endlessly, so the
// per-string value is cached (V8 caches each string's hash, making the lookup cheap).
const strCache = new Map<string, number>();

function strHash(s: string): number {
  let x = strCache.get(s);
  if (x !== undefined) return x;
  x = FNV_BASIS ^ s.length;
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 0x01000193);
  if (strCache.size > 50_000) strCache.clear();
  strCache.set(s, x);
  return x;
}

function mixStr(h: Lanes, s: string): void {
  mixU32(h, strHash(s));
}

function mixNum(h: Lanes, x: number): void {
  if (Number.isSafeInteger(x)) {
    mixU32(h, x >>> 0);
    mixU32(h, Math.floor(x / 4294967296) | 0);
  } else {
    mixU32(h, 0x7f7f7f7f);
    mixStr(h, String(x));
  }
}

// Tags for the allocation-free encoders (any fixed distinct values).
const SENT = 0x53454e54;
const DELIVERED = 0x44454c56;
const DROPPED = 0x44524f50;

export function hashSent(
  out: HashState,
  t: number,
  node: number,
  id: number,
  fromNode: number,
  fromName: string,
  toNode: number,
  toName: string,
  msg: string,
  deliverAt: number,
): void {
  const h = open();
  mixU32(h, SENT);
  mixNum(h, t);
  mixU32(h, node);
  mixNum(h, id);
  mixU32(h, fromNode);
  mixStr(h, fromName);
  mixU32(h, toNode);
  mixStr(h, toName);
  mixStr(h, msg);
  mixNum(h, deliverAt);
  close(out, h);
}

export function hashDelivered(
  out: HashState,
  t: number,
  node: number,
  id: number,
  toNode: number,
  toName: string,
): void {
  const h = open();
  mixU32(h, DELIVERED);
  mixNum(h, t);
  mixU32(h, node);
  mixNum(h, id);
  mixU32(h, toNode);
  mixStr(h, toName);
  close(out, h);
}

export function hashDropped(
  out: HashState,
  t: number,
  node: number,
  id: number,
  toNode: number,
  toName: string,
  reason: string,
): void {
  const h = open();
  mixU32(h, DROPPED);
  mixNum(h, t);
  mixU32(h, node);
  mixNum(h, id);
  mixU32(h, toNode);
  mixStr(h, toName);
  mixStr(h, reason);
  close(out, h);
}

/**
 * Own keys of `o` with a defined value, in code-unit order (what Array#sort gives strings), plus
 * `extra` keys; an insertion sort, since event and message objects have a handful of keys.
 */
function definedKeysSorted(o: Record<string, unknown>, extra: readonly string[]): string[] {
  const keys: string[] = [];
  for (const k in o) {
    if (!Object.prototype.hasOwnProperty.call(o, k) || o[k] === undefined) continue;
    if (extra.length > 0 && extra.includes(k)) continue;
    insertSorted(keys, k);
  }
  for (let i = 0; i < extra.length; i++) insertSorted(keys, extra[i] as string);
  return keys;
}

function insertSorted(keys: string[], k: string): void {
  let i = keys.length;
  keys.push(k);
  while (i > 0 && (keys[i - 1] as string) > k) {
    keys[i] = keys[i - 1] as string;
    i--;
  }
  keys[i] = k;
}

const NO_KEYS: readonly string[] = [];

/** Canonical encoding of any JSON-like value: objects by sorted key. */
function mixValue(h: Lanes, v: unknown): void {
  if (v === null || v === undefined) return mixU32(h, v === null ? 1 : 2);
  switch (typeof v) {
    case 'number':
      mixU32(h, 3);
      return mixNum(h, v);
    case 'string':
      mixU32(h, 4);
      return mixStr(h, v);
    case 'boolean':
      return mixU32(h, v ? 5 : 6);
    case 'object': {
      if (Array.isArray(v)) {
        mixU32(h, 7);
        mixU32(h, v.length);
        for (let i = 0; i < v.length; i++) mixValue(h, v[i]);
        return;
      }
      const o = v as Record<string, unknown>;
      const keys = definedKeysSorted(o, NO_KEYS);
      mixU32(h, 8);
      mixU32(h, keys.length);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        mixStr(h, k);
        mixValue(h, o[k]);
      }
      return;
    }
    default:
      mixU32(h, 9);
      return mixStr(h, String(v));
  }
}

const STAMP_KEYS: readonly string[] = ['node', 't'];

/**
 * Hashes `{ ...body, t, node }` (one event as a node emits it) exactly as hashEvent would, without
 * building the object: hash-only runs emit many events and keep none.
 */
export function hashStamped(out: HashState, body: object, t: number, node: number): void {
  const h = open();
  const o = body as Record<string, unknown>;
  const keys = definedKeysSorted(o, STAMP_KEYS);
  mixU32(h, 8);
  mixU32(h, keys.length);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    mixStr(h, k);
    if (k === 't') {
      mixU32(h, 3);
      mixNum(h, t);
    } else if (k === 'node') {
      mixU32(h, 3);
      mixNum(h, node);
    } else mixValue(h, o[k]);
  }
  close(out, h);
}

export function hashEvent(out: HashState, ev: EventBase): void {
  // Network events have their allocation-free encoding; every other event is hashed as a value.
  const e = ev as KernelEvent;
  switch (e.kind) {
    case 'msg.sent':
      return hashSent(
        out,
        e.t,
        e.node,
        e.id,
        e.from.node,
        e.from.name,
        e.to.node,
        e.to.name,
        e.msg,
        e.deliverAt,
      );
    case 'msg.delivered':
      return hashDelivered(out, e.t, e.node, e.id, e.to.node, e.to.name);
    case 'msg.dropped':
      return hashDropped(out, e.t, e.node, e.id, e.to.node, e.to.name, e.reason);
    default: {
      const h = open();
      mixValue(h, e);
      close(out, h);
    }
  }
}

/** Adds a node step's lanes to the run's (a sum: blocks fold in any order, split or merged). */
export function foldBlock(h: HashState, a: number, b: number, n: number): void {
  h.a = (h.a + a) | 0;
  h.b = (h.b + b) | 0;
  h.n += n;
}

export function digest(h: HashState): string {
  return (h.a >>> 0).toString(16).padStart(8, '0') + (h.b >>> 0).toString(16).padStart(8, '0');
}
