import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../subsystems/unions.ts';
import { availableAfterHealOracle, schemaOracle, servedOracle, singleLeaderOracle } from './oracles.ts';
import type { InvariantChecker } from '../invariants/types.ts';

const feed = (c: InvariantChecker, events: TraceEvent[]) => [
  ...events.flatMap((e) => c.observe(e)),
  ...(c.finish?.(1e9) ?? []),
];
const elected = (t: number, gen: number, node: number): TraceEvent => ({
  kind: 'leader.elected',
  t,
  node,
  tabletId: 'T',
  generation: gen,
  actor: { node, name: 'a1.1' },
});
const view = (t: number, node: number, generation: number, version: number): TraceEvent => ({
  kind: 'schema.view',
  t,
  node,
  path: '/Root/db1',
  version,
  generation,
  deleted: false,
});

describe('chaos oracles', () => {
  it('single leader per generation', () => {
    expect(feed(singleLeaderOracle(), [elected(1, 2, 1), elected(2, 2, 1), elected(3, 3, 4)])).toEqual([]);
    expect(feed(singleLeaderOracle(), [elected(1, 2, 1), elected(2, 2, 4)])).toHaveLength(1);
  });

  it('a request started after an election is not served by an older leader', () => {
    const request = (t: number): TraceEvent => ({
      kind: 'op.started',
      t,
      node: 5,
      subsystem: 'statestorage',
      op: 'tablet.request',
      opId: 'c1',
      key: 'T',
    });
    const served = (t: number, generation: number): TraceEvent => ({
      kind: 'tablet.served',
      t,
      node: 1,
      tabletId: 'T',
      generation,
      step: 1,
      actor: { node: 1, name: 'a1.1' },
      client: { node: 5, name: 'c1' },
    });
    expect(feed(servedOracle(), [elected(1, 2, 1), request(2), elected(3, 3, 4), served(4, 2)])).toEqual([]);
    expect(feed(servedOracle(), [elected(1, 2, 1), elected(3, 3, 4), request(4), served(5, 2)])).toHaveLength(
      1,
    );
  });

  it('schema views never go back and catch up with the last commit', () => {
    const committed = (version: number, generation = 2): TraceEvent => ({
      kind: 'schema.committed',
      t: 0,
      node: 1,
      path: '/Root/db1',
      version,
      generation,
    });
    expect(
      feed(schemaOracle(), [committed(2), view(1, 3, 2, 1), view(2, 3, 2, 2), view(3, 3, 3, 2)]),
    ).toEqual([]);
    expect(feed(schemaOracle(), [view(1, 3, 2, 2), view(2, 3, 2, 1)])[0]).toMatch(/went back/);
    expect(feed(schemaOracle(), [committed(3), view(1, 3, 2, 2)])[0]).toMatch(
      /ended at v2, SchemeShard committed v3/,
    );
    // a newer generation continues from the committed schema; one that starts over is a violation
    expect(feed(schemaOracle(), [committed(2, 2), committed(3, 3)])).toEqual([]);
    expect(feed(schemaOracle(), [committed(2, 2), committed(1, 3)])[0]).toMatch(
      /gen 3 committed v1 after gen 2 committed v2/,
    );
    // the node went down: its cache is gone, nothing to converge
    expect(
      feed(schemaOracle(), [committed(3), view(1, 3, 2, 2), { kind: 'node.down', t: 2, node: 0, target: 3 }]),
    ).toEqual([]);
  });
});

describe('availability after the heal', () => {
  const req = (kind: 'op.started' | 'op.failed' | 'op.quorum', t: number, opId: string): TraceEvent =>
    kind === 'op.started'
      ? { kind, t, node: 2, subsystem: 'statestorage', op: 'tablet.request', opId, key: 'T' }
      : {
          kind,
          t,
          node: 2,
          subsystem: 'statestorage',
          op: 'tablet.request',
          opId,
          key: 'T',
          detail: 'ERROR resolve RACE',
        };
  it('flags a request started after the heal that fails, not one started before', () => {
    expect(
      feed(availableAfterHealOracle(10), [req('op.started', 5, 'a'), req('op.failed', 12, 'a')]),
    ).toEqual([]);
    expect(
      feed(availableAfterHealOracle(10), [req('op.started', 11, 'b'), req('op.quorum', 12, 'b')]),
    ).toEqual([]);
    expect(
      feed(availableAfterHealOracle(10), [req('op.started', 11, 'c'), req('op.failed', 12, 'c')])[0],
    ).toMatch(/after the heal, failed/);
  });

  it("judges a request that fails while the bridge piles are split; the operator's repair defers the start", () => {
    const split: TraceEvent = {
      kind: 'bridge.session',
      t: 11,
      node: 1,
      peer: 11,
      accepted: false,
      reason: 'ClusterState is different',
      perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      primary: 'A',
      promoted: 'B',
      generation: 5,
      peerPerPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
      peerPrimary: 'A',
      peerPromoted: 'A',
      peerGeneration: 4,
    } as TraceEvent;
    // a split explains nothing by itself: the run is judged in full
    expect(
      feed(availableAfterHealOracle(10), [split, req('op.started', 12, 'a'), req('op.failed', 13, 'a')]),
    ).toHaveLength(1);
    // the runner repairs it as the operator and judges from when the repair settled
    const oracle = availableAfterHealOracle(10);
    oracle.defer(20);
    oracle.defer(15); // never earlier again
    const events = [split, req('op.started', 12, 'b'), req('op.failed', 13, 'b')];
    expect(feed(oracle, [...events, req('op.started', 18, 'c'), req('op.failed', 19, 'c')])).toEqual([]);
    expect(feed(oracle, [req('op.started', 21, 'd'), req('op.failed', 22, 'd')])).toHaveLength(1);
  });
});
