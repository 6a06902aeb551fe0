/**
 * Every message of the trace as rows of typed arrays (a ring buffer: the oldest rows are
 * overwritten), so the flow layer and the space-time diagram draw thousands of messages per frame
 * without an object per message. Rows are appended in trace order: by send time up to one
 * scheduler window (outputs of a window are merged in node order), so searches by time allow
 * that much slack (`SEND_ORDER_SLACK_US`). A projection of the live run's trace (app/runtime).
 */
import type { TraceEvent } from '../../engine/index.ts';
import type { Projection } from '../runtime/projection.ts';

/** Row status. */
export const IN_FLIGHT = 0;
export const DELIVERED = 1;
export const DROPPED = 2;

/** Subsystem codes, in drawing order (the index into FLOW_SUBSYSTEMS; flowPalette.test checks them). */
export const SUB_SS = 0;
export const SUB_BOARD = 1;
export const SUB_SB = 2;
export const SUB_SYS = 3;

/** Rows may be out of send order by up to one lookahead window (≤ the minimum link latency). */
export const SEND_ORDER_SLACK_US = 1_000;

/** Default capacity: 65 536 rows (a few seconds of busy virtual time). */
const DEFAULT_CAPACITY_LOG2 = 16;

export class MessageTable implements Projection<number> {
  readonly capacity: number;
  private readonly mask: number;
  /** Rows appended since the last clear; row i lives in slot i & mask while i ≥ tail. */
  head = 0;
  /** Rows below this were overwritten before a rewind moved `head` back. */
  private floor = 0;
  /** Bumped on every change, so painters know when to redraw. */
  version = 0;
  /** Bumped on every clear (a new run or a seek back), so painters drop their cursors. */
  epoch = 0;
  readonly id: Float64Array;
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly kind: Uint16Array;
  readonly sub: Uint8Array;
  readonly status: Uint8Array;
  readonly sentAt: Float64Array;
  readonly deliverAt: Float64Array;
  /** Delivery time, or the drop time once dropped. */
  readonly endAt: Float64Array;
  private readonly rowOfId = new Map<number, number>();
  private readonly kindIndex = new Map<string, number>();
  /** Interned message kinds (`ss.lookup`, …); `kind[slot]` indexes this. */
  readonly kinds: string[] = [];

  /**
   * `code` is a message kind's flow entry index (subsystems/read.ts messageCodeOf over the app's
   * entries). The live table gets it from the composition root (codeWith): until then every
   * message takes the first code.
   */
  constructor(
    capacityLog2 = DEFAULT_CAPACITY_LOG2,
    private code: (kind: string) => number = () => 0,
  ) {
    this.capacity = 1 << capacityLog2;
    this.mask = this.capacity - 1;
    const n = this.capacity;
    this.id = new Float64Array(n);
    this.from = new Int32Array(n);
    this.to = new Int32Array(n);
    this.kind = new Uint16Array(n);
    this.sub = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.sentAt = new Float64Array(n);
    this.deliverAt = new Float64Array(n);
    this.endAt = new Float64Array(n);
  }

  /** Oldest row still held. */
  get tail(): number {
    return Math.max(this.floor, this.head - this.capacity);
  }

  slot(row: number): number {
    return row & this.mask;
  }

  internKind(kind: string): number {
    let k = this.kindIndex.get(kind);
    if (k === undefined) {
      k = this.kinds.length;
      this.kinds.push(kind);
      this.kindIndex.set(kind, k);
    }
    return k;
  }

  /** Folds the message events of a trace batch in; other events are ignored. */
  ingest(batch: readonly TraceEvent[]): void {
    let changed = false;
    for (const e of batch) {
      if (e.kind === 'msg.sent') {
        this.append(e.id, e.from.node, e.to.node, e.msg, e.t, e.deliverAt);
        changed = true;
      } else if (e.kind === 'msg.delivered' || e.kind === 'msg.dropped') {
        const row = this.rowOfId.get(e.id);
        if (row === undefined) continue; // interconnect notices have no msg.sent; or evicted
        this.rowOfId.delete(e.id);
        const s = row & this.mask;
        this.status[s] = e.kind === 'msg.delivered' ? DELIVERED : DROPPED;
        this.endAt[s] = e.t;
        changed = true;
      }
    }
    if (changed) this.version++;
  }

  /** Codes messages through `code` from now on (before the run's first message: rows held keep theirs). */
  codeWith(code: (kind: string) => number): void {
    this.code = code;
  }

  /** Appends one message row (ids must be unique while the row is held). */
  append(id: number, from: number, to: number, kind: string, sentAt: number, deliverAt: number): void {
    const row = this.head++;
    const s = row & this.mask;
    // Evict the overwritten row (unless a rewind already took it away).
    const old = this.id[s] as number;
    if (row >= this.capacity && this.rowOfId.get(old) === row - this.capacity) this.rowOfId.delete(old);
    this.id[s] = id;
    this.from[s] = from;
    this.to[s] = to;
    this.kind[s] = this.internKind(kind);
    this.sub[s] = this.code(kind);
    this.status[s] = IN_FLIGHT;
    this.sentAt[s] = sentAt;
    this.deliverAt[s] = deliverAt;
    this.endAt[s] = deliverAt;
    this.rowOfId.set(id, row);
  }

  /** Marks a row dropped at `t` (synthetic traffic; real drops arrive as msg.dropped). */
  dropRow(row: number, t: number): void {
    const s = row & this.mask;
    this.status[s] = DROPPED;
    this.endAt[s] = t;
    this.version++;
  }

  /** A row at or before the first one sent at ≥ `t` (binary search; callers pass t - slack). */
  lowerBound(t: number): number {
    let lo = this.tail;
    let hi = this.head;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.sentAt[mid & this.mask] as number) < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  clear(): void {
    this.head = 0;
    this.floor = 0;
    this.rowOfId.clear();
    this.version++;
    this.epoch++;
  }

  init(history: readonly TraceEvent[]): void {
    this.ingest(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.ingest(batch);
  }

  reset(): void {
    this.clear();
  }

  /** The head: rows appended after it are what a rewind takes away. */
  mark(): number {
    return this.head;
  }

  /**
   * Drops the rows appended since `head`. Rows before it keep the delivery or drop that came
   * later: the replay from the checkpoint brings the very same events, so they stay right.
   */
  rewind(head: number): void {
    if (head >= this.head) return;
    for (let row = Math.max(head, this.tail); row < this.head; row++)
      this.rowOfId.delete(this.id[row & this.mask] as number);
    this.floor = Math.max(this.floor, this.head - this.capacity);
    this.head = head;
    this.version++;
    this.epoch++;
  }
}
