import { describe, expect, it } from 'vitest';
import { boardSubscriber } from './subscriber.ts';
import { deliver, fakeCtx, fireTimer, threeRackWorld } from '../testing/fakeCtx.ts';

const world = threeRackWorld;
const self = { node: 2, name: 'a1.4' };
const pubA = { node: 1, name: 'a1.5' };
const pubB = { node: 3, name: 'a1.5' };

function setup() {
  const ctx = fakeCtx(self, world, { randoms: [0] });
  const s = boardSubscriber.init(ctx, { path: 'p', name: 'disco' });
  const lookup = ctx.spawned[0]!.id;
  return { ctx, s, lookup };
}

describe('board subscriber', () => {
  it('spawns a subscription lookup and emits board.view on the initial state and every change', () => {
    const { ctx, s, lookup } = setup();
    expect(ctx.spawned[0]).toMatchObject({
      type: 'board.lookup',
      args: { path: 'p', mode: 'subscription', owner: self },
    });
    deliver(boardSubscriber, s, ctx, lookup, {
      kind: 'board.lookupResult',
      path: 'p',
      status: 'ok',
      entries: [
        { owner: pubB, payload: 'b' },
        { owner: pubA, payload: 'a' },
      ],
    });
    const upd = (owner: typeof pubA, payload: string, dropped: boolean) =>
      deliver(boardSubscriber, s, ctx, lookup, {
        kind: 'board.lookupUpdate',
        path: 'p',
        status: 'ok',
        updates: [{ owner, payload, dropped }],
      });
    upd(pubA, 'a', false); // same payload: no new view
    upd(pubA, '', true);
    const views = ctx.events.filter((e) => e.kind === 'board.view');
    expect(views).toEqual([
      { kind: 'board.view', subscriber: 'disco@n2', path: 'p', payloads: ['a', 'b'] },
      { kind: 'board.view', subscriber: 'disco@n2', path: 'p', payloads: ['b'] },
    ]);
    expect(ctx.events.find((e) => e.kind === 'op.quorum')).toMatchObject({
      op: 'board.subscribe',
      opId: 'disco@n2',
    });
  });

  it('ignores messages of an older lookup and resubscribes after NotAvailable', () => {
    const { ctx, s, lookup } = setup();
    deliver(
      boardSubscriber,
      s,
      ctx,
      { node: 2, name: 'other' },
      { kind: 'board.lookupResult', path: 'p', status: 'ok', entries: [{ owner: pubA, payload: 'a' }] },
    );
    expect(ctx.events.some((e) => e.kind === 'board.view')).toBe(false);
    ctx.now = 5_000_000;
    deliver(boardSubscriber, s, ctx, lookup, {
      kind: 'board.lookupResult',
      path: 'p',
      status: 'notAvailable',
      entries: [],
    });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.failed' });
    expect(fireTimer(boardSubscriber, s, ctx)).toBe(true);
    expect(ctx.spawned).toHaveLength(2);
    expect(s.lookup).toEqual(ctx.spawned[1]!.id);
  });

  it('poison stops its lookup too', () => {
    const { ctx, s, lookup } = setup();
    deliver(boardSubscriber, s, ctx, self, { kind: 'sys.poison' });
    expect(ctx.sentOf('sys.poison').map((x) => x.to)).toEqual([lookup]);
    expect(ctx.stopped).toBe(true);
  });
});
