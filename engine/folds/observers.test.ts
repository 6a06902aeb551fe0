import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPreset } from '../presets.ts';
import type { TraceEvent } from '../subsystems/unions.ts';
import {
  boardLabel,
  boardViewOf,
  emptyObservers,
  foldObserverEvent,
  foldObservers,
  leaderOf,
  nodeTabletKey,
  observersFold,
  schemaObserverKey,
  schemaViewOf,
} from './observers.ts';

const T = '72075186224037888';
const actor = (node: number, name = 'a1.1') => ({ node, name });
const elected = (t: number, node: number, generation: number): TraceEvent => ({
  kind: 'leader.elected',
  tabletId: T,
  generation,
  actor: actor(node),
  t,
  node,
});
const down = (t: number, target: number): TraceEvent => ({ kind: 'node.down', target, t, node: 0 });
const view = (t: number, node: number, payloads: string[]): TraceEvent => ({
  kind: 'board.view',
  subscriber: `sub-n${node}@n${node}`,
  path: 'gpc+/Root/db1',
  payloads,
  t,
  node,
});
const schemaView = (t: number, node: number, version: number): TraceEvent => ({
  kind: 'schema.view',
  path: '/Root/db1/t',
  version,
  generation: 1,
  deleted: false,
  t,
  node,
});

describe('tablets', () => {
  it('follows the leader through its node going down and a new election', () => {
    const s = foldObservers(emptyObservers(), [elected(10, 4, 1), down(20, 4), elected(30, 7, 2)]);
    const tab = s.tablets.get(T);
    expect(tab?.leaderNode).toBe(7);
    expect(tab?.generation).toBe(2);
    expect(tab?.history.map((h) => `${h.kind}:${h.node}`)).toEqual(['elected:4', 'node-down:4', 'elected:7']);
  });

  it('has no leader once the leader is demoted, but remembers the generation', () => {
    const demoted: TraceEvent = {
      kind: 'leader.demoted',
      tabletId: T,
      generation: 3,
      actor: actor(4),
      reason: 'blobstorage-blocked',
      t: 20,
      node: 4,
    };
    const tab = foldObservers(emptyObservers(), [elected(10, 4, 3), demoted]).tablets.get(T);
    expect(tab?.leaderNode).toBeNull();
    expect(tab?.generation).toBe(3);
    expect(tab?.history.at(-1)?.reason).toBe('blobstorage-blocked');
  });

  it('ignores a contender that stops before any tablet is watched', () => {
    const stopped: TraceEvent = {
      kind: 'tablet.stopped',
      tabletId: T,
      actor: actor(2),
      reason: 'race',
      t: 5,
      node: 2,
    };
    expect(foldObservers(emptyObservers(), [stopped]).tablets.size).toBe(0);
  });

  it('the shown generation never goes down (property)', () => {
    const ev = fc.oneof(
      fc.record({ k: fc.constant('e' as const), node: fc.integer({ min: 1, max: 5 }), gen: fc.nat(20) }),
      fc.record({ k: fc.constant('d' as const), node: fc.integer({ min: 1, max: 5 }), gen: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 40 }), (list) => {
        let s = emptyObservers();
        let last = 0;
        list.forEach((x, i) => {
          s = foldObservers(s, [x.k === 'e' ? elected(i, x.node, x.gen) : down(i, x.node)]);
          const g = s.tablets.get(T)?.generation ?? 0;
          expect(g).toBeGreaterThanOrEqual(last);
          last = g;
          const leader = s.tablets.get(T)?.leaderNode;
          if (x.k === 'd') expect(leader).not.toBe(x.node);
        });
      }),
    );
  });
});

describe('board subscribers', () => {
  it('shows the payload list and keeps the last view, marked gone, when the node dies', () => {
    const s1 = foldObservers(emptyObservers(), [view(1, 5, ['n4:2135'])]);
    expect(s1.board.get('sub-n5@n5')?.payloads).toEqual(['n4:2135']);
    const s2 = foldObservers(s1, [view(2, 5, []), down(3, 5)]);
    const b = s2.board.get('sub-n5@n5');
    expect(b?.payloads).toEqual([]);
    expect(b?.removed).toEqual(['n4:2135']);
    expect(b?.gone).toBe(true);
  });

  it('lists a subscriber as waiting from its op.started until its first view', () => {
    const started: TraceEvent = {
      kind: 'op.started',
      subsystem: 'board',
      op: 'board.subscribe',
      opId: 'sub-n6@n6',
      key: 'gpc+/Root/db1',
      t: 1,
      node: 6,
    };
    const s = foldObservers(emptyObservers(), [started]);
    expect(s.board.get('sub-n6@n6')?.payloads).toBeNull();
    expect(foldObservers(s, [view(2, 6, ['x'])]).board.get('sub-n6@n6')?.payloads).toEqual(['x']);
  });
});

