import { describe, expect, it } from 'vitest';
import { testSim } from './testing/sim.ts';
import type { KernelEvent } from './trace.ts';

/** Notes of node `node` with their times, in trace order. */
function timedNotes(events: readonly KernelEvent[], node: number): [number, string][] {
  return events.flatMap((e) =>
    e.kind === 'note' && e.node === node ? [[e.t, e.text] as [number, string]] : [],
  );
}

const twoSets = (a: number, b: number) => ({ a: { nodes: [a] }, b: { nodes: [b] } });

describe('a disconnect notice belongs to its session', () => {
  // Node 10 is in another DC than node 1 (5 ms away); detection takes the default 100 ms.
  const pinger = (node: number, peer: number) => ({
    node,
    type: 'test.pinger',
    name: 'ping',
    args: { peer: { node: peer, name: 'pong' }, count: 3, thinkUs: 50_000, verbose: true },
  });
  const ponger = (node: number) => ({ node, type: 'test.ponger', name: 'pong', args: {} });

  it('a cut healed before detection: the notice arrives at the heal, before the new session carries anything', () => {
    const sim = testSim([pinger(10, 1), ponger(1)]);
    // ping 1 and its pong by 10 ms; the cut at 20 ms; healed at 40 ms; ping 2 goes at 60 ms.
    sim.schedule(20_000, { kind: 'link.cut', ...twoSets(1, 10) });
    sim.schedule(40_000, { kind: 'link.heal', ...twoSets(1, 10) });
    sim.runUntilSync(1_000_000);
    const notes = timedNotes(sim.trace.events, 10);
    expect(notes.map(([, text]) => text)).toEqual(['pong 1', 'disconnected 1', 'pong 2', 'pong 3']);
    expect(notes[1]?.[0]).toBe(40_000);
  });

  it('a restarted peer: its old session is reported when it is back, never after its new messages', () => {
    const sim = testSim([
      ponger(10),
      pinger(1, 10),
      { node: 1, type: 'test.watcher', name: 'w', args: { nodes: [10] } },
    ]);
    sim.schedule(10_000, { kind: 'node.restart', node: 10, downForUs: 30_000 });
    sim.runUntilSync(1_000_000);
    const notes = timedNotes(sim.trace.events, 1);
    // Both watchers (pinger, watcher) hear it once, at the restart (40 ms), not at 110 ms.
    expect(notes.filter(([, text]) => text === 'disconnected 10')).toEqual([
      [40_000, 'disconnected 10'],
      [40_000, 'disconnected 10'],
    ]);
  });

  it('a restarted node never hears notices meant for its previous incarnation', () => {
    const sim = testSim([{ node: 1, type: 'test.watcher', name: 'w', args: { nodes: [10] } }]);
    sim.schedule(10_000, { kind: 'node.down', node: 10 }); // node 1 hears of it at 110 ms ...
    sim.schedule(20_000, { kind: 'node.restart', node: 1, downForUs: 10_000 }); // ... but restarts first
    sim.runUntilSync(1_000_000);
    expect(timedNotes(sim.trace.events, 1)).toEqual([]);
  });

  it('a notice still due before the heal keeps its time', () => {
    const sim = testSim([{ node: 1, type: 'test.watcher', name: 'w', args: { nodes: [10] } }]);
    sim.schedule(10_000, { kind: 'link.cut', ...twoSets(1, 10) });
    sim.schedule(300_000, { kind: 'net.healAll' });
    sim.runUntilSync(1_000_000);
    expect(timedNotes(sim.trace.events, 1)).toEqual([[110_000, 'disconnected 10']]);
  });

  it('checkpoints keep which notices are stale', () => {
    const run = (restore: boolean) => {
      const sim = testSim([pinger(10, 1), ponger(1)]);
      sim.schedule(20_000, { kind: 'link.cut', ...twoSets(1, 10) });
      sim.schedule(40_000, { kind: 'link.heal', ...twoSets(1, 10) });
      sim.runUntilSync(50_000);
      if (restore) {
        const cp = sim.snapshotSync();
        sim.runUntilSync(500_000);
        sim.restoreSync(cp);
      }
      sim.runUntilSync(1_000_000);
      return sim.hash();
    };
    expect(run(true)).toBe(run(false));
  });
});

describe('an actor closing an interconnect session', () => {
  it('a send to a peer’s interconnect address breaks the session: both ends’ watchers hear it', () => {
    const sim = testSim([
      {
        node: 1,
        type: 'test.bomber',
        name: 'b',
        args: { target: { node: 10, name: 'interconnect' }, delayUs: 10_000 },
      },
      { node: 1, type: 'test.watcher', name: 'w', args: { nodes: [10, 2] } },
      { node: 10, type: 'test.watcher', name: 'w', args: { nodes: [1] } },
    ]);
    sim.runUntilSync(1_000_000);
    // detection takes the default 100 ms; node 2's session is untouched
    expect(timedNotes(sim.trace.events, 1)).toEqual([[110_000, 'disconnected 10']]);
    expect(timedNotes(sim.trace.events, 10)).toEqual([[110_000, 'disconnected 1']]);
    // the message itself is never delivered
    const delivered = sim.trace.events.filter(
      (e) => (e.kind === 'msg.delivered' || e.kind === 'msg.dropped') && e.to.name === 'interconnect',
    );
    expect(delivered).toEqual([]);
  });
});
