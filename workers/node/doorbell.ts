/**
 * The per-window host request to a worker_thread without either thread's event loop: a
 * SharedArrayBuffer of counters rung with Atomics.notify and waited on with Atomics.wait, the
 * request and answer themselves posted on a MessagePort of their own and taken off it with
 * receiveMessageOnPort (the same structured clone as ../direct.ts, so the same data arrives). A
 * round trip through both event loops (MessagePort dispatch, a libuv wake-up, promises on the
 * coordinator) costs several times the work of a window's step here; a futex wake-up is what is
 * left. Node only: a browser's page may not block in Atomics.wait, so Web Workers keep ../direct.ts.
 *
 * While it waits for a ring the worker's event loop does not run, so comlink calls (init, snapshot,
 * memory) would not be served: the coordinator rings `wake` before each, which sends the worker back
 * to its event loop; its next request arrives as a message there and takes it back to waiting.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { HostRequest, HostResponse } from '../../engine/index.ts';

/** What both threads hold: the counters and the port of their side. */
export interface Doorbell {
  readonly counters: SharedArrayBuffer;
  readonly port: MessagePort;
}

/**
 * Int32 slots of `counters`: requests rung, requests answered (DEAD once the worker exits), wake,
 * and the bell itself: every ring and every wake adds one to it, and the worker waits on it, so a
 * ring or wake that comes between the worker's last look and its wait changes what it waits on
 * (waiting on ASKED, a wake rung in that gap was lost and the worker slept through the call).
 */
const ASKED = 0;
const ANSWERED = 1;
const WAKE = 2;
export const BELL = 3;
const SLOTS = 4;
const DEAD = -1;

export const doorbellCounters = (): SharedArrayBuffer =>
  new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);

type Answer = { readonly res: HostResponse } | { readonly error: string };

/** The worker's side: answers every request rung on `bell` with `call`'s response (or its error). */
export function serveDoorbell(bell: Doorbell, call: (req: HostRequest) => HostResponse): void {
  const c = new Int32Array(bell.counters);
  let answered = 0;
  const answer = (req: unknown): void => {
    let a: Answer;
    try {
      a = { res: call(req as HostRequest) };
    } catch (e) {
      a = { error: e instanceof Error ? e.message : String(e) };
    }
    bell.port.postMessage(a);
    Atomics.store(c, ANSWERED, ++answered);
    Atomics.notify(c, ANSWERED);
  };
  // Waits for rings until woken; the requests rung meanwhile are on the port, in order.
  const serve = (): void => {
    for (;;) {
      const rung = Atomics.load(c, BELL);
      if (Atomics.exchange(c, WAKE, 0) !== 0) return;
      if (Atomics.load(c, ASKED) === answered) {
        Atomics.wait(c, BELL, rung);
        continue;
      }
      const m = receiveMessageOnPort(bell.port);
      if (!m) return; // rung before it was posted: the event loop delivers it
      answer(m.message);
    }
  };
  bell.port.on('message', (req: unknown) => {
    answer(req);
    serve();
  });
  // A worker that exits while the coordinator waits must not leave it waiting for the timeout.
  process.on('exit', () => {
    Atomics.store(c, ANSWERED, DEAD);
    Atomics.notify(c, ANSWERED);
  });
}

/** The coordinator's side: post several requests (to several workers), then take each answer. */
export class DoorbellClient {
  private readonly c: Int32Array;
  private asked = 0;

  constructor(private readonly bell: Doorbell) {
    this.c = new Int32Array(bell.counters);
  }

  post(req: HostRequest): void {
    this.bell.port.postMessage(req);
    Atomics.store(this.c, ASKED, ++this.asked);
    this.ring();
  }

  /** Blocks until the last request posted is answered; throws when it failed, the worker exited, or after `timeoutMs` (0: never). */
  take(timeoutMs: number): HostResponse {
    const until = timeoutMs > 0 ? performance.now() + timeoutMs : Infinity;
    for (;;) {
      const a = Atomics.load(this.c, ANSWERED);
      if (a === DEAD) throw new Error('exited');
      if (a === this.asked) break;
      const left = until - performance.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms`);
      Atomics.wait(this.c, ANSWERED, a, left);
    }
    const m = receiveMessageOnPort(this.bell.port);
    if (!m) throw new Error('answer rung but not posted');
    const answer = m.message as Answer;
    if ('res' in answer) return answer.res;
    throw new Error(answer.error);
  }

  /** Sends the worker back to its event loop (before a call that goes through it). */
  wake(): void {
    Atomics.store(this.c, WAKE, 1);
    this.ring();
  }

  private ring(): void {
    Atomics.add(this.c, BELL, 1);
    Atomics.notify(this.c, BELL);
  }
}
