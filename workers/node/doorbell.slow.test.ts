/**
 * The doorbell between the coordinator and a real worker_thread (./doorbell-echo.mjs): requests
 * answered in order without the event loop, several threads rung at once, an error or an exiting
 * thread reported instead of a hang, and `wake` handing the thread back to its event loop.
 */
import { once } from 'node:events';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostRequest } from '../../engine/index.ts';
import { DoorbellClient, doorbellCounters } from './doorbell.ts';

const threads: Worker[] = [];
afterAll(() => Promise.all(threads.map((w) => w.terminate())));

async function thread(): Promise<{ w: Worker; bell: DoorbellClient }> {
  const { port1, port2 } = new MessageChannel();
  const counters = doorbellCounters();
  const w = new Worker(new URL('./doorbell-echo.mjs', import.meta.url), {
    workerData: { doorbell: { counters, port: port2 } },
    transferList: [port2],
  });
  threads.push(w);
  port1.unref();
  // Started once it echoes through its event loop.
  w.postMessage('up');
  await once(w, 'message');
  return { w, bell: new DoorbellClient({ counters, port: port1 }) };
}

const req = (...kill: number[]): HostRequest => ({ kill, boot: [], steps: [] });
const nodes = (r: { outputs: readonly { node: number; nextTimerAt: number }[] }) =>
  r.outputs.map((o) => [o.node, o.nextTimerAt]);

describe('doorbell', () => {
  it('answers each request in order, several threads at once, and serves the event loop after wake', async () => {
    const a = await thread();
    const b = await thread();
    for (let k = 1; k <= 50; k++) {
      a.bell.post(req(k));
      b.bell.post(req(k, k + 1));
      expect(nodes(b.bell.take(10_000))).toEqual([
        [k, Infinity],
        [k + 1, Infinity],
      ]);
      expect(nodes(a.bell.take(10_000))).toEqual([[k, Infinity]]);
    }
    a.bell.wake();
    a.w.postMessage('through the event loop');
    const [echo] = (await once(a.w, 'message')) as [string];
    expect(echo).toBe('through the event loop');
    a.bell.post(req(7));
    expect(nodes(a.bell.take(10_000))).toEqual([[7, Infinity]]);
  });

  it('a wake rung just as a thread goes back to waiting is not lost', async () => {
    // The coordinator calls through the event loop right after taking an answer: a thread preempted
    // between its last check and its wait (more threads than cores make it likely) must still wake.
    const all = await Promise.all(Array.from({ length: 6 }, () => thread()));
    const lost: string[] = [];
    await Promise.all(
      all.map(async ({ w, bell }, t) => {
        for (let k = 1; k <= 300 && lost.length === 0; k++) {
          bell.post(req(k));
          expect(nodes(bell.take(10_000))).toEqual([[k, Infinity]]);
          bell.wake();
          w.postMessage(k);
          const echo = await Promise.race([
            once(w, 'message').then(([m]) => m as number),
            new Promise<null>((r) => setTimeout(() => r(null), 3_000).unref()),
          ]);
          if (echo !== k) lost.push(`thread ${t}: wake ${k} lost`);
        }
      }),
    );
    expect(lost).toEqual([]);
  });

  it('a failing request throws its error and the thread serves the next one', async () => {
    const { bell } = await thread();
    bell.post(req(666));
    expect(() => bell.take(10_000)).toThrow('bad request');
    bell.post(req(3));
    expect(nodes(bell.take(10_000))).toEqual([[3, Infinity]]);
  });

  it('a thread that exits or does not answer in time is reported, never waited on forever', async () => {
    const slow = await thread();
    slow.bell.post(req(888));
    expect(() => slow.bell.take(50)).toThrow('no answer within 50 ms');
    const gone = await thread();
    gone.bell.post(req(777));
    expect(() => gone.bell.take(10_000)).toThrow('exited');
  });
});
