import { describe, expect, it } from 'vitest';
import { boardPublisher } from './publisher.ts';
import {
  deliver,
  dropTimers,
  fakeCtx,
  fireTimer,
  flatGroup,
  testWorld,
  timersOf,
} from '../testing/fakeCtx.ts';

// group 0: 3 of 3 rings; group 1 write-only on the same racks (actor id offset 1: other replica
// names), group 2 disconnected (offset 2)
const world = testWorld(5, [
  flatGroup([1, 2, 3], 3),
  flatGroup([3, 4, 5], 3, { writeOnly: true, actorIdOffset: 1 }),
  flatGroup([1, 4, 5], 3, { state: 'DISCONNECTED', actorIdOffset: 2 }),
]);
const self = { node: 1, name: 'a1.3' };

describe('board publisher', () => {
  it('publishes once to every replica of every contacted group, write-only included', () => {
    const ctx = fakeCtx(self, world);
    boardPublisher.init(ctx, { path: 'gpc+/Root/db1', payload: 'ep' });
    const to = ctx.sentOf('board.publish').map((x) => `${x.to.node}/${x.to.name}`);
    expect(to).toHaveLength(6);
    expect(to.filter((t) => t.includes('ssb:0:'))).toHaveLength(3);
    expect(to.filter((t) => t.includes('ssb:1:'))).toHaveLength(3);
    expect(to.some((t) => t.includes('ssb:2:'))).toBe(false);
    expect(new Set(ctx.watched)).toEqual(new Set([2, 3, 4, 5]));
  });

  it('re-publishes to a replica whose session broke, after 2 s x U[0.5, 2), then backs off', () => {
    const ctx = fakeCtx(self, world, { randoms: [0] });
    const s = boardPublisher.init(ctx, { path: 'p', payload: 'ep' });
    ctx.clear();
    dropTimers(ctx, 'board.sessionCheck');
    ctx.now = 10_000_000;
    deliver(boardPublisher, s, ctx, self, { kind: 'sys.disconnected', node: 2 });
    expect(timersOf(ctx, 'board.retryPublish')).toEqual([11_000_000]);
    fireTimer(boardPublisher, s, ctx);
    expect(ctx.sentOf('board.publish').map((x) => x.to.node)).toEqual([2]);
    // breaks again right away: now within the 2 s window -> last + 4 s x 0.5
    dropTimers(ctx, 'board.sessionCheck');
    deliver(boardPublisher, s, ctx, self, { kind: 'sys.disconnected', node: 2 });
    expect(timersOf(ctx, 'board.retryPublish')).toEqual([13_000_000]);
    // a duplicate disconnect does not schedule twice
    deliver(boardPublisher, s, ctx, self, { kind: 'sys.disconnected', node: 2 });
    expect(ctx.timers.length).toBe(1);
  });

  it('treats a replica that never acks within the session timeout as disconnected', () => {
    const ctx = fakeCtx(self, world, { randoms: [0] });
    const s = boardPublisher.init(ctx, { path: 'p', payload: 'ep' });
    // every replica but the one on node 3 (group 0) acks
    for (const x of ctx.sentOf('board.publish')) {
      if (!(x.to.node === 3 && x.to.name.startsWith('ssb:0:')))
        deliver(boardPublisher, s, ctx, x.to, { kind: 'board.publishAck', path: 'p' });
    }
    ctx.clear();
    while (timersOf(ctx, 'board.sessionCheck').length > 0) fireTimer(boardPublisher, s, ctx);
    expect(timersOf(ctx, 'board.retryPublish')).toHaveLength(1);
    fireTimer(boardPublisher, s, ctx);
    expect(ctx.sentOf('board.publish').map((x) => x.to)).toEqual([expect.objectContaining({ node: 3 })]);
  });

  it('on poison sends cleanup to the replicas it is published on and stops', () => {
    const ctx = fakeCtx(self, world);
    const s = boardPublisher.init(ctx, { path: 'p', payload: 'ep' });
    deliver(boardPublisher, s, ctx, self, { kind: 'sys.disconnected', node: 2 });
    ctx.clear();
    deliver(boardPublisher, s, ctx, self, { kind: 'sys.poison' });
    expect(ctx.sentOf('board.cleanup')).toHaveLength(5);
    expect(ctx.stopped).toBe(true);
  });
});
