/**
 * public/scenarios/statestorage-is-a-cache.json: a quorum forgets generation 4 and a client resolves
 * the generation-3 leader (a counted stale resolve), which BlobStorage's block keeps from serving.
 * Run again with a BlobStorage that never blocks, the stale leader serves and no-stale-service fires.
 */
import { describe, expect, it } from 'vitest';
import { createClusterSimulation } from '../../../cluster.ts';
import { parseScenario, type Scenario } from '../../../scenario/load.ts';
import { runScenarioSync } from '../../../scenario/runner.ts';
import { isDoStep } from '../../../scenario/schema.ts';
import { rewriteProxyReplies } from '../../../chaos/planted.ts';
import { SUBSYSTEM_DESCRIPTORS, type SubsystemDescriptor, type TraceEvent } from '../../index.ts';
import cacheScenario from '../../../../public/scenarios/statestorage-is-a-cache.json';
import { statestorageCheckers } from './statestorage.ts';
import { createStaleResolveTracker } from './statestorage-stale.ts';

function load(): Scenario {
  const p = parseScenario(cacheScenario);
  if (!p.ok) throw new Error(p.errors.join('\n'));
  return p.scenario;
}

/**
 * BlobStorage with the generation block taken out: the node's DS proxy acknowledges every block and
 * every write to its tablet, whatever the VDisks answered.
 */
const unfenced = (d: SubsystemDescriptor): SubsystemDescriptor =>
  rewriteProxyReplies(d, (m) =>
    m.kind === 'bs.blocked' || m.kind === 'bs.written' ? { ...m, ok: true } : m,
  );

function runWith(sc: Scenario, subsystems: readonly SubsystemDescriptor[]): TraceEvent[] {
  const sim = createClusterSimulation({
    topology: sc.topology,
    config: sc.config,
    seed: sc.file.seed,
    subsystems,
  });
  for (const s of sc.file.steps) if (isDoStep(s)) sim.schedule(s.at * 1000, s.do);
  sim.runUntilSync((sc.file.durationMs ?? 12_000) * 1000);
  return [...sim.trace.events];
}

const violations = (events: readonly TraceEvent[]) => {
  const checkers = statestorageCheckers.map((f) => f(undefined as never));
  return events.flatMap((e) => checkers.flatMap((c) => c.observe(e).map((m) => `${c.name}: ${m}`)));
};
const staleCount = (events: readonly TraceEvent[]) => {
  const t = createStaleResolveTracker();
  for (const e of events) t.observe(e);
  return t.count;
};

describe('StateStorage is a cache (scenario)', () => {
  it('meets every expectation: a stale resolve, counted, and no stale service', () => {
    const r = runScenarioSync(load());
    expect(r.expectations.filter((x) => !x.ok)).toEqual([]);
    expect(r.violations).toEqual([]);
    expect(staleCount(r.sim.trace.events)).toBeGreaterThanOrEqual(1);
  });

  it('the same commands on the cluster: the stale leader is fenced', () => {
    const events = runWith(load(), SUBSYSTEM_DESCRIPTORS);
    expect(staleCount(events)).toBeGreaterThanOrEqual(1);
    expect(violations(events)).toEqual([]);
  });

  it('without the BlobStorage block the stale leader serves: no-stale-service fires', () => {
    const events = runWith(load(), SUBSYSTEM_DESCRIPTORS.map(unfenced));
    const fired = violations(events).filter((v) => v.startsWith('no-stale-service'));
    expect(fired.length).toBeGreaterThanOrEqual(1);
    expect(fired[0]).toContain('at gen 3');
  });
});
