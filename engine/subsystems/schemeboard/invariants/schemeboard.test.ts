import { describe, expect, it } from 'vitest';
import { createSchemeBoardChecker } from './schemeboard.ts';
import { GRACE_US } from '../../checker.ts';
import { flatGroup, testWorld } from '../../testing/fakeCtx.ts';
import { runChecker } from '../../testing/checkers.ts';
import type { TraceEvent } from '../../unions.ts';
import { createClusterSimulation } from '../../../cluster.ts';

const world = testWorld(5, [flatGroup([1, 2, 3, 4, 5], 3)]);
const P = '/Root/t';
const view = (t: number, node: number, generation: number, version: number, deleted = false): TraceEvent => ({
  kind: 'schema.view',
  path: P,
  version,
  generation,
  deleted,
  t,
  node,
});
const sub = (t: number, node: number): TraceEvent => ({
  kind: 'op.started',
  subsystem: 'schemeboard',
  op: 'sb.subscribe',
  opId: `n${node}/a1.1`,
  key: P,
  t,
  node,
});
const committed = (t: number, version: number): TraceEvent => ({
  kind: 'schema.committed',
  path: P,
  version,
  generation: 2,
  t,
  node: 1,
});

function run(events: TraceEvent[], endUs?: number): string[] {
  return runChecker(createSchemeBoardChecker(world), events, endUs);
}

describe('schemeboard invariant', () => {
  it('flags a cache going backwards, per node; a newer generation may restart versions', () => {
    expect(run([view(1, 2, 2, 3), view(2, 2, 2, 2)])).toHaveLength(1);
    expect(run([view(1, 2, 2, 3), view(2, 2, 2, 3)])).toHaveLength(1);
    expect(run([view(1, 2, 2, 3), view(2, 3, 2, 1), view(3, 2, 3, 1)])).toEqual([]);
  });

  it('a restarted node starts a new history', () => {
    const down: TraceEvent = { kind: 'node.down', target: 2, t: 5, node: 0 };
    expect(run([view(1, 2, 2, 3), down, view(6, 2, 2, 1)])).toEqual([]);
  });

  it('finish: every live subscriber shows at least the committed version once quiet', () => {
    const base = [sub(0, 2), sub(0, 3), committed(10, 2), view(11, 2, 2, 2)];
    const end = 10 + GRACE_US;
    expect(run(base, end)).toEqual(['n3 /Root/t: shows nothing, SchemeShard committed v2']);
    expect(run([...base, view(12, 3, 2, 1)], end)).toHaveLength(1);
    expect(run([...base, view(12, 3, 2, 2)], end)).toEqual([]);
    // a fault during the grace period postpones the judgement
    const cut: TraceEvent = { kind: 'link.cut', a: [3], b: [1], t: 20, node: 0 };
    expect(run([...base, cut], end)).toEqual([]);
  });
});

describe('schemeboard invariant on simulations', () => {
  it.each([1, 2, 3, 4])(
    'seed %i: changes with a restart and a partition: no violation, and converged',
    (seed) => {
      const { topology, config } = world;
      const s = createClusterSimulation({ topology, config, seed });
      const c = createSchemeBoardChecker(world);
      const S = 1_000_000;
      s.schedule(0, { kind: 'schemeshard.boot', node: 1, tabletId: '72057594046678944' });
      for (const n of [2, 3, 4, 5]) s.schedule(10_000, { kind: 'schemeboard.subscribe', node: n, path: P });
      s.schedule(S, {
        kind: 'schema.change',
        node: 2,
        op: 'create',
        path: P,
        object: { type: 'topic', partitions: 2 },
      });
      const restarted = 2 + (seed % 3);
      s.schedule(2 * S, { kind: 'node.restart', node: restarted, downForUs: S });
      s.schedule(3 * S + 10_000, { kind: 'schemeboard.subscribe', node: restarted, path: P });
      s.schedule(2 * S, { kind: 'link.cut', a: { nodes: [5] }, b: { nodes: [1, 2, 3, 4] } });
      s.schedule(3 * S, {
        kind: 'schema.change',
        node: 3,
        op: 'alter',
        path: P,
        object: { type: 'topic', partitions: 4 },
      });
      s.schedule(6 * S, { kind: 'link.heal', a: { nodes: [5] }, b: { nodes: [1, 2, 3, 4] } });
      s.schedule(7 * S, { kind: 'schema.change', node: 4, op: 'drop', path: P });
      s.runUntilSync(30 * S);
      const out = s.trace.events.flatMap((e) => c.observe(e));
      out.push(...(c.finish?.(30 * S) ?? []));
      expect(out).toEqual([]);
      const last = s.trace.events.filter((e) => e.kind === 'schema.view' && e.node === 5).at(-1);
      const committed = s.trace.events.filter((e) => e.kind === 'schema.committed' && e.path === P).at(-1);
      expect(committed).toBeTruthy();
      // the partitioned node caught up with the final drop
      expect(last).toMatchObject({ version: (committed as { version: number }).version, deleted: true });
    },
  );
});
