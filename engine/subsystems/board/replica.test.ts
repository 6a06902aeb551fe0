import { describe, expect, it } from 'vitest';
import { boardReplica, boardSummary } from './replica.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';

const world = threeRackWorld;
const self = { node: 1, name: 'ssb:0:0:0' };
const pubA = { node: 2, name: 'a1.1' };
const pubB = { node: 3, name: 'a1.7' };
const look = { node: 3, name: 'a1.9' };
const cookie = { group: 0, index: 0, reconnect: 0 };

function setup() {
  const ctx = fakeCtx(self, world);
  const s = boardReplica.init(ctx, {});
  return { ctx, s };
}

describe('board replica', () => {
  it('stores a publication per publisher, acks it and watches the publisher session', () => {
    const { ctx, s } = setup();
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'gpc+/Root/db1', payload: 'n2:2135' });
    expect(ctx.sentOf('board.publishAck').map((x) => x.to)).toEqual([pubA]);
    expect(ctx.watched).toEqual([2]);
    expect(ctx.events).toEqual([
      expect.objectContaining({
        kind: 'replica.changed',
        replica: 'ssb:0:0:0',
        key: 'gpc+/Root/db1',
        summary: '1 pub: n2/a1.1="n2:2135"',
      }),
    ]);
  });

  it('answers a lookup with the current entries, or dropped when there are none', () => {
    const { ctx, s } = setup();
    deliver(boardReplica, s, ctx, look, { kind: 'board.lookup', path: 'p', subscribe: false, cookie });
    expect(ctx.sentOf('board.info')[0]!.msg).toMatchObject({ dropped: true, entries: [] });
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'p', payload: 'x' });
    deliver(boardReplica, s, ctx, pubB, { kind: 'board.publish', path: 'p', payload: 'y' });
    deliver(boardReplica, s, ctx, look, { kind: 'board.lookup', path: 'p', subscribe: false, cookie });
    expect(ctx.sentOf('board.info')[1]!.msg).toMatchObject({
      dropped: false,
      entries: [
        { owner: pubA, payload: 'x' },
        { owner: pubB, payload: 'y' },
      ],
    });
    // not subscribed: no push on the next change
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.cleanup' });
    expect(ctx.sentOf('board.infoUpdate')).toEqual([]);
  });

  it('pushes publish and drop to subscribers with their cookie', () => {
    const { ctx, s } = setup();
    deliver(boardReplica, s, ctx, look, {
      kind: 'board.lookup',
      path: 'p',
      subscribe: true,
      cookie: { group: 0, index: 2, reconnect: 1 },
    });
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'p', payload: 'x' });
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.cleanup' });
    const ups = ctx.sentOf('board.infoUpdate').map((x) => x.msg);
    expect(ups).toEqual([
      {
        kind: 'board.infoUpdate',
        path: 'p',
        cookie: { group: 0, index: 2, reconnect: 1 },
        update: { owner: pubA, payload: 'x', dropped: false },
      },
      {
        kind: 'board.infoUpdate',
        path: 'p',
        cookie: { group: 0, index: 2, reconnect: 1 },
        update: { owner: pubA, payload: '', dropped: true },
      },
    ]);
    deliver(boardReplica, s, ctx, look, { kind: 'board.unsubscribe' });
    deliver(boardReplica, s, ctx, pubB, { kind: 'board.publish', path: 'p', payload: 'y' });
    expect(ctx.sentOf('board.infoUpdate')).toHaveLength(2);
  });

  it('drops the entries of a disconnected node, keeps others, and forgets its subscribers', () => {
    const { ctx, s } = setup();
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'p', payload: 'x' });
    deliver(boardReplica, s, ctx, pubB, { kind: 'board.publish', path: 'p', payload: 'y' });
    deliver(boardReplica, s, ctx, look, { kind: 'board.lookup', path: 'p', subscribe: true, cookie });
    deliver(boardReplica, s, ctx, self, { kind: 'sys.disconnected', node: 2 });
    expect(ctx.events.at(-1)).toMatchObject({ summary: '1 pub: n3/a1.7="y"' });
    expect(ctx.sentOf('board.infoUpdate').at(-1)!.msg).toMatchObject({
      update: { owner: pubA, dropped: true },
    });
    deliver(boardReplica, s, ctx, self, { kind: 'sys.disconnected', node: 3 });
    expect(s.entries.size).toBe(0);
    expect(s.subs.size).toBe(0);
  });

  it('drops an entry whose ack bounced (publisher actor gone) and ignores a second path for one owner', () => {
    const { ctx, s } = setup();
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'p', payload: 'x' });
    deliver(boardReplica, s, ctx, pubA, { kind: 'board.publish', path: 'q', payload: 'z' });
    expect([...s.entries.values()].map((e) => e.path)).toEqual(['p']);
    deliver(boardReplica, s, ctx, self, { kind: 'sys.undelivered', to: pubA, original: 'board.publishAck' });
    expect(s.entries.size).toBe(0);
  });

  it('summary lists owners sorted, payloads quoted', () => {
    expect(boardSummary([])).toBe('0 pub');
    expect(
      boardSummary([
        { owner: pubB, payload: 'a b' },
        { owner: pubA, payload: '"q"' },
      ]),
    ).toBe('2 pub: n2/a1.1="\\"q\\"" n3/a1.7="a b"');
  });
});
