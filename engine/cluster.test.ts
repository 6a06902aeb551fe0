import { describe, expect, it } from 'vitest';
import { createClusterSimulation, type ClusterSimulation } from './cluster.ts';
import type { TraceMode } from './kernel/recorder.ts';
import { loadPreset } from './presets.ts';
import { parseScenario } from './scenario/load.ts';
import { runScenarioSync } from './scenario/runner.ts';
import { KERNEL_EVENT_KINDS } from './kernel/trace.ts';
import { SUBSYSTEM_DESCRIPTORS, type Command, type TraceEvent } from './subsystems/index.ts';
import rollingRestart from '../public/scenarios/rolling-restart.json';

const T = '72075186224037888';
const { topology, config } = loadPreset('single-dc-8-racks');

/** Tablets electing through StateStorage and BlobStorage, a Board publication, a schema change, restarts. */
function workload(sim: ClusterSimulation): void {
  const at = (ms: number, c: Command) => sim.schedule(ms * 1000, c);
  at(10, { kind: 'tablet.boot', node: 6, tabletId: T });
  at(10, { kind: 'schemeshard.boot', node: 16, tabletId: '72057594046678944' });
  at(10, { kind: 'board.publish', node: 3, path: 'gpc+/Root/db1', payload: 'n3', publisher: 'ep' });
  at(20, { kind: 'board.subscribe', node: 12, path: 'gpc+/Root/db1', subscriber: 's' });
  at(30, { kind: 'schemeboard.subscribe', node: 5, path: '/Root/t' });
  at(400, { kind: 'schema.change', node: 2, op: 'create', path: '/Root/t', object: { type: 'dir' } });
  at(500, { kind: 'tablet.request', node: 9, tabletId: T });
  at(700, { kind: 'node.restart', node: 6, downForUs: 200_000 });
  at(900, { kind: 'tablet.boot', node: 11, tabletId: T });
  at(1500, { kind: 'tablet.request', node: 4, tabletId: T });
}

function run(mode: TraceMode, untilMs = 2500): ClusterSimulation {
  const sim = createClusterSimulation({ topology, config, seed: 3, traceMode: mode });
  workload(sim);
  sim.runUntilSync(untilMs * 1000);
  return sim;
}

describe('cluster simulation (kernel + every subsystem)', () => {
  it('full, stream and hash recording give one hash; stream keeps nothing and streams everything', () => {
    const full = run('full');
    const streamed: TraceEvent[] = [];
    const sim = createClusterSimulation({ topology, config, seed: 3, traceMode: 'stream' });
    sim.trace.subscribe((batch) => streamed.push(...batch));
    workload(sim);
    for (let t = 100_000; t <= 2_500_000; t += 100_000) {
      sim.runUntilSync(t);
      expect(sim.trace.events).toHaveLength(0);
    }
    expect(streamed).toEqual(full.trace.events);
    expect(sim.hash()).toBe(full.hash());
    expect(run('hash').hash()).toBe(full.hash());
    expect(full.trace.events.some((e) => e.kind === 'leader.elected' && e.generation >= 2)).toBe(true);
  });

  it('checkpoints resume to the same hash in every mode, with the BlobStorage log and node configs', () => {
    for (const mode of ['full', 'stream', 'hash'] as const) {
      const sim = createClusterSimulation({ topology, config, seed: 3, traceMode: mode });
      workload(sim);
      sim.schedule(600_000, { kind: 'config.apply', config, version: 2 });
      sim.runUntilSync(800_000); // the tablet's log holds generation 1; node 6 is down
      const cp = sim.snapshotSync();
      sim.runUntilSync(2_500_000);
      const [hash, count] = [sim.hash(), sim.trace.count];
      sim.restoreSync(cp);
      sim.runUntilSync(2_500_000);
      expect([sim.hash(), sim.trace.count]).toEqual([hash, count]);
      expect([sim.configVersion(6), sim.configVersion(1)]).toEqual([2, 2]);
    }
  });

  it('every event kind in a run is the kernel’s or declared by a subsystem descriptor', () => {
    const declared = new Set<string>([
      ...KERNEL_EVENT_KINDS,
      ...SUBSYSTEM_DESCRIPTORS.flatMap((d) => d.events),
    ]);
    const kinds = new Set(run('full').trace.events.map((e) => e.kind));
    expect([...kinds].filter((k) => !declared.has(k))).toEqual([]);
    expect(kinds.has('schema.view') && kinds.has('board.view') && kinds.has('tablet.resolved')).toBe(true);
  });
});

describe('config.apply in a scenario', () => {
  it('applying the same config mid-run changes nothing but the config.applied events', () => {
    const file: { readonly steps: readonly unknown[] } = rollingRestart;
    const parsed = (steps: readonly unknown[]) => {
      const r = parseScenario({ ...file, steps });
      if (!r.ok) throw new Error(r.errors.join('\n'));
      return r.scenario;
    };
    const plain = parsed(file.steps);
    // The scenario's own config, applied at 3 points of the rolling restart.
    const apply = [2_345, 7_000, 12_500].map((at, i) => ({
      at,
      do: { kind: 'config.apply', config: plain.config, version: i + 2 },
    }));
    const a = runScenarioSync(plain);
    const b = runScenarioSync(parsed([...file.steps, ...apply]));
    const strip = (events: readonly TraceEvent[]) => events.filter((e) => e.kind !== 'config.applied');
    expect(strip(b.sim.trace.events)).toEqual(strip(a.sim.trace.events));
    expect(b.expectations).toEqual(a.expectations);
    expect([a.ok, b.ok]).toEqual([true, true]);
    // Each application reaches the nodes up at its time (the rolling restart has one down at 2345 ms).
    for (const { at } of apply) {
      const down = new Set<number>();
      for (const e of a.sim.trace.events) {
        if (e.t > at * 1000) break;
        if (e.kind === 'node.down') down.add(e.target);
        if (e.kind === 'node.up') down.delete(e.target);
      }
      const reached = b.sim.trace.events.filter((e) => e.kind === 'config.applied' && e.t === at * 1000);
      expect(reached.map((e) => e.node)).toEqual(topology.nodes.map((n) => n.id).filter((n) => !down.has(n)));
    }
    expect(b.sim.trace.events.filter((e) => e.kind === 'config.applied' && e.t === 2_345_000)).toHaveLength(
      topology.nodes.length - 1,
    );
    expect(b.traceHash).not.toBe(a.traceHash);
  });

  it('a config.apply step is checked like any command', () => {
    const r = parseScenario({
      name: 't',
      description: '',
      preset: 'single-dc-8-racks',
      steps: [{ at: 1, do: { kind: 'config.apply', config: { statestorage: {} }, version: 0 } }],
    });
    expect(r.ok ? [] : r.errors).toEqual([
      'steps[0].do.config.statestorage.ringGroups: expected array (missing)',
      'steps[0].do.config.board: expected object (missing)',
      'steps[0].do.config.schemeboard: expected object (missing)',
      'steps[0].do.version: expected > 0, got number 0',
    ]);
  });
});
