import { describe, expect, it } from 'vitest';
import {
  createDemotedNeverServesChecker,
  createGenerationMonotonicChecker,
  createNoStaleServiceChecker,
  createReplicaMonotonicChecker,
} from './statestorage-safety.ts';
import type { InvariantChecker } from '../../checker.ts';
import type { TraceEvent } from '../../unions.ts';
import { A, B, C, elected, T } from './testing.ts';

const request = (t: number, client = C): TraceEvent => ({
  kind: 'op.started',
  t,
  node: client.node,
  subsystem: 'statestorage',
  op: 'tablet.request',
  opId: client.name,
  key: T,
});
const served = (t: number, generation: number, actor = A, client = C): TraceEvent => ({
  kind: 'tablet.served',
  t,
  node: actor.node,
  tabletId: T,
  generation,
  step: 1,
  actor,
  client,
});
const entry = (t: number, summary: string, node = 2, replica = 'ssr:0:1:0'): TraceEvent => ({
  kind: 'replica.changed',
  t,
  node,
  subsystem: 'statestorage',
  replica,
  key: T,
  summary,
});
const feed = (c: InvariantChecker, events: readonly TraceEvent[]) => events.flatMap((e) => c.observe(e));

describe('elected-generation-monotonic', () => {
  it('accepts rising (and repeated) generations, flags one going back', () => {
    const c = createGenerationMonotonicChecker();
    expect(feed(c, [elected(1, 2), elected(2, 3, B), elected(3, 3, B), elected(4, 5)])).toEqual([]);
    const out = feed(c, [elected(5, 4, B)]);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('gen 4 after gen 5');
  });
});

describe('replica-entry-monotonic', () => {
  it('accepts locks, updates and step advances; flags an entry that goes back', () => {
    const c = createReplicaMonotonicChecker();
    const ok = [
      entry(1, 'leader 4:a1.7 gen 2:0 locked'),
      entry(2, 'leader 4:a1.7 gen 2:0'),
      entry(3, 'leader 4:a1.7 gen 2:5'),
    ];
    expect(feed(c, ok)).toEqual([]);
    expect(feed(c, [entry(4, 'leader 4:a1.7 gen 2:4')])).toHaveLength(1);
    expect(feed(c, [entry(5, 'leader 5:a1.9 gen 1:9 locked')])[0]).toContain('gen 2:4 to 1:9');
  });

  it('an erase (Cleanup) or a new incarnation of the replica resets the entry', () => {
    const c = createReplicaMonotonicChecker();
    const events: TraceEvent[] = [
      entry(1, 'leader 4:a1.7 gen 5:0 locked'),
      entry(2, 'erased'),
      entry(3, 'leader 4:a1.7 gen 3:2'),
      { kind: 'node.down', t: 4, node: 0, target: 2 } as TraceEvent,
      { kind: 'node.up', t: 5, node: 0, target: 2 } as TraceEvent,
      entry(6, 'leader 4:a1.7 gen 1:0'),
      entry(7, 'leader 4:a1.7 gen 3:2', 3, 'ssr:0:2:0'), // another replica is tracked apart
      entry(8, 'leader 4:a1.7 gen 2:0', 3, 'ssr:0:3:0'),
    ];
    expect(feed(c, events)).toEqual([]);
  });

  it('a replica a reconfiguration poisons and starts again is a new incarnation; others are not', () => {
    const life = (t: number, change: 'started' | 'poisoned', replica = 'ssr:0:1:0'): TraceEvent => ({
      kind: 'replica.lifecycle',
      t,
      node: 2,
      subsystem: 'statestorage',
      replica,
      change,
      version: 5,
    });
    const c = createReplicaMonotonicChecker();
    const events: TraceEvent[] = [
      entry(1, 'leader 4:a1.7 gen 5:0 locked'),
      entry(2, 'leader 4:a1.7 gen 5:0 locked', 2, 'ssr:1:1:0'),
      life(3, 'poisoned'),
      life(4, 'started'),
      entry(5, 'leader 4:a1.7 gen 3:0 locked'),
    ];
    expect(feed(c, events)).toEqual([]);
    expect(feed(c, [life(6, 'poisoned', 'ssr:1:2:0'), entry(7, 'x gen 4:0', 2, 'ssr:1:1:0')])).toHaveLength(
      1,
    );
  });
});

describe('no-stale-service', () => {
  it('flags a request served by a generation older than one elected before it started', () => {
    const c = createNoStaleServiceChecker();
    const out = feed(c, [elected(10, 3), elected(20, 4, B), request(25), served(30, 3)]);
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('gen 4 was acknowledged');
  });

  it('accepts the old leader serving a request that started before the new election', () => {
    const c = createNoStaleServiceChecker();
    expect(
      feed(c, [elected(10, 3), request(15), elected(20, 4, B), served(30, 3), served(31, 4, B)]),
    ).toEqual([]);
  });
});

describe('demoted-never-serves', () => {
  it('flags a leader serving after its demotion or stop', () => {
    for (const gone of [
      { kind: 'leader.demoted', t: 20, node: 4, tabletId: T, generation: 3, actor: A, reason: 'replica' },
      { kind: 'tablet.stopped', t: 20, node: 4, tabletId: T, actor: A, reason: 'killed' },
    ] as TraceEvent[]) {
      const c = createDemotedNeverServesChecker();
      expect(feed(c, [elected(10, 3), served(15, 3), gone])).toEqual([]);
      expect(feed(c, [served(25, 3)])[0]).toContain('after it was');
    }
  });

  it('a new actor elected under a reused name may serve', () => {
    const c = createDemotedNeverServesChecker();
    const stop = {
      kind: 'tablet.stopped',
      t: 20,
      node: 4,
      tabletId: T,
      actor: A,
      reason: 'killed',
    } as TraceEvent;
    expect(feed(c, [elected(10, 3), stop, elected(30, 5), served(35, 5)])).toEqual([]);
  });
});
