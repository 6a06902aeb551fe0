import { describe, expect, it } from 'vitest';
import { clusterStateGuid } from '../../../model/bridge/state.ts';
import { FakeBridgeCluster } from './fakecluster.ts';

const pileA = [2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('bridge keeper: acks count only for the proposal they answered', () => {
  it('acks naming another state of the generation, or another ballot, are not counted', () => {
    const c = new FakeBridgeCluster();
    c.admin(2, { kind: 'bridge.takedown', node: 2, pile: 'B' });
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
    c.admin(1, { kind: 'bridge.takedown', node: 1, pile: 'B' });
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
