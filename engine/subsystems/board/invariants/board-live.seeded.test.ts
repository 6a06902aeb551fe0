/**
 * Seeded regression: chaos seed 3 (within, with the four-step reconfiguration, single-dc-8-racks)
 * moves the Board to a new ring group. Its real trace passes. A publication that reaches a majority
 * of the new group only, and a later view that misses it, is a violation: the checker judges by the
 * configuration nodes run, where the new group is the one counted. The same publication on the old,
 * poisoned group's replicas counts for nothing, so the same view is no violation.
 */
import { describe, expect, it } from 'vitest';
import { runChaos } from '../../../chaos/runner.ts';
import { loadPreset } from '../../../presets.ts';
import type { ClusterConfig } from '../../../model/config/types.ts';
import { targetsFor } from '../targets.ts';
import type { TraceEvent } from '../../unions.ts';
import { createBoardChecker } from './board.ts';
import { recorder as record } from '../../testing/checkers.ts';

const SEED = 3;
const PATH = 'gpc+/Root/late';
const S = 1_000_000;

const events: TraceEvent[] = [];
const recorder = record(events);
const result = runChaos({ seed: SEED, mode: 'within', reconfig: true, checkers: [recorder] });
const { topology, config } = loadPreset('single-dc-8-racks');
const world = { topology, config, seed: SEED };

const committed = events.filter(
  (e): e is Extract<TraceEvent, { kind: 'config.committed' }> => e.kind === 'config.committed',
);
const final = committed.at(-1)!;
const end = events.at(-1)!.t;

function violations(trace: readonly TraceEvent[]): string[] {
  const c = createBoardChecker(world);
  return [...trace.flatMap((e) => c.observe(e)), ...(c.finish?.(trace.at(-1)!.t) ?? [])];
}

/** A publication held by a majority of each counted group of `cfg`, then a view on n1 without it. */
function lateMiss(cfg: ClusterConfig): TraceEvent[] {
  const groups = targetsFor({ ...world, config: cfg }, 'board', { kind: 'path', path: PATH }).filter(
    (g) => g.counted,
  );
  const t0 = end + 20 * S;
  const sub: TraceEvent = {
    kind: 'op.started',
    t: t0,
    node: 1,
    subsystem: 'board',
    op: 'board.subscribe',
    opId: 'late@n1',
    key: PATH,
  };
  const held: TraceEvent[] = groups.flatMap((g) =>
    g.replicas.slice(0, g.majority).map((r) => ({
      kind: 'replica.changed' as const,
      t: t0 + S,
      node: r.node,
      subsystem: 'board' as const,
      replica: r.name,
      key: PATH,
      summary: '1 pub: n2/a9.1="late"',
    })),
  );
  const view: TraceEvent = {
    kind: 'board.view',
    t: t0 + 3 * S,
    node: 1,
    subscriber: 'late@n1',
    path: PATH,
    payloads: [],
  };
  return [sub, ...held, view];
}

describe('Board checker on chaos seed 3 with reconfiguration', () => {
  it('the run reconfigures the Board to a new group and breaks no invariant', () => {
    expect(result.violations).toEqual([]);
    expect(final.version).toBe(5);
    expect(events.filter((e) => e.kind === 'config.applied' && e.version === 5).length).toBe(
      topology.nodes.length,
    );
    expect(violations(events)).toEqual([]);
  });

  it('a publication only the added group holds, missed by a view: the checker fires', () => {
    const out = violations([...events, ...lateMiss(final.config)]);
    expect(out.filter((m) => m.includes('late@n1') && m.includes('"late"'))).toHaveLength(2);
  });

  it('the same publication on the removed group counts for nothing', () => {
    expect(violations([...events, ...lateMiss(config)])).toEqual([]);
  });
});
