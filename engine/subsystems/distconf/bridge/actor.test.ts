import { describe, expect, it } from 'vitest';
import { FakeBridgeCluster } from './fakecluster.ts';

describe('bridge keeper: acks count only for the proposal they answered', () => {
  it('late acks for a dropped own proposal do not commit the proposal it finishes instead', () => {
    const c = new FakeBridgeCluster();
    // Node 1's takedown X is persisted on node 3 only (its other messages are lost).
    c.admin(1, { kind: 'bridge.takedown', node: 1, pile: 'B' });
    c.deliver((m) => m.from === 1 && m.to === 3);
    c.drop();
    // Node 2 proposes switchover Y: node 3 names X, every other node stores Y.
    c.admin(2, { kind: 'bridge.switchover', node: 2, newPrimary: 'B' });
    c.deliver((m) => m.from === 2);
    // Node 2 hears node 3 first and turns to X; then the acks for Y arrive.
    c.deliver((m) => m.to === 2 && m.from === 3);
    c.deliver((m) => m.to === 2);
    c.tick(2);
    // Only nodes 1–3 of pile A hold X (no quorum of 6): nothing may commit.
    expect(c.committed()).toEqual([]);
    expect([4, 5, 6, 7, 8, 9, 10].map((n) => c.node(n).state.accepted?.promoted)).toEqual(Array(7).fill(1));
  });
});
