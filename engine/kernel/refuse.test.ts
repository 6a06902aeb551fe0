import { describe, expect, it } from 'vitest';
import type { RefuserArgs } from './testing/index.ts';
import { testSim } from './testing/sim.ts';
import type { KernelEvent } from './trace.ts';

type Dropped = Extract<KernelEvent, { kind: 'msg.dropped' }>;

const PROBE = { node: 2, name: 'pong' };

/** Node 1 pings node 2 every 10 ms and refuses it as `plan` says; node 2 watches node 1. */
function refusalSim(plan: RefuserArgs['plan'], incarnation?: number) {
  const args: RefuserArgs = { plan, probe: PROBE, periodUs: 10_000, ...(incarnation ? { incarnation } : {}) };
  return testSim([
    { node: 2, type: 'test.ponger', name: 'pong', args: {} },
    { node: 2, type: 'test.watcher', name: 'w', args: { nodes: [1] } },
    { node: 1, type: 'test.refuser', name: 'r', args },
  ]);
}

function notesOf(sim: ReturnType<typeof refusalSim>, node: number) {
  return sim.trace.events.flatMap((e) =>
    e.kind === 'note' && e.node === node ? [{ t: e.t, text: e.text }] : [],
  );
}

function pongs(sim: ReturnType<typeof refusalSim>, from: number, to: number): number {
  return notesOf(sim, 1).filter((e) => e.text.startsWith('pong') && e.t >= from && e.t < to).length;
}

const refusedDrops = (sim: ReturnType<typeof refusalSim>) =>
  sim.trace.events.filter((e): e is Dropped => e.kind === 'msg.dropped' && e.reason === 'refused');

describe('ctx.refusePeers', () => {
  it('holds the session down both ways until lifted; both ends hear it break', () => {
    const sim = refusalSim([
      { delayUs: 100_000, nodes: [2] },
      { delayUs: 400_000, nodes: [] },
    ]);
    sim.runUntilSync(600_000);
    expect(pongs(sim, 0, 100_000)).toBeGreaterThan(5);
    expect(pongs(sim, 110_000, 400_000)).toBe(0);
    expect(pongs(sim, 420_000, 600_000)).toBeGreaterThan(5);
    expect(notesOf(sim, 1).map((e) => e.text)).toContain('disconnected 2');
    expect(notesOf(sim, 2).map((e) => e.text)).toContain('disconnected 1');
    const drops = refusedDrops(sim);
    expect(drops.length).toBeGreaterThan(10);
    expect(drops.every((e) => e.t >= 100_000 && e.t <= 400_000)).toBe(true);
  });

  it('a fault heal does not lift it', () => {
    const sim = refusalSim([{ delayUs: 100_000, nodes: [2] }]);
    sim.schedule(200_000, { kind: 'net.healAll' });
    sim.runUntilSync(500_000);
    expect(pongs(sim, 0, 100_000)).toBeGreaterThan(5);
    expect(pongs(sim, 110_000, 500_000)).toBe(0);
  });

  it("ends with the refusing node's process", () => {
    // Only the first incarnation refuses; the restarted node talks to node 2 again.
    const sim = refusalSim([{ delayUs: 50_000, nodes: [2] }], 1);
    sim.schedule(200_000, { kind: 'node.restart', node: 1, downForUs: 10_000 });
    sim.runUntilSync(500_000);
    expect(pongs(sim, 60_000, 200_000)).toBe(0);
    expect(pongs(sim, 250_000, 500_000)).toBeGreaterThan(5);
  });

  it('checkpoints hold the refusals', () => {
    const run = (restore: boolean) => {
      const sim = refusalSim([
        { delayUs: 100_000, nodes: [2] },
        { delayUs: 400_000, nodes: [] },
      ]);
      sim.runUntilSync(200_000);
      if (restore) {
        const cp = sim.snapshotSync();
        sim.runUntilSync(600_000);
        sim.restoreSync(cp);
      }
      sim.runUntilSync(600_000);
      return { hash: sim.hash(), pongs: pongs(sim, 200_000, 400_000) };
    };
    expect(run(true)).toEqual(run(false));
    expect(run(true).pongs).toBe(0);
  });

  it('a session already broken by a refusal is not announced again by a cut, nor early by a heal', () => {
    const breaks = (sim: ReturnType<typeof refusalSim>) =>
      notesOf(sim, 2)
        .filter((e) => e.text === 'disconnected 1')
        .map((e) => e.t);
    const cutToo = refusalSim([{ delayUs: 100_000, nodes: [2] }]);
    cutToo.schedule(150_000, { kind: 'link.cut', a: { nodes: [1] }, b: { nodes: [2] } });
    cutToo.runUntilSync(500_000);
    expect(breaks(cutToo)).toEqual([200_000]);

    // Still refused after the heal: the notice keeps its detection delay.
    const healed = refusalSim([{ delayUs: 100_000, nodes: [2] }]);
    healed.schedule(120_000, { kind: 'net.healAll' });
    healed.runUntilSync(500_000);
    expect(breaks(healed)).toEqual([200_000]);

    // Lifted while still cut: nothing resumes until the cut heals.
    const stillCut = refusalSim([
      { delayUs: 100_000, nodes: [2] },
      { delayUs: 50_000, nodes: [] },
    ]);
    stillCut.schedule(120_000, { kind: 'link.cut', a: { nodes: [1] }, b: { nodes: [2] } });
    stillCut.runUntilSync(500_000);
    expect(breaks(stillCut)).toEqual([200_000]);
  });
});
