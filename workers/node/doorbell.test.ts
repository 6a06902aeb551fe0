/** The doorbell's counters: what the worker waits on changes with every ring and every wake. */
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BELL, DoorbellClient, doorbellCounters } from './doorbell.ts';

describe('doorbell counters', () => {
  it('a wake or a ring between the worker looking and waiting wakes it at once, never lost', () => {
    const counters = doorbellCounters();
    const c = new Int32Array(counters);
    const { port1, port2 } = new MessageChannel();
    const client = new DoorbellClient({ counters, port: port1 });
    try {
      // The worker looks (nothing asked, no wake), then the coordinator wakes it before it waits.
      let rung = Atomics.load(c, BELL);
      client.wake();
      expect(Atomics.wait(c, BELL, rung, 1_000)).toBe('not-equal');
      rung = Atomics.load(c, BELL);
      client.post({ kill: [1], boot: [], steps: [] });
      expect(Atomics.wait(c, BELL, rung, 1_000)).toBe('not-equal');
      // With nothing rung since its look, it sleeps.
      expect(Atomics.wait(c, BELL, Atomics.load(c, BELL), 10)).toBe('timed-out');
    } finally {
      port1.close();
      port2.close();
    }
  });
});
