import { describe, expect, it } from 'vitest';
import { SLOTS } from './msgid.ts';
import { notes, testSim } from './testing/sim.ts';
import type { Simulation } from './simulation.ts';
import type { KernelEvent } from './trace.ts';

type EventOf<K> = KernelEvent extends infer E
  ? E extends { kind: infer EK }
    ? K extends EK
      ? E
      : never
    : never
  : never;
const of = <K extends KernelEvent['kind']>(sim: Simulation, kind: K) =>
  sim.trace.events.filter((e): e is EventOf<K> => e.kind === kind);
const dropReasons = (sim: Simulation) => of(sim, 'msg.dropped').map((e) => e.reason);
const everyNodePonger = { node: 'all' as const, type: 'test.ponger', name: 'pong' };

// testTopology(3, 3, 3): dc1 = nodes 1-9 (racks dc1-r1 = 1-3, ...), dc2 = 10-18, dc3 = 19-27.
describe('faults', () => {
  it('node.down drops messages to it; node.up boots a fresh incarnation (volatile state lost)', () => {
    const sim = testSim([{ node: 5, type: 'test.ticker', name: 't', args: { periodUs: 1000, count: 100 } }]);
    sim.schedule(2500, { kind: 'node.down', node: 5 });
    sim.schedule(4000, { kind: 'node.up', node: 5 });
    sim.runUntilSync(2600);
    expect(sim.nodeStatus(5)).toBe('down');
    sim.runUntilSync(6100);
    expect(sim.nodeStatus(5)).toBe('up');
    expect(sim.incarnation(5)).toBe(2);
    // Ticks restart from 1 after the reboot at 4000: the old counter was wiped.
    expect(notes(sim, 5)).toEqual(['tick 1 at 1000', 'tick 2 at 2000', 'tick 1 at 5000', 'tick 2 at 6000']);
    expect(of(sim, 'node.down').map((e) => e.target)).toEqual([5]);
    expect(of(sim, 'node.up').map((e) => e.t)).toEqual([4000]);
  });
  it('a message to a down node is dropped with node-down', () => {
    const sim = testSim([
      everyNodePonger,
      { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 2, name: 'pong' }, count: 5 } },
    ]);
    sim.schedule(0, { kind: 'node.down', node: 2 });
    sim.runUntilSync(10_000);
    expect(dropReasons(sim)).toEqual(['node-down']);
  });
  it('node.restart is down then up after downForUs', () => {
    const sim = testSim([]);
    sim.schedule(100, { kind: 'node.restart', node: 7, downForUs: 500 });
    sim.runUntilSync(1000);
    expect(
      sim.trace.events
        .filter((e) => e.kind === 'node.down' || e.kind === 'node.up')
        .map((e) => [e.kind, e.t]),
    ).toEqual([
      ['node.down', 100],
      ['node.up', 600],
    ]);
    expect(sim.incarnation(7)).toBe(2);
  });
  it('rack.down / dc.down take every node of the set down, and up brings them back', () => {
    const sim = testSim([]);
    sim.schedule(10, { kind: 'rack.down', rack: 'dc2-r1' });
    sim.schedule(20, { kind: 'dc.down', dc: 'dc3' });
    sim.runUntilSync(30);
    const down = [...Array(27).keys()].map((i) => i + 1).filter((n) => sim.nodeStatus(n) === 'down');
    expect(down).toEqual([10, 11, 12, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
    sim.schedule(40, { kind: 'rack.up', rack: 'dc2-r1' });
    sim.schedule(40, { kind: 'dc.up', dc: 'dc3' });
    sim.runUntilSync(50);
    expect([10, 19, 27].map((n) => sim.nodeStatus(n))).toEqual(['up', 'up', 'up']);
  });
  it('rolling.restart restarts the set one by one', () => {
    const sim = testSim([]);
    sim.schedule(1000, {
      kind: 'rolling.restart',
      set: { racks: ['dc1-r2'] },
      intervalUs: 300,
      downForUs: 100,
    });
    sim.runUntilSync(5000);
    const steps = sim.trace.events.filter((e) => e.kind === 'node.down' || e.kind === 'node.up');
    expect(steps.map((e) => `${e.kind}:${'target' in e ? e.target : ''}@${e.t}`)).toEqual([
      'node.down:4@1000',
      'node.up:4@1100',
      'node.down:5@1300',
      'node.up:5@1400',
      'node.down:6@1600',
      'node.up:6@1700',
    ]);
  });
  it('link.cut drops across the cut with partition; link.heal restores delivery', () => {
    const sim = testSim([
      everyNodePonger,
      {
        node: 1,
        type: 'test.pinger',
        name: 'p',
        args: { peer: { node: 10, name: 'pong' }, count: 1000, thinkUs: 1000 },
      },
    ]);
    sim.runUntilSync(20_000);
    expect(dropReasons(sim)).toEqual([]);
    sim.command({ kind: 'link.cut', a: { dcs: ['dc1'] }, b: { nodes: [10] } });
    sim.runUntilSync(40_000);
    expect(dropReasons(sim)).toEqual(['partition']);
    expect(notes(sim, 1)).toEqual([]); // disconnect detection takes 100 ms
    sim.runUntilSync(200_000);
    expect(notes(sim, 1)).toEqual(['disconnected 10']);
  });
  it('a one-way cut drops a → b only; both ends hear the session broke', () => {
    const sim = testSim([
      { node: 1, type: 'test.watcher', name: 'w', args: { nodes: [10] } },
      { node: 10, type: 'test.watcher', name: 'w', args: { nodes: [1] } },
    ]);
    sim.command({ kind: 'link.cut', a: { nodes: [1] }, b: { nodes: [10] }, oneWay: true });
    sim.runUntilSync(300_000);
    expect(of(sim, 'link.cut')).toEqual([expect.objectContaining({ a: [1], b: [10], oneWay: true })]);
    expect(notes(sim, 1)).toEqual(['disconnected 10']);
    expect(notes(sim, 10)).toEqual(['disconnected 1']);
    // Pings both ways: 1 → 10 is dropped (1's ping, 1's pong to 10's ping), 10 → 1 still delivers.
    const s2 = testSim([
      everyNodePonger,
      { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 10, name: 'pong' }, count: 1 } },
      { node: 10, type: 'test.pinger', name: 'p', args: { peer: { node: 1, name: 'pong' }, count: 1 } },
    ]);
    s2.command({ kind: 'link.cut', a: { nodes: [1] }, b: { nodes: [10] }, oneWay: true });
    s2.runUntilSync(50_000);
    expect(of(s2, 'msg.dropped').map((e) => [e.reason, e.to.node])).toEqual([
      ['partition', 10],
      ['partition', 10],
    ]);
    expect(of(s2, 'msg.delivered').filter((e) => e.to.node === 1)).toHaveLength(1);
    // link.heal may name the pair either way round (the fold test checks what it heals).
    s2.command({ kind: 'link.heal', a: { nodes: [10] }, b: { nodes: [1] } });
    s2.runUntilSync(60_000);
    expect(of(s2, 'link.healed')).toHaveLength(1);
  });
  it('net.duplicate delivers a seeded share of messages twice, in per-pair order; healAll ends it', () => {
    const sim = testSim(
      [{ node: 'all', type: 'test.flooder', name: 'f', args: { initial: 20, ttl: 1_000_000 } }],
      { seed: 3 },
    );
    sim.command({ kind: 'net.duplicate', probability: 0.2 });
    sim.runUntilSync(3_000);
    const remote = (from: number) =>
      of(sim, 'msg.sent').filter((e) => e.from.node !== e.to.node && e.t >= from);
    // A copy is a msg.sent right after its original: same time, pair and message, the sender's next id.
    const copies = (sent: ReturnType<typeof remote>) =>
      sent.filter((e, i) => {
        const p = sent[i - 1];
        return p && p.id + SLOTS === e.id && p.t === e.t && p.msg === e.msg && p.to.node === e.to.node;
      }).length;
    const sent = remote(0);
    const dup = copies(sent);
    expect(dup / (sent.length - dup)).toBeGreaterThan(0.15);
    expect(dup / (sent.length - dup)).toBeLessThan(0.25);
    const last = new Map<string, number>();
    for (const e of sent) {
      const k = `${e.from.node}>${e.to.node}`;
      expect(e.deliverAt).toBeGreaterThanOrEqual(last.get(k) ?? -Infinity);
      last.set(k, e.deliverAt);
    }
    sim.command({ kind: 'net.healAll' });
    sim.runUntilSync(5_000);
    expect(remote(3_001).length).toBeGreaterThan(100);
    expect(copies(remote(3_001))).toBe(0);
  });
  it('messages in flight when a cut happens are dropped on delivery', () => {
    const sim = testSim([
      everyNodePonger,
      { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 19, name: 'pong' }, count: 1 } },
    ]);
    sim.schedule(1000, { kind: 'link.cut', a: { nodes: [1] }, b: { dcs: ['dc3'] } });
    sim.runUntilSync(20_000);
    expect(of(sim, 'msg.dropped').map((e) => [e.reason, e.t > 1000])).toEqual([['partition', true]]);
    sim.command({ kind: 'link.heal', a: { nodes: [1] }, b: { dcs: ['dc3'] } });
    sim.runUntilSync(21_000);
    expect(of(sim, 'link.healed')).toHaveLength(1);
  });
  it('net.loss drops a seeded fraction with loss; net.healAll clears it', () => {
    const sim = testSim(
      [{ node: 'all', type: 'test.flooder', name: 'f', args: { initial: 20, ttl: 1_000_000 } }],
      { seed: 3 },
    );
    sim.command({ kind: 'net.loss', probability: 0.2 });
    sim.runUntilSync(2_000);
    const sent = of(sim, 'msg.sent').length;
    const lost = dropReasons(sim).filter((r) => r === 'loss').length;
    expect(lost / sent).toBeGreaterThan(0.15);
    expect(lost / sent).toBeLessThan(0.25);
    const before = dropReasons(sim).length;
    sim.command({ kind: 'net.healAll' });
    sim.command({ kind: 'net.loss', probability: 0 });
    sim.runUntilSync(4_000);
    expect(dropReasons(sim).length).toBe(before);
  });
  it('link.delay adds latency between the sets, healAll removes it', () => {
    const sim = testSim([]);
    sim.command({ kind: 'link.delay', a: { nodes: [1] }, b: { nodes: [2] }, extraUs: 10_000 });
    sim.command({ kind: 'net.healAll' });
    sim.command({ kind: 'link.delay', a: { nodes: [3] }, b: { nodes: [2] }, extraUs: 7_000 });
    sim.runUntilSync(1);
    const s2 = testSim([
      everyNodePonger,
      { node: 3, type: 'test.pinger', name: 'p', args: { peer: { node: 2, name: 'pong' }, count: 1 } },
    ]);
    s2.command({ kind: 'link.delay', a: { nodes: [3] }, b: { nodes: [2] }, extraUs: 7_000 });
    s2.runUntilSync(100_000);
    const lat = of(s2, 'msg.sent').map((e) => e.deliverAt - e.t);
    expect(lat).toHaveLength(2);
    for (const us of lat) expect(us).toBeGreaterThanOrEqual(7_000 + 180);
    expect(of(sim, 'link.delay')).toHaveLength(2);
  });
});
