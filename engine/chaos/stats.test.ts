import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../subsystems/unions.ts';
import cacheScenario from '../../public/scenarios/statestorage-is-a-cache.json';
import { createStaleResolveTracker } from '../subsystems/statestorage/invariants/statestorage-stale.ts';
import { parseScenario } from '../scenario/load.ts';
import { runScenarioSync } from '../scenario/runner.ts';
import { emptyStats, mergeStats, observeStats } from './stats.ts';
import { runChaos } from './runner.ts';

type OpKind = 'op.started' | 'op.quorum' | 'op.failed' | 'op.timeout';
const op = (kind: OpKind, opId: string, t: number, node = 1): TraceEvent =>
  ({
    kind,
    t,
    node,
    subsystem: 'board',
    op: 'board.subscribe',
    opId,
    key: '/p',
    ...(kind === 'op.started' ? {} : { detail: '' }),
  }) as TraceEvent;

describe('stale resolves', () => {
  it('count the explained StateStorage-is-a-cache outcome of the scenario, and add up over runs', () => {
    const p = parseScenario(cacheScenario);
    if (!p.ok) throw new Error(p.errors.join('\n'));
    const { sim } = runScenarioSync(p.scenario);
    const tracker = createStaleResolveTracker();
    const s = emptyStats();
    for (const e of sim.trace.events) {
      tracker.observe(e);
      observeStats(s, e);
    }
    expect(tracker.count).toBeGreaterThanOrEqual(1);
    expect(s.staleResolves).toBe(tracker.count);
    const total = emptyStats();
    mergeStats(total, s);
    mergeStats(total, s);
    expect(total.staleResolves).toBe(2 * tracker.count);
  });
});

describe('operation tallies', () => {
  it('count the first end of each started operation only', () => {
    const s = emptyStats();
    for (const e of [
      op('op.started', 'a', 1),
      op('op.quorum', 'a', 2),
      op('op.failed', 'a', 3), // the subscription lost its quorum later: not a second end
      op('op.started', 'b', 4),
      op('op.failed', 'b', 5),
      op('op.failed', 'b', 6),
      op('op.quorum', 'c', 7), // never started
      op('op.started', 'a', 8, 2), // same id on another node is another operation
      op('op.timeout', 'a', 9, 2),
      op('op.started', 'a', 10), // restarted actor, same id
      op('op.failed', 'a', 11),
    ])
      observeStats(s, e);
    expect(s.ops['board.board.subscribe']).toEqual({ started: 4, ok: 1, failed: 2, timeout: 1 });
  });

  it('never report more ends than starts in a chaos run', () => {
    for (const seed of [1, 2, 3]) {
      const r = runChaos({ seed, mode: 'within', preset: 'single-dc-8-racks' });
      for (const [k, t] of Object.entries(r.stats.ops))
        expect(t.ok + t.failed + t.timeout, `seed ${seed} ${k}`).toBeLessThanOrEqual(t.started);
    }
  });
});
