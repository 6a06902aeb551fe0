import { describe, expect, it } from 'vitest';
import { clusterStateGuid } from '../../../model/bridge/state.ts';
import { FakeBridgeCluster } from './fakecluster.ts';

const pileA = [2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('bridge keeper: acks count only for the proposal they answered', () => {
  it('acks naming another state of the generation, or another ballot, are not counted', () => {
    const c = new FakeBridgeCluster();
    c.admin(2, { kind: 'bridge.failover', node: 2, pile: 'B' });
    c.deliver();
    c.deliver((m) => m.to === 2);
    const r = c.node(2).state.round;
    const pending = c.node(2).state.keeper?.pending?.state;
    expect(r?.phase).toBe('accept');
    c.drop();
    // Late acks for a switchover of the same generation (the root dropped it) and acks of another ballot.
    const other = { ...pending!, promoted: 1 };
    for (const n of [3, 4, 5, 6, 7, 8, 9, 10]) {
      c.inject(n, 2, { kind: 'bridge.ack', generation: 1, ballot: r!.ballot, guid: clusterStateGuid(other) });
      const older = { round: r!.ballot.round - 1, node: 2 };
      c.inject(n, 2, { kind: 'bridge.ack', generation: 1, ballot: older, guid: clusterStateGuid(pending!) });
    }
    c.tick(2);
    expect(c.committed()).toEqual([]);
    for (const n of [3, 4, 5, 6, 7])
      c.inject(n, 2, {
        kind: 'bridge.ack',
        generation: 1,
        ballot: r!.ballot,
        guid: clusterStateGuid(pending!),
      });
    c.tick(2);
    expect(c.committed()).toMatchObject([
      { node: 2, generation: 1, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] },
    ]);
  });
});

describe('bridge keeper: a root finishing another proposal does not wait forever', () => {
  it('X on nodes 1 and 3 (node 1 gone), Y on 2 and 4–7: a root still commits one of them', () => {
    const c = new FakeBridgeCluster();
    c.admin(1, { kind: 'bridge.failover', node: 1, pile: 'B' });
    for (let i = 0; i < 3; i++) {
      c.drop((m) => m.from === 1 && m.msg.kind === 'bridge.propose' && m.to !== 3);
      c.deliver();
    }
    // Node 1 goes down for good.
    const alive = (m: { from: number; to: number }) => m.from !== 1 && m.to !== 1;
    c.drop((m) => !alive(m));
    c.admin(2, { kind: 'bridge.switchover', node: 2, newPrimary: 'B' });
    for (let i = 0; i < 3; i++) {
      c.drop(
        (m) =>
          !alive(m) || (m.from === 2 && m.msg.kind === 'bridge.propose' && ![3, 4, 5, 6, 7].includes(m.to)),
      );
      c.deliver();
    }
    for (let i = 0; i < 10; i++) {
      c.tick(2);
      for (let j = 0; j < 3; j++) {
        c.drop((m) => !alive(m));
        c.deliver();
      }
    }
    const commits = c.committed();
    expect(commits.length).toBeGreaterThan(0);
    const stored = pileA.map((n) => c.node(n).state.stored);
    expect(stored.every((s) => s.generation === 1 && s.promoted === stored[0]!.promoted)).toBe(true);
    expect(new Set(commits.map((e) => e.kind === 'bridge.committed' && e.promoted)).size).toBe(1);
  });
});

describe('bridge keeper: what a node answered survives its restart', () => {
  it('a node that accepted X still refuses a lower ballot and reports X to a higher one', () => {
    const c = new FakeBridgeCluster();
    c.admin(2, { kind: 'bridge.failover', node: 2, pile: 'B' });
    c.deliver();
    c.deliver((m) => m.to === 2);
    c.deliver((m) => m.from === 2 && m.to === 3 && m.msg.kind === 'bridge.propose');
    c.drop();
    const held = c.node(3).state.record;
    expect(held?.accepted?.state.perPile).toEqual(['SYNCHRONIZED', 'DISCONNECTED']);
    c.boot(3);
    expect(c.node(3).state.record).toEqual(held);
    const y = { ...held!.accepted!.state, perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'] as const, promoted: 1 };
    c.inject(1, 3, { kind: 'bridge.propose', state: y, ballot: { round: held!.promised.round, node: 1 } });
    expect(c.inflight.map((m) => m.msg)).toEqual([
      { kind: 'bridge.nack', generation: 1, promised: held!.promised },
    ]);
    c.drop();
    const higher = { round: held!.promised.round + 1, node: 1 };
    c.inject(1, 3, { kind: 'bridge.prepare', generation: 1, ballot: higher });
    expect(c.inflight.map((m) => m.msg)).toEqual([
      { kind: 'bridge.promise', generation: 1, ballot: higher, accepted: held!.accepted },
    ]);
  });

  it('a node that committed a state restarts with it and holds the DISCONNECTED pile down', () => {
    const c = new FakeBridgeCluster();
    c.admin(2, { kind: 'bridge.failover', node: 2, pile: 'B' });
    for (let i = 0; i < 4; i++) c.deliver();
    c.tick(2);
    c.deliver((m) => m.to === 3);
    const committed = c.node(3).state.stored;
    expect(committed).toMatchObject({ generation: 1, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] });
    c.boot(3);
    expect(c.node(3).state.stored).toEqual(committed);
    expect(c.node(3).ctx.refusals).toEqual([[11, 12, 13, 14, 15, 16, 17, 18, 19, 20]]);
  });

  it('a state committed whose commit reached nobody survives its acceptors restarting', () => {
    const c = new FakeBridgeCluster();
    c.admin(2, { kind: 'bridge.failover', node: 2, pile: 'B' });
    for (let i = 0; i < 4; i++) c.deliver();
    c.tick(2);
    expect(c.committed()).toMatchObject([
      { node: 2, generation: 1, perPile: ['SYNCHRONIZED', 'DISCONNECTED'] },
    ]);
    c.drop();
    for (let n = 1; n <= 20; n++) if (n !== 2) c.boot(n);
    // Node 4 (its state still generation 0) proposes another state for generation 1.
    c.admin(4, { kind: 'bridge.switchover', node: 4, newPrimary: 'B' });
    for (let i = 0; i < 4; i++) c.deliver((m) => m.to !== 2 && m.from !== 2);
    c.tick(4);
    const states = c.committed().map((e) => e.kind === 'bridge.committed' && e.perPile.join());
    expect(states).toEqual(['SYNCHRONIZED,DISCONNECTED', 'SYNCHRONIZED,DISCONNECTED']);
  });
});
