import { describe, expect, it } from 'vitest';
import { testSim } from './testing/sim.ts';
import type { KernelEvent } from './trace.ts';

type Sent = Extract<KernelEvent, { kind: 'msg.sent' }>;

describe('interconnect semantics', () => {
  it('messages between two nodes arrive in the order sent, despite jitter', () => {
    const sim = testSim(
      [{ node: 'all', type: 'test.flooder', name: 'flood', args: { initial: 20, ttl: 30 } }],
      {
        latency: { jitterFraction: 0.5 },
      },
    );
    sim.runUntilSync(200_000);
    const sent = sim.trace.events.filter((e): e is Sent => e.kind === 'msg.sent' && e.from.node > 0);
    expect(sent.length).toBeGreaterThan(1000);
    const last = new Map<string, number>();
    let clamped = 0;
    for (const e of sent) {
      const k = `${e.from.node}>${e.to.node}`;
      const prev = last.get(k) ?? -Infinity;
      expect(e.deliverAt).toBeGreaterThanOrEqual(prev);
      if (e.deliverAt === prev) clamped++;
      last.set(k, e.deliverAt);
    }
    expect(clamped).toBeGreaterThan(0); // jitter really would have reordered some
  });

  it('a watcher of a node that is already down hears sys.disconnected when it sends there', () => {
    const sim = testSim(
      [
        { node: 1, type: 'test.watcher', name: 'w', args: { nodes: [5] } },
        { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 5, name: 'pong' }, count: 1 } },
      ],
      // Node 5 is down from the start, and live-session notices are slower than the send.
      { disconnectDetectUs: 50_000 },
    );
    sim.schedule(0, { kind: 'node.down', node: 5 });
    // Node 1 restarts long after the broadcast notices: its new actors never saw node 5 go down.
    sim.schedule(200_000, { kind: 'node.restart', node: 1, downForUs: 10_000 });
    sim.runUntilSync(1_000_000);
    const late = sim.trace.events.filter((e) => e.kind === 'note' && e.node === 1 && e.t > 210_000);
    expect(late.map((e) => (e.kind === 'note' ? e.text : ''))).toContain('disconnected 5');
  });
});
