import { describe, expect, it } from 'vitest';
import { boardLookup, type LookupState } from './lookup.ts';
import type { LookupMode } from './messages.ts';
import {
  deliver,
  dropTimers,
  type FakeCtx,
  fakeCtx,
  fireTimer,
  timersOf,
  writeOnlyWorld,
} from '../testing/fakeCtx.ts';
import type { ActorId } from '../../kernel/actor.ts';

const world = writeOnlyWorld;
const self = { node: 6, name: 'a1.1' };
const owner = { node: 6, name: 'a1.0' };
const pubA = { node: 1, name: 'a1.5' };
const pubB = { node: 2, name: 'a1.5' };

function start(mode: LookupMode) {
  const ctx = fakeCtx(self, world, { randoms: [0.5] });
  const s = boardLookup.init(ctx, { path: 'p', mode, owner });
  return { ctx, s };
}

function reply(
  s: LookupState,
  ctx: FakeCtx,
  index: number,
  entries: { owner: ActorId; payload: string }[],
  reconnect = 0,
) {
  const replica = s.groups[0]!.replicas[index]!.actor;
  deliver(boardLookup, s, ctx, replica, {
    kind: 'board.info',
    path: 'p',
    dropped: entries.length === 0,
    entries,
    cookie: { group: 0, index, reconnect },
  });
}

describe('board lookup', () => {
  it('asks every replica of the counted groups only (write-only skipped)', () => {
    const { ctx } = start('majority');
    const asked = ctx.sentOf('board.lookup');
    expect(asked).toHaveLength(5);
    expect(asked.every((a) => a.to.name.startsWith('ssb:0:') && !a.msg.subscribe)).toBe(true);
  });

  it.each([
    ['first', 1],
    ['second', 2],
    ['majority', 3],
  ] as const)('one-shot %s finishes after %i replicas with info', (mode, need) => {
    const { ctx, s } = start(mode);
    for (let i = 0; i < need - 1; i++) reply(s, ctx, i, [{ owner: pubA, payload: 'x' }]);
    reply(s, ctx, need - 1 + 1, []); // a NoInfo reply never completes it
    expect(ctx.sentOf('board.lookupResult')).toHaveLength(0);
    reply(s, ctx, need - 1, [{ owner: pubB, payload: 'y' }]);
    const res = ctx.sentOf('board.lookupResult');
    expect(res).toHaveLength(1);
    expect(res[0]!.msg.status).toBe('ok');
    expect(res[0]!.msg.entries.map((e) => e.payload).sort()).toEqual(need === 1 ? ['y'] : ['x', 'y']);
    expect(ctx.stopped).toBe(true);
  });

  it('one-shot is NotAvailable when all replied without enough info', () => {
    const { ctx, s } = start('majority');
    reply(s, ctx, 0, [{ owner: pubA, payload: 'x' }]);
    for (const i of [1, 2, 3]) reply(s, ctx, i, []);
    deliver(boardLookup, s, ctx, self, { kind: 'sys.disconnected', node: 5 });
    expect(ctx.sentOf('board.lookupResult')[0]!.msg.status).toBe('notAvailable');
  });

  it('subscription: initial OK needs a majority of answers, then streams and survives a replica loss', () => {
    const { ctx, s } = start('subscription');
    reply(s, ctx, 0, [{ owner: pubA, payload: 'x' }]);
    reply(s, ctx, 1, []);
    expect(ctx.sentOf('board.lookupResult')).toHaveLength(0);
    reply(s, ctx, 2, [{ owner: pubA, payload: 'x' }]);
    expect(ctx.sentOf('board.lookupResult')[0]!.msg).toMatchObject({
      status: 'ok',
      entries: [{ owner: pubA }],
    });
    // replica 0 goes away: A is still reported by replica 2, no update
    deliver(boardLookup, s, ctx, self, { kind: 'sys.disconnected', node: 1 });
    expect(ctx.sentOf('board.lookupUpdate')).toHaveLength(0);
    // replica 2 drops A: nobody reports it any more
    const r2 = s.groups[0]!.replicas[2]!.actor;
    deliver(boardLookup, s, ctx, r2, {
      kind: 'board.infoUpdate',
      path: 'p',
      update: { owner: pubA, payload: '', dropped: true },
      cookie: { group: 0, index: 2, reconnect: 0 },
    });
    expect(ctx.sentOf('board.lookupUpdate').at(-1)!.msg.updates).toEqual([
      { owner: pubA, payload: '', dropped: true },
    ]);
    // replica 0 is re-asked after 1 s x U[0.1, 2) (0.5 -> 105 %)
    dropTimers(ctx, 'board.sessionCheck');
    expect(timersOf(ctx, 'board.reconnect')).toEqual([1_050_000]);
    fireTimer(boardLookup, s, ctx);
    const again = ctx.sentOf('board.lookup').at(-1)!;
    expect(again.msg).toMatchObject({ subscribe: true, cookie: { group: 0, index: 0, reconnect: 1 } });
    // a stale reply of the first attempt is ignored, the new one refills
    reply(s, ctx, 0, [{ owner: pubB, payload: 'late' }], 0);
    expect(ctx.sentOf('board.lookupUpdate')).toHaveLength(1);
    reply(s, ctx, 0, [{ owner: pubB, payload: 'y' }], 1);
    expect(ctx.sentOf('board.lookupUpdate').at(-1)!.msg.updates).toEqual([
      { owner: pubB, payload: 'y', dropped: false },
    ]);
  });

  it('a replica silent past the session timeout counts as lost; one-shot then gives up', () => {
    const { ctx, s } = start('majority');
    reply(s, ctx, 0, [{ owner: pubA, payload: 'x' }]);
    reply(s, ctx, 1, []);
    while (fireTimer(boardLookup, s, ctx));
    expect(ctx.sentOf('board.lookupResult')[0]!.msg.status).toBe('notAvailable');
    expect(timersOf(ctx, 'board.reconnect')).toEqual([]);
  });

  it('subscription reports NotAvailable when a group loses more than n - majority replicas', () => {
    const { ctx, s } = start('subscription');
    for (const i of [0, 1, 2]) reply(s, ctx, i, []);
    for (const n of [1, 2]) deliver(boardLookup, s, ctx, self, { kind: 'sys.disconnected', node: n });
    expect(ctx.sentOf('board.lookupUpdate')).toHaveLength(0);
    deliver(boardLookup, s, ctx, self, { kind: 'sys.disconnected', node: 3 });
    expect(ctx.sentOf('board.lookupUpdate')[0]!.msg.status).toBe('notAvailable');
    expect(ctx.sentOf('board.unsubscribe')).toHaveLength(5);
    expect(ctx.stopped).toBe(true);
  });
});
