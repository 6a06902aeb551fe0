import { describe, expect, it } from 'vitest';
import { GRACE_US, SETTLE_US } from '../../checker.ts';
import { createBoardChecker, parseBoardSummary } from './board.ts';
import { flatGroup, testWorld } from '../../testing/fakeCtx.ts';
import { runChecker } from '../../testing/checkers.ts';
import { targetsFor } from '../targets.ts';
import { boardSummary } from '../replica.ts';
import type { TraceEvent } from '../../unions.ts';
import { createClusterSimulation } from '../../../cluster.ts';

const world = testWorld(5, [flatGroup([1, 2, 3, 4, 5], 3)]);
const PATH = 'gpc+/Root/db1';
const replicas = targetsFor(world, 'board', { kind: 'path', path: PATH })[0]!.replicas;
const owner = { node: 9, name: 'a1.1' };
const T0 = GRACE_US; // start after the initial grace so views are checked

function held(t: number, i: number, has: boolean): TraceEvent {
  const r = replicas[i]!;
  const summary = boardSummary(has ? [{ owner, payload: 'ep' }] : []);
  return {
    kind: 'replica.changed',
    subsystem: 'board',
    replica: r.name,
    key: PATH,
    summary,
    t,
    node: r.node,
  };
}
const start = (t: number): TraceEvent => ({
  kind: 'op.started',
  subsystem: 'board',
  op: 'board.subscribe',
  opId: 's@n5',
  key: PATH,
  t,
  node: 5,
});
const view = (t: number, payloads: string[]): TraceEvent => ({
  kind: 'board.view',
  subscriber: 's@n5',
  path: PATH,
  payloads,
  t,
  node: 5,
});

function run(events: TraceEvent[], endUs?: number): string[] {
  return runChecker(createBoardChecker(world), events, endUs);
}

describe('board invariant', () => {
  it('parses replica summaries', () => {
    expect([...parseBoardSummary('2 pub: n3/a1.4="x y" n5/a1.2="q\\"z"')]).toEqual([
      ['n3/a1.4', 'x y'],
      ['n5/a1.2', 'q"z'],
    ]);
    expect(parseBoardSummary('0 pub').size).toBe(0);
  });

  it('flags a later subscription that misses a publication held by a majority', () => {
    // nto_select 3: majority 2
    const pub = [held(T0, 0, true)];
    expect(run([...pub, start(T0 + 10), view(T0 + 20, [])])).toEqual([]); // 1 of 3: no quorum yet
    const v = run([...pub, held(T0, 1, true), start(T0 + 10), view(T0 + 20, [])]);
    expect(v).toHaveLength(1);
    expect(v[0]).toContain('misses n9/a1.1="ep"');
    expect(run([...pub, held(T0, 1, true), start(T0 + 10), view(T0 + 20, ['ep'])])).toEqual([]);
  });

  it('an earlier subscription gets SETTLE_US to receive the push', () => {
    const evs = [start(T0), held(T0 + 10, 0, true), held(T0 + 10, 1, true), held(T0 + 10, 2, true)];
    expect(run([...evs, view(T0 + 20, [])])).toEqual([]);
    expect(run([...evs, view(T0 + 20 + SETTLE_US, [])])).toHaveLength(1);
  });

  it('a dropped publication (publisher gone) is no longer required', () => {
    const evs = [0, 1, 2].map((i) => held(T0, i, true));
    const dropped = [held(T0 + 5, 0, false), held(T0 + 5, 1, false)];
    expect(run([...evs, start(T0 + 1), ...dropped, view(T0 + 10, [])])).toEqual([]);
  });

  it('views are not judged during faults or their grace period; finish checks the last view', () => {
    const evs: TraceEvent[] = [0, 1, 2].map((i) => held(T0, i, true));
    const cut: TraceEvent = { kind: 'link.cut', a: [5], b: [1, 2, 3], t: T0 + 1, node: 0 };
    const heal: TraceEvent = { kind: 'link.healed', a: [5], b: [1, 2, 3], t: T0 + 2, node: 0 };
    expect(run([...evs, start(T0), cut, view(T0 + 3, [])])).toEqual([]);
    expect(run([...evs, start(T0), cut, heal, view(T0 + 3, [])])).toEqual([]);
    expect(run([...evs, start(T0), cut, heal, view(T0 + 3, [])], T0 + 2 + GRACE_US)).toHaveLength(1);
    expect(run([...evs, start(T0), cut, heal, view(T0 + 3, [])], T0 + GRACE_US)).toEqual([]);
  });

  it('a replica node going down forgets what it held', () => {
    const evs: TraceEvent[] = [0, 1, 2].map((i) => held(T0, i, true));
    const down = (i: number): TraceEvent => ({
      kind: 'node.down',
      target: replicas[i]!.node,
      t: T0 + 1,
      node: 0,
    });
    const up = (i: number): TraceEvent => ({
      kind: 'node.up',
      target: replicas[i]!.node,
      t: T0 + 2,
      node: 0,
    });
    const late = view(T0 + 3 + GRACE_US, []);
    expect(run([...evs, down(0), up(0), start(T0 + 3), late])).toHaveLength(1); // 2 of 3 still hold it
    expect(run([...evs, down(0), up(0), down(1), up(1), start(T0 + 3), late])).toEqual([]);
  });
});

describe('board invariant on simulations', () => {
  const topology = world.topology;
  const config = world.config;
  it.each([1, 2, 3, 4, 5, 6])(
    'seed %i: publishers, subscribers, restarts and a partition: no violation',
    (seed) => {
      const s = createClusterSimulation({ topology, config, seed });
      const c = createBoardChecker({ topology, config, seed });
      const S = 1_000_000;
      s.schedule(0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1', publisher: 'ep' });
      s.schedule(0, { kind: 'board.subscribe', node: 2, path: PATH, subscriber: 'a' });
      s.schedule(S, { kind: 'board.publish', node: 3, path: PATH, payload: 'n3', publisher: 'ep' });
      s.schedule(2 * S, { kind: 'node.restart', node: 1 + (seed % 5), downForUs: S });
      s.schedule(5 * S, { kind: 'link.cut', a: { nodes: [2] }, b: { nodes: [4, 5] } });
      s.schedule(8 * S, { kind: 'link.heal', a: { nodes: [2] }, b: { nodes: [4, 5] } });
      s.schedule(30 * S, { kind: 'board.subscribe', node: 4, path: PATH, subscriber: 'b' });
      s.schedule(40 * S, { kind: 'board.unpublish', node: 3, publisher: 'ep' });
      s.schedule(41 * S, { kind: 'board.subscribe', node: 5, path: PATH, subscriber: 'c' });
      s.runUntilSync(60 * S);
      const out = s.trace.events.flatMap((e) => c.observe(e));
      out.push(...(c.finish?.(60 * S) ?? []));
      expect(out).toEqual([]);
      // the checker had something to check: later subscribers saw the surviving publication(s)
      const views = s.trace.events.filter((e) => e.kind === 'board.view');
      expect(views.length).toBeGreaterThan(2);
    },
  );
});
