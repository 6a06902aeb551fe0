/**
 * The per-window host request on a MessagePort of its own, beside comlink: one plain postMessage
 * each way. comlink costs a few times a bare round trip per call (a random id, proxies, wire
 * wrapping on both sides, code each worker runs cold), and one worker per node makes a call per
 * window. Calls on one port are answered in order, one at a time (the bridge queues them).
 */
import type { HostRequest, HostResponse } from '../engine/index.ts';

/** What both a DOM and a worker_threads MessagePort offer. */
export interface CallPort {
  postMessage(message: unknown): void;
  onmessage: ((ev: { readonly data: unknown }) => void) | null;
  close(): void;
}

type Answer = { readonly res: HostResponse } | { readonly error: string };

/** The worker's side: answers every request on `port` with `call`'s response (or its error). */
export function serveRequests(port: CallPort, call: (req: HostRequest) => HostResponse): void {
  port.onmessage = (ev) => {
    let answer: Answer;
    try {
      answer = { res: call(ev.data as HostRequest) };
    } catch (e) {
      answer = { error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(answer);
  };
}

/** The host's side: a request function over `port`; a request the worker failed rejects. */
export function requestOver(port: CallPort): (req: HostRequest) => Promise<HostResponse> {
  const waiting: { resolve: (r: HostResponse) => void; reject: (e: Error) => void }[] = [];
  let head = 0;
  port.onmessage = (ev) => {
    const w = waiting[head++];
    if (head === waiting.length) waiting.length = head = 0;
    const a = ev.data as Answer;
    if ('res' in a) w?.resolve(a.res);
    else w?.reject(new Error(a.error));
  };
  return (req) =>
    new Promise<HostResponse>((resolve, reject) => {
      waiting.push({ resolve, reject });
      port.postMessage(req);
    });
}
