import { describe, expect, it } from 'vitest';
import { createNoStaleResolveChecker, createSingleLeaderChecker } from './statestorage.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

const T = '72075186224037888';
const A = { node: 4, name: 'a1.7' };
const B = { node: 5, name: 'a1.9' };
const elected = (t: number, generation: number, actor = A): TraceEvent => ({
  kind: 'leader.elected',
  t,
  node: actor.node,
  tabletId: T,
  generation,
  actor,
});
const resolve = (
  node: number,
  start: number,
  end: number,
  generation: number,
  leader = A,
  opId = `r${start}`,
): TraceEvent[] => [
  { kind: 'op.started', t: start, node, subsystem: 'statestorage', op: 'resolve', opId, key: T },
  { kind: 'op.quorum', t: end, node, subsystem: 'statestorage', op: 'resolve', opId, key: T, detail: 'OK' },
  { kind: 'tablet.resolved', t: end, node, tabletId: T, generation, leader },
];

describe('single-leader-per-generation', () => {
  it('flags two actors elected at one generation, not re-elections at new ones', () => {
    const c = createSingleLeaderChecker();
    expect(c.observe(elected(1, 2, A))).toEqual([]);
    expect(c.observe(elected(2, 3, B))).toEqual([]);
    expect(c.observe(elected(3, 3, B))).toEqual([]);
    expect(c.observe(elected(4, 3, A))).toHaveLength(1);
  });
});

describe('no-stale-resolve', () => {
  it('flags a resolve that started after a newer election completed', () => {
    const c = createNoStaleResolveChecker();
    c.observe(elected(10, 2));
    c.observe(elected(20, 3, B));
    const out = resolve(7, 25, 30, 2).flatMap((e) => c.observe(e));
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('gen 3');
  });

  it('accepts an older answer when the election completed while the lookup was in flight', () => {
    const c = createNoStaleResolveChecker();
    c.observe(elected(10, 2));
    const [s, q, r] = resolve(7, 15, 30, 2);
    expect(c.observe(s!)).toEqual([]);
    c.observe(elected(20, 3, B));
    expect([...c.observe(q!), ...c.observe(r!)]).toEqual([]);
  });

  it('ignores failed resolves (no leader) and other tablets', () => {
    const c = createNoStaleResolveChecker();
    c.observe(elected(10, 5));
    const evs = resolve(7, 20, 30, 0);
    const last = { ...evs[2]!, leader: null } as TraceEvent;
    expect([evs[0]!, evs[1]!, last].flatMap((e) => c.observe(e))).toEqual([]);
    const other = { ...resolve(7, 40, 50, 1)[2]!, tabletId: '1' } as TraceEvent;
    expect(c.observe(other)).toEqual([]);
  });
});