describe('scheme caches', () => {
  it('keeps one entry per node and path, with the versions it went through', () => {
    const s = foldObservers(emptyObservers(), [
      schemaView(1, 3, 1),
      schemaView(2, 3, 2),
      schemaView(2, 8, 2),
    ]);
    expect(s.schema.get(schemaObserverKey(3, '/Root/db1/t'))?.versions).toEqual([1, 2]);
    expect(s.schema.get(schemaObserverKey(8, '/Root/db1/t'))?.version).toBe(2);
    expect(s.schema.size).toBe(2);
  });

  it('returns the same state for events no observer sees', () => {
    const s = emptyObservers();
    const note: TraceEvent = { kind: 'note', text: 'hi', t: 1, node: 0 };
    expect(foldObservers(s, [note])).toBe(s);
  });
});

describe('a tablet counts as booted', () => {
  const replica = (summary: string, subsystem = 'statestorage'): TraceEvent =>
    ({
      kind: 'replica.changed',
      subsystem,
      replica: 'ssr:0:1:0',
      key: T,
      summary,
      t: 1,
      node: 3,
    }) as TraceEvent;

  it('once replicas hold a leader for it, before its election completes', () => {
    const s = foldObservers(emptyObservers(), [replica('leader 4:a1.1 gen 1:0 locked')]);
    expect(s.tablets.get(T)).toMatchObject({ leaderNode: null, generation: 0, history: [] });
    expect(foldObservers(s, [elected(5, 4, 1)]).tablets.get(T)?.leaderNode).toBe(4);
  });

  it('once a client resolves a leader for it', () => {
    const resolved = (leader: { node: number; name: string } | null): TraceEvent => ({
      kind: 'tablet.resolved',
      tabletId: T,
      generation: 2,
      leader,
      t: 1,
      node: 6,
    });
    expect(foldObservers(emptyObservers(), [resolved(null)]).tablets.size).toBe(0);
    expect(foldObservers(emptyObservers(), [resolved(actor(4))]).tablets.has(T)).toBe(true);
  });

  it('with the boot StateStorage names as its candidate until it is elected', () => {
    const s1 = foldObservers(emptyObservers(), [replica('leader 4:a1.1 gen 1:0 locked')]);
    expect(s1.tablets.get(T)?.candidate).toEqual({ node: 4, generation: 1 });
    const s2 = foldObservers(s1, [replica('leader 4:a1.1 gen 2:0')]);
    expect(s2.tablets.get(T)).toMatchObject({ leaderNode: null, candidate: { node: 4, generation: 2 } });
    const s3 = foldObservers(s2, [elected(5, 4, 2), replica('leader 4:a1.1 gen 2:0')]);
    expect(s3.tablets.get(T)).toMatchObject({ leaderNode: 4, generation: 2, candidate: null });
    // A reboot: the old leader demoted on the same node is not the new boot.
    const demoted: TraceEvent = {
      kind: 'leader.demoted',
      tabletId: T,
      generation: 2,
      actor: actor(4),
      reason: 'blobstorage-blocked',
      t: 9,
      node: 4,
    };
    const s4 = foldObservers(s3, [replica('leader 4:a1.2 gen 3:0'), demoted]);
    expect(s4.tablets.get(T)).toMatchObject({ leaderNode: null, candidate: { node: 4, generation: 3 } });
  });

  it('and no candidate once that boot stops or its node goes down, though replicas still name it', () => {
    const booting = foldObservers(emptyObservers(), [replica('leader 4:a1.1 gen 2:0')]);
    const stopped: TraceEvent = {
      kind: 'tablet.stopped',
      tabletId: T,
      actor: actor(4),
      reason: 'race',
      t: 5,
      node: 4,
    };
    for (const gone of [stopped, down(5, 4)]) {
      const s = foldObservers(booting, [gone, replica('leader 4:a1.1 gen 2:0')]);
      expect(s.tablets.get(T)).toMatchObject({ leaderNode: null, candidate: null });
    }
    // Another boot, at a higher generation, is one again.
    const again = foldObservers(booting, [down(5, 4), replica('leader 6:a1.1 gen 3:0 locked')]);
    expect(again.tablets.get(T)?.candidate).toEqual({ node: 6, generation: 3 });
  });

  it('not from replicas without a leader, nor from other subsystems', () => {
    const s = foldObservers(emptyObservers(), [
      replica('leader - gen 0:0'),
      replica('erased'),
      replica('1 pub: n3/a1.4="x"', 'board'),
    ]);
    expect(s.tablets.size).toBe(0);
  });
});

