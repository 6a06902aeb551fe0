import { describe, expect, expectTypeOf, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import {
  clusterStatusFold,
  downDomains,
  downNodes,
  FAULT_EVENT_KINDS,
  isCutNow,
  isQuiet,
  nodeHealth,
  type FaultEventKind,
} from './clusterStatus.ts';
import { foldEvents, runFolds, startFold } from './fold.ts';
import type { FaultCommand } from '../kernel/faults.ts';
import type { FaultEvent } from '../kernel/trace.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import { createClusterSimulation } from '../cluster.ts';

const world = loadPreset('mirror-3-dc');
const at = (t: number, e: object) => ({ t, node: 0, ...e }) as TraceEvent;

describe('clusterStatusFold', () => {
  it('tracks node health, whole racks and DCs', () => {
    const s = foldEvents(clusterStatusFold, world, [
      at(1, { kind: 'node.down', target: 1 }),
      at(2, { kind: 'node.down', target: 2 }),
      at(3, { kind: 'node.crashed', target: 3 }),
      at(4, { kind: 'node.down', target: 4 }),
      at(5, { kind: 'node.up', target: 4 }),
    ]);
    expect(downNodes(s)).toEqual([1, 2, 3]);
    expect(nodeHealth(s, 3)).toBe('crashed');
    expect(nodeHealth(s, 4)).toBe('up');
    expect(downDomains(s, world.topology)).toEqual({ racks: ['dc1-r1'], dcs: [], piles: [] });
    expect(s.lastFaultAt).toBe(5);
  });

  it('cuts both directions, heals pairs, and healAll ends loss and delays', () => {
    const s = clusterStatusFold.init(world);
    clusterStatusFold.step(s, at(1, { kind: 'link.cut', a: [1], b: [2, 3] }));
    clusterStatusFold.step(s, at(2, { kind: 'net.loss', probability: 0.1 }));
    clusterStatusFold.step(s, at(3, { kind: 'link.delay', a: [1], b: [5], extraUs: 100 }));
    expect(isCutNow(s, 3, 1)).toBe(true);
    clusterStatusFold.step(s, at(4, { kind: 'link.healed', a: [1], b: [2] }));
    expect(isCutNow(s, 1, 2)).toBe(false);
    expect(isCutNow(s, 1, 3)).toBe(true);
    expect(isQuiet(s, 10, 0)).toBe(false);
    const all = world.topology.nodes.map((n) => n.id);
    clusterStatusFold.step(s, at(5, { kind: 'link.healed', a: all, b: all }));
    expect(s.cuts.size + s.delays.size + s.loss).toBe(0);
    expect(isQuiet(s, 10, 5)).toBe(true);
    expect(isQuiet(s, 10, 6)).toBe(false);
  });

  it('a one-way cut drops one direction; link.healed and healAll heal it', () => {
    const s = clusterStatusFold.init(world);
    clusterStatusFold.step(s, at(1, { kind: 'link.cut', a: [1], b: [2, 3], oneWay: true }));
    clusterStatusFold.step(s, at(2, { kind: 'net.duplicate', probability: 0.3 }));
    expect([isCutNow(s, 1, 2), isCutNow(s, 1, 3), isCutNow(s, 2, 1), isCutNow(s, 3, 1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(s.duplicate).toBe(0.3);
    clusterStatusFold.step(s, at(3, { kind: 'link.healed', a: [2], b: [1] }));
    expect([isCutNow(s, 1, 2), isCutNow(s, 1, 3)]).toEqual([false, true]);
    const all = world.topology.nodes.map((n) => n.id);
    clusterStatusFold.step(s, at(4, { kind: 'link.healed', a: all, b: all }));
    expect(s.cuts.size + s.duplicate).toBe(0);
  });
});

describe('fault event kinds', () => {
  it('are every fault of the trace (annotations and config events are not faults)', () => {
    type NotFaults =
      | 'config.changed'
      | 'config.applied'
      | 'cluster.joined'
      | 'invariant.violated'
      | 'expect.met'
      | 'expect.failed';
    expectTypeOf<FaultEventKind>().toEqualTypeOf<Exclude<FaultEvent['kind'], NotFaults>>();
    expect([...FAULT_EVENT_KINDS].sort()).toEqual([
      'link.cut',
      'link.delay',
      'link.healed',
      'net.duplicate',
      'net.loss',
      'node.crashed',
      'node.down',
      'node.up',
    ]);
  });

  it('each one is folded: it dates the last fault', () => {
    const all = world.topology.nodes.map((n) => n.id);
    const sample: Record<FaultEventKind, object> = {
      'node.down': { target: 1 },
      'node.crashed': { target: 2, error: 'boom' },
      'node.up': { target: 1 },
      'link.cut': { a: [1], b: [2] },
      'link.healed': { a: all, b: all },
      'net.loss': { probability: 0.2 },
      'net.duplicate': { probability: 0.2 },
      'link.delay': { a: [1], b: [2], extraUs: 50 },
    };
    const s = clusterStatusFold.init(world);
    FAULT_EVENT_KINDS.forEach((kind, i) => {
      clusterStatusFold.step(s, at(10 + i, { kind, ...sample[kind] }));
      expect(s.lastFaultAt, kind).toBe(10 + i);
    });
    clusterStatusFold.step(s, at(99, { kind: 'note', text: 'not a fault' }));
    expect(s.lastFaultAt).toBe(10 + FAULT_EVENT_KINDS.length - 1);
  });

  it('agrees with the scheduler after every fault command', () => {
    const commands: Record<FaultCommand['kind'], FaultCommand> = {
      'node.down': { kind: 'node.down', node: 1 },
      'node.up': { kind: 'node.up', node: 1 },
      'node.restart': { kind: 'node.restart', node: 2, downForUs: 30_000 },
      'rack.down': { kind: 'rack.down', rack: 'dc1-r2' },
      'rack.up': { kind: 'rack.up', rack: 'dc1-r2' },
      'dc.down': { kind: 'dc.down', dc: 'dc2' },
      'dc.up': { kind: 'dc.up', dc: 'dc2' },
      'node.add': { kind: 'node.add', node: 2 },
      'rack.add': { kind: 'rack.add', rack: 'dc1-r2' },
      'dc.add': { kind: 'dc.add', dc: 'dc2' },
      'rolling.restart': {
        kind: 'rolling.restart',
        set: { racks: ['dc3-r1'] },
        intervalUs: 20_000,
        downForUs: 10_000,
      },
      'link.cut': { kind: 'link.cut', a: { dcs: ['dc1'] }, b: { dcs: ['dc3'] } },
      'link.heal': { kind: 'link.heal', a: { racks: ['dc1-r1'] }, b: { dcs: ['dc3'] } },
      'net.healAll': { kind: 'net.healAll' },
      'net.loss': { kind: 'net.loss', probability: 0.1 },
      'net.duplicate': { kind: 'net.duplicate', probability: 0.05 },
      'link.delay': { kind: 'link.delay', a: { nodes: [4] }, b: { nodes: [5] }, extraUs: 700 },
      'config.apply': { kind: 'config.apply', config: world.config, version: 2 },
    };
    const sim = createClusterSimulation({ topology: world.topology, config: world.config, seed: 1 });
    const status = startFold(clusterStatusFold, world);
    const kinds = new Set<string>();
    let seen = 0;
    Object.values(commands).forEach((c, i) => {
      sim.schedule(i * 100_000, c);
      sim.runUntilSync(i * 100_000 + 99_000);
      runFolds([status], sim.trace.events.slice(seen), (e) => kinds.add(e.kind));
      seen = sim.trace.events.length;
      for (const n of world.topology.nodes)
        expect(nodeHealth(status.state, n.id), c.kind).toBe(sim.nodeStatus(n.id));
      if (c.kind === 'link.cut') expect(isCutNow(status.state, 19, 1)).toBe(true);
      if (c.kind === 'link.cut') expect(isCutNow(status.state, 1, 19)).toBe(true);
      if (c.kind === 'link.heal')
        expect([isCutNow(status.state, 1, 19), isCutNow(status.state, 4, 19)]).toEqual([false, true]);
    });
    expect(FAULT_EVENT_KINDS.filter((k) => !kinds.has(k))).toEqual(['node.crashed']);
    expect(status.state.cuts.size).toBe(0);
    expect(status.state.loss).toBe(0.1);
    expect(status.state.duplicate).toBe(0.05);
    expect(status.state.delays.get('4>5')).toBe(700);
  });
});
