import { describe, expect, it } from 'vitest';
import { createStaleResolveTracker } from './statestorage-stale.ts';
import type { TraceEvent } from '../../unions.ts';
import { A, B, elected, T } from './testing.ts';

const started = (node: number, t: number, opId: string): TraceEvent => ({
  kind: 'op.started',
  t,
  node,
  subsystem: 'statestorage',
  op: 'resolve',
  opId,
  key: T,
});
const done = (node: number, t: number, opId: string, generation: number, leader = A): TraceEvent[] => [
  { kind: 'op.quorum', t, node, subsystem: 'statestorage', op: 'resolve', opId, key: T, detail: 'OK' },
  { kind: 'tablet.resolved', t, node, tabletId: T, generation, leader },
];
const resolve = (node: number, start: number, end: number, generation: number, leader = A) => [
  started(node, start, `r${start}`),
  ...done(node, end, `r${start}`, generation, leader),
];
const feed = (events: readonly TraceEvent[]) => {
  const tracker = createStaleResolveTracker();
  const found = events.flatMap((e) => tracker.observe(e) ?? []);
  return { tracker, found };
};

describe('stale resolves (counted, not violations)', () => {
  it('counts a resolve that started after a newer election completed, and explains it', () => {
    const { tracker, found } = feed([elected(10, 2), elected(20, 3, B), ...resolve(7, 25, 30, 2)]);
    expect(tracker.count).toBe(1);
    expect(found[0]).toMatchObject({ node: 7, generation: 2, acknowledged: 3, lookupStartUs: 25 });
    expect(found[0]!.explanation).toContain('volatile cache');
  });

  it('accepts an older answer when the election completed while the lookup was in flight', () => {
    const [s, q, r] = resolve(7, 15, 30, 2);
    expect(feed([elected(10, 2), s!, elected(20, 3, B), q!, r!]).tracker.count).toBe(0);
  });

  it('ignores failed resolves (no leader) and other tablets', () => {
    const evs = resolve(7, 20, 30, 0);
    const noLeader = { ...evs[2]!, leader: null } as TraceEvent;
    const other = { ...resolve(7, 40, 50, 1)[2]!, tabletId: '1' } as TraceEvent;
    expect(feed([elected(10, 5), evs[0]!, evs[1]!, noLeader, other]).tracker.count).toBe(0);
  });

  it('pairs each answer with its own lookup when several are in flight on one node', () => {
    // lookup x starts before gen 3, lookup y after; x answers last. Tracking only the latest start
    // would judge x by y's start and count it stale; tracking only the first would miss y.
    const events = [
      elected(10, 2),
      started(7, 15, 'x'),
      elected(20, 3, B),
      started(7, 25, 'y'),
      ...done(7, 30, 'y', 2),
      ...done(7, 40, 'x', 2),
    ];
    const { tracker, found } = feed(events);
    expect(tracker.count).toBe(1);
    expect(found[0]).toMatchObject({ t: 30, lookupStartUs: 25 });
  });

  it('drops the lookups of a node that went down', () => {
    const events: TraceEvent[] = [
      elected(10, 3, B),
      started(7, 15, 'x'),
      { kind: 'node.down', t: 16, node: 0, target: 7 } as TraceEvent,
      ...done(7, 40, 'x', 2),
    ];
    expect(feed(events).tracker.count).toBe(0);
  });
});
