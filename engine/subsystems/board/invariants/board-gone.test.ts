import { describe, expect, it } from 'vitest';
import { createBoardGoneChecker, goneBoundUs } from './board-gone.ts';
import { flatGroup, testWorld } from '../../testing/fakeCtx.ts';
import { boardSummary, boardReplica } from '../replica.ts';
import type { BoardInbox } from '../messages.ts';
import type { Behaviour } from '../../../kernel/actor.ts';
import { SUBSYSTEM_DESCRIPTORS, type TraceEvent } from '../../index.ts';
import { createClusterSimulation } from '../../../cluster.ts';

const world = testWorld(5, [flatGroup([1, 2, 3, 4, 5], 3)]);
const PATH = 'gpc+/Root/db1';
const T = goneBoundUs(world);
const owner = { node: 4, name: 'a1.1' };

const ev = (e: Record<string, unknown>, t: number, node = 0) => ({ ...e, t, node }) as TraceEvent;
const published = (t: number) => [
  ev({ kind: 'op.started', subsystem: 'board', op: 'publish', opId: 'n4/a1.1', key: PATH }, t, 4),
  ev(
    {
      kind: 'replica.changed',
      subsystem: 'board',
      replica: 'ssb:0:0:0',
      key: PATH,
      summary: boardSummary([{ owner, payload: 'ep' }]),
    },
    t,
    1,
  ),
];
const view = (t: number, payloads: string[]) =>
  ev({ kind: 'board.view', subscriber: 's@n2', path: PATH, payloads }, t, 2);
const run = (events: TraceEvent[]) => {
  const c = createBoardGoneChecker(world);
  return events.flatMap((e) => c.observe(e));
};

describe('board: no view lists a gone publication', () => {
  it('the bound is the disconnect detection plus two hops', () => {
    expect(T).toBe(200_000);
    expect(goneBoundUs({ ...world, disconnectDetectUs: 1_000_000 } as typeof world)).toBe(1_100_000);
  });

  it('flags a view later than the bound after the publisher node went down', () => {
    const down = ev({ kind: 'node.down', target: 4 }, 10);
    expect(run([...published(0), down, view(10 + T, ['ep'])])).toEqual([]);
    const v = run([...published(0), down, view(11 + T, ['ep'])]);
    expect(v).toHaveLength(1);
    expect(v[0]).toContain('lists "ep" of n4/a1.1, gone since 10 us');
    expect(run([...published(0), down, view(11 + T, [])])).toEqual([]);
  });

  it('an unpublish (poison to the publisher) counts as gone; another live publisher of the payload does not', () => {
    const poison = ev(
      {
        kind: 'msg.sent',
        id: 1,
        from: { node: 4, name: 'board-agent' },
        to: owner,
        msg: 'sys.poison',
        deliverAt: 11,
      },
      10,
      4,
    );
    expect(run([...published(0), poison, view(11 + T, ['ep'])])).toHaveLength(1);
    const other = [
      ev({ kind: 'op.started', subsystem: 'board', op: 'publish', opId: 'n5/a1.1', key: PATH }, 5, 5),
      ev(
        {
          kind: 'replica.changed',
          subsystem: 'board',
          replica: 'ssb:0:1:0',
          key: PATH,
          summary: boardSummary([{ owner: { node: 5, name: 'a1.1' }, payload: 'ep' }]),
        },
        6,
        2,
      ),
    ];
    expect(run([...published(0), ...other, poison, view(11 + T, ['ep'])])).toEqual([]);
  });
});

/** A replica without the protection: it keeps entries when the publisher's session breaks. */
const leakyReplica: Behaviour<unknown> = {
  ...(boardReplica as Behaviour<unknown>),
  receive(s, env, ctx) {
    if ((env.msg as BoardInbox).kind === 'sys.disconnected') return;
    return (boardReplica as Behaviour<unknown>).receive(s, env, ctx);
  },
};

describe('board gone-publication invariant on simulations', () => {
  const S = 1_000_000;
  function simulate(leaky: boolean, seed: number): string[] {
    const subsystems = SUBSYSTEM_DESCRIPTORS.map((d) =>
      leaky && d.id === 'board'
        ? { ...d, behaviours: d.behaviours.map((b) => (b.type === boardReplica.type ? leakyReplica : b)) }
        : d,
    );
    const s = createClusterSimulation({ topology: world.topology, config: world.config, seed, subsystems });
    const c = createBoardGoneChecker(world);
    s.schedule(0, { kind: 'board.publish', node: 1, path: PATH, payload: 'n1', publisher: 'ep' });
    s.schedule(0, { kind: 'board.subscribe', node: 2, path: PATH, subscriber: 'a' });
    s.schedule(S, { kind: 'node.restart', node: 1, downForUs: S });
    // a later change makes the subscriber emit a new view
    s.schedule(3 * S, { kind: 'board.publish', node: 3, path: PATH, payload: 'n3', publisher: 'ep' });
    s.runUntilSync(5 * S);
    // the subscriber did show a new view after the death
    const last = s.trace.events.filter((e) => e.kind === 'board.view').at(-1);
    expect(last?.kind === 'board.view' && last.t > 3 * S && last.payloads.includes('n3')).toBe(true);
    return s.trace.events.flatMap((e) => c.observe(e));
  }

  it.each([1, 2, 3])('seed %i: a publisher node dies: quiet with the real replica', (seed) => {
    expect(simulate(false, seed)).toEqual([]);
  });

  it.each([1, 2, 3])('seed %i: fires when replicas keep a dead publisher entry', (seed) => {
    const v = simulate(true, seed);
    expect(v.length).toBeGreaterThan(0);
    expect(v[0]).toContain('lists "n1"');
  });
});
