import { describe, expect, it } from 'vitest';
import { notes, testSim } from './testing/sim.ts';
import { TESTING_BEHAVIOURS } from './testing/index.ts';
import type { ServiceSpec } from './nodestate.ts';
import type { TraceMode } from './recorder.ts';
import { exportJson, importTrace, replayTrace } from './traceio.ts';
import { z } from 'zod';
import { nodeIdSchema } from './commands.ts';
import type { FaultCommand } from './faults.ts';
import type { Simulation } from './simulation.ts';
import type { KernelSubsystem } from './subsystem.ts';

const pong: ServiceSpec = { node: 'all', type: 'test.ponger', name: 'pong' };
const pingers: ServiceSpec[] = [1, 5, 14, 22].map((n, k) => ({
  node: n,
  type: 'test.pinger',
  name: 'p',
  args: { peer: { node: 27 - 2 * k, name: 'pong' }, count: 40, thinkUs: 300 + 100 * k, verbose: true },
}));
const scenario: ServiceSpec[] = [
  pong,
  ...pingers,
  { node: 'all', type: 'test.flooder', name: 'f', args: { initial: 2, ttl: 100 } },
  { node: 9, type: 'test.ticker', name: 't', args: { periodUs: 333, count: 100 } },
  { node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [3, 10] } },
];
const faults: [number, FaultCommand][] = [
  [20_000, { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [30_000, { kind: 'node.down', node: 10 }],
  [35_000, { kind: 'net.loss', probability: 0.05 }],
  [50_000, { kind: 'rolling.restart', set: { racks: ['dc3-r1'] }, intervalUs: 5_000, downForUs: 2_000 }],
  [60_000, { kind: 'link.heal', a: { dcs: ['dc1'] }, b: { dcs: ['dc2'] } }],
  [61_000, { kind: 'node.up', node: 10 }],
  [70_000, { kind: 'link.delay', a: { nodes: [1] }, b: { dcs: ['dc3'] }, extraUs: 3_000 }],
];

function run(seed: number, withFaults = true, chunkUs = 200_000, mode: TraceMode = 'full'): Simulation {
  const sim = testSim(scenario, { seed, traceMode: mode });
  if (withFaults) for (const [at, c] of faults) sim.schedule(at, c);
  for (let t = chunkUs; t <= 200_000; t += chunkUs) sim.runUntilSync(t);
  return sim;
}

describe('simulation', () => {
  it('same seed → same hash; different seeds → different hashes (with and without faults)', () => {
    const hashes = new Set<string>();
    for (const seed of [1, 2, 3, 99]) {
      for (const f of [true, false]) {
        const h = run(seed, f).hash();
        expect(run(seed, f).hash()).toBe(h);
        hashes.add(h);
      }
    }
    expect(hashes.size).toBe(8);
  });
  it('the hash does not depend on how runUntil chops time, nor on the trace mode', () => {
    const h = run(7).hash();
    expect(run(7, true, 1_000).hash()).toBe(h);
    expect(run(7, true, 25_000).hash()).toBe(h);
    expect(run(7, true, 200_000, 'hash').hash()).toBe(h);
  });
  it('a message to a missing actor is dropped with no-actor and the sender gets sys.undelivered', () => {
    const sim = testSim([
      { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 2, name: 'nobody' }, count: 1 } },
    ]);
    sim.runUntilSync(10_000);
    const drops = sim.trace.events.filter((e) => e.kind === 'msg.dropped');
    expect(drops.map((e) => (e.kind === 'msg.dropped' ? [e.reason, e.node] : []))).toEqual([['no-actor', 2]]);
    expect(notes(sim, 1)).toEqual(['undelivered test.ping to nobody']);
  });
  it('watchers learn of a node going down after disconnectDetectUs', () => {
    const sim = testSim([{ node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [3] } }], {
      disconnectDetectUs: 5_000,
    });
    sim.schedule(1_000, { kind: 'node.down', node: 3 });
    sim.runUntilSync(5_999);
    expect(notes(sim)).toEqual([]);
    sim.runUntilSync(7_000);
    const got = sim.trace.events.filter((e) => e.kind === 'note');
    expect(got.map((e) => e.node)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
    ]);
    expect(new Set(got.map((e) => e.t))).toEqual(new Set([6_000]));
  });
  it('an actor that throws crashes its node (node.crashed, status crashed); node.up restarts it', () => {
    const sim = testSim([
      { node: 6, type: 'test.thrower', name: 'x' },
      { node: 6, type: 'test.ticker', name: 't', args: { periodUs: 1_000, count: 100 } },
      { node: 2, type: 'test.bomber', name: 'b', args: { target: { node: 6, name: 'x' }, delayUs: 2_500 } },
      { node: 'all', type: 'test.watcher', name: 'w', args: { nodes: [6] } },
    ]);
    sim.runUntilSync(2_000);
    expect(sim.nodeStatus(6)).toBe('up');
    sim.runUntilSync(10_000);
    expect(sim.nodeStatus(6)).toBe('crashed');
    const crash = sim.trace.events.filter((e) => e.kind === 'node.crashed');
    expect(crash.map((e) => (e.kind === 'node.crashed' ? [e.target, e.error] : []))).toEqual([
      [6, "test.thrower x on 'test.boom': boom"],
    ]);
    expect(notes(sim, 6)).toEqual(['tick 1 at 1000', 'tick 2 at 2000']); // no ticks after the crash
    sim.runUntilSync(110_000);
    expect(notes(sim, 3)).toEqual(['disconnected 6']); // peers see the session break
    sim.command({ kind: 'node.up', node: 6 });
    sim.runUntilSync(111_500);
    expect(sim.nodeStatus(6)).toBe('up');
    expect(notes(sim, 6).slice(2)).toEqual(['tick 1 at 111000']);
  });
  it('a boot that throws crashes the node instead of hanging the run', () => {
    const sim = testSim([{ node: 3, type: 'no.such.behaviour', name: 'z' }]);
    sim.runUntilSync(1_000);
    expect(sim.nodeStatus(3)).toBe('crashed');
    expect(sim.nodeStatus(4)).toBe('up');
  });
  it('replays an exported trace to the same hash (JSON round trip)', async () => {
    const sim = run(5);
    const json = exportJson(sim.export());
    const back = importTrace(json);
    expect(back.events.length).toBe(sim.trace.events.length);
    const { sim: again, sameHash } = await replayTrace(back, { extraBehaviours: TESTING_BEHAVIOURS });
    expect(sameHash).toBe(true);
    expect(again.trace.events).toEqual(sim.trace.events);
    expect(() => importTrace('{"version":2}')).toThrow(/version/);
    expect(() => importTrace('{"version":1,\n"version":1}')).toThrow(
      'trace import: version: duplicate key "version" (line 2, column 1)',
    );
    expect(() => importTrace('{"__proto__":{"version":1}}')).toThrow(
      /__proto__: key "__proto__" is not allowed/,
    );
  });
  it('restores a checkpoint and replays to the same hash (time travel)', () => {
    const sim = testSim(scenario, { seed: 11 });
    for (const [at, c] of faults) sim.schedule(at, c);
    sim.runUntilSync(45_000);
    const cp = sim.snapshotSync();
    sim.runUntilSync(200_000);
    const h = sim.hash();
    const n = sim.trace.events.length;
    sim.restoreSync(cp);
    expect(sim.now).toBe(45_000);
    expect(sim.trace.events.length).toBeLessThan(n);
    sim.runUntilSync(200_000);
    expect(sim.hash()).toBe(h);
    expect(sim.trace.events.length).toBe(n);
  });
  it('node commands go from USER to the command service their subsystem names', () => {
    // A subsystem as the kernel sees it: one command kind, received by the ponger on every node.
    const probe: KernelSubsystem = {
      id: 'probe',
      behaviours: [],
      commands: {
        schemas: [z.strictObject({ kind: z.literal('probe.poke'), node: nodeIdSchema })],
        service: 'pong',
      },
      bootstrap: (boot) => boot.spawnService('test.ponger', 'pong', {}),
    };
    const sim = testSim<FaultCommand | { kind: 'probe.poke'; node: number }>([], { subsystems: [probe] });
    sim.command({ kind: 'probe.poke', node: 4 });
    sim.runUntilSync(1_000);
    const sent = sim.trace.events.find((e) => e.kind === 'msg.sent');
    expect(sent && sent.kind === 'msg.sent' ? [sent.from, sent.to, sent.msg, sent.deliverAt] : null).toEqual([
      { node: 0, name: 'user' },
      { node: 4, name: 'pong' },
      'cmd',
      0,
    ]);
    expect(() => sim.command({ kind: 'probe.poke', node: 99 })).toThrow(/unknown node 99/);
    const bare = testSim<FaultCommand | { kind: 'probe.poke'; node: number }>([]);
    expect(() => bare.command({ kind: 'probe.poke', node: 4 })).toThrow(
      "no subsystem handles command 'probe.poke'",
    );
  });
  it('streams every event to listeners, once, in order', () => {
    const sim = testSim(scenario, { seed: 2 });
    const got: unknown[] = [];
    let calls = 0;
    const off = sim.trace.subscribe((evs) => {
      calls++;
      got.push(...evs);
    });
    sim.runUntilSync(10_000);
    const seen = sim.trace.events.length;
    off();
    sim.runUntilSync(20_000);
    expect(calls).toBeGreaterThan(10);
    expect(got).toEqual(sim.trace.events.slice(0, seen));
    expect(sim.trace.events.length).toBeGreaterThan(seen);
  });
});