describe('what scenarios ask', () => {
  const feed = (events: TraceEvent[]) => {
    const s = emptyObservers();
    for (const e of events) observersFold.step(s, e);
    return s;
  };

  it('live leaders, demotions and client outcomes', () => {
    const demoted: TraceEvent = {
      kind: 'leader.demoted',
      tabletId: T,
      generation: 2,
      actor: actor(5),
      reason: 'newer generation',
      t: 40,
      node: 5,
    };
    const request = (kind: 'op.quorum' | 'op.failed', detail: string): TraceEvent => ({
      kind,
      subsystem: 'statestorage',
      op: 'tablet.request',
      opId: 'a1.9',
      key: T,
      detail,
      t: 50,
      node: 6,
    });
    const s = feed([elected(10, 4, 1), elected(20, 5, 2), demoted, request('op.quorum', 'OK gen 1')]);
    expect(leaderOf(s, T)).toEqual({ actor: actor(4), node: 4, generation: 1, sinceUs: 10 });
    expect(s.demotions).toEqual([{ tabletId: T, node: 5, generation: 2, reason: 'newer generation', t: 40 }]);
    expect(s.clients.get(nodeTabletKey(6, T))).toEqual({
      ok: true,
      detail: 'OK gen 1',
      generation: 1,
      t: 50,
    });
    observersFold.step(s, request('op.failed', 'ERROR timeout'));
    expect(s.clients.get(nodeTabletKey(6, T))?.generation).toBeNull();
    observersFold.step(s, down(60, 4));
    expect(leaderOf(s, T)).toBeNull();
  });

  it('views of live subscribers and caches only; violations in ms', () => {
    const s = feed([view(1, 5, ['a']), schemaView(2, 5, 3)]);
    expect(boardViewOf(s, boardLabel('sub-n5', 5))).toEqual(['a']);
    expect(schemaViewOf(s, 5, '/Root/db1/t')?.version).toBe(3);
    observersFold.step(s, down(3, 5));
    expect(boardViewOf(s, boardLabel('sub-n5', 5))).toBeNull();
    expect(schemaViewOf(s, 5, '/Root/db1/t')).toBeNull();
    observersFold.step(s, { kind: 'invariant.violated', invariant: 'x', message: 'm', t: 2500, node: 0 });
    expect(s.violations).toEqual([{ invariant: 'x', message: 'm', t: 2.5 }]);
  });
});

describe('folding without changing the input', () => {
  it('leaves an earlier state as it was', () => {
    const s1 = foldObservers(emptyObservers(), [elected(10, 4, 1), view(11, 4, ['a'])]);
    const tab = s1.tablets.get(T);
    foldObservers(s1, [down(20, 4), elected(30, 7, 2), view(31, 7, ['b'])]);
    expect(s1.tablets.get(T)).toBe(tab);
    expect(tab?.leaderNode).toBe(4);
    expect(s1.board.get('sub-n4@n4')?.gone).toBe(false);
    expect(s1.board.size).toBe(1);
  });

  it('gives what folding in place gives (property)', () => {
    const ev = fc.oneof(
      fc.tuple(fc.constant('e' as const), fc.integer({ min: 1, max: 4 }), fc.nat(9)),
      fc.tuple(fc.constant('d' as const), fc.integer({ min: 1, max: 4 }), fc.nat(9)),
      fc.tuple(fc.constant('v' as const), fc.integer({ min: 1, max: 4 }), fc.nat(3)),
      fc.tuple(fc.constant('s' as const), fc.integer({ min: 1, max: 4 }), fc.nat(5)),
    );
    const toEvent = ([k, node, n]: [string, number, number], t: number): TraceEvent =>
      k === 'e'
        ? elected(t, node, n)
        : k === 'd'
          ? down(t, node)
          : k === 'v'
            ? view(t, node, ['p'].slice(0, n % 2))
            : schemaView(t, node, n);
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 30 }), (list) => {
        const events = list.map(toEvent);
        let persistent = emptyObservers();
        for (const e of events) persistent = foldObserverEvent(persistent, e);
        const inPlace = emptyObservers();
        for (const e of events) observersFold.step(inPlace, e);
        expect(persistent).toEqual(inPlace);
      }),
    );
  });
});

describe('observers fold: the leader pile in bridge mode', () => {
  it("names the pile of the leader's node, follows a move to the other pile, and none after it goes down", () => {
    const world = loadPreset('bridge-2-piles');
    const pileOf = (n: number) => world.topology.nodes.find((x) => x.id === n)?.pile;
    const [a, b] = [1, 11];
    expect([pileOf(a), pileOf(b)]).toEqual(['A', 'B']);
    const s = observersFold.init(world);
    observersFold.step(s, elected(1, a, 2));
    expect(s.tablets.get(T)?.leaderPile).toBe('A');
    observersFold.step(s, elected(2, b, 3));
    expect(s.tablets.get(T)?.leaderPile).toBe('B');
    observersFold.step(s, down(3, b));
    // the generation-2 leader in A is still live until demoted
    expect(s.tablets.get(T)?.leaderPile).toBe('A');
    observersFold.step(s, down(4, a));
    expect(s.tablets.get(T)).toMatchObject({ leaderNode: null, leaderPile: null });
  });

  it('names no pile outside bridge mode', () => {
    const s = observersFold.init(loadPreset('mirror-3-dc'));
    observersFold.step(s, elected(1, 4, 2));
    expect(s.tablets.get(T)).toMatchObject({ leaderNode: 4, leaderPile: null });
    expect(emptyObservers().piles.size).toBe(0);
  });
});
