import { describe, expect, it } from 'vitest';
import { resolverBehaviour } from './resolver.ts';
import { drive, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO } from './messages.ts';
import { PROXY_SERVICE } from './names.ts';

const T = '72075186224037888';
const L = { node: 4, name: 'a1.7' };
const C1 = { node: 2, name: 'a1.20' };
const C2 = { node: 2, name: 'a1.21' };
const PROXY = { node: 2, name: PROXY_SERVICE };

function setup() {
  const ctx = fakeCtx({ node: 2, name: 'ss-resolver' }, threeRackWorld);
  return { ctx, d: drive(resolverBehaviour, ctx, {}) };
}

describe('tablet resolver', () => {
  it('one SigNone lookup for concurrent resolves; caches OK answers and emits tablet.resolved', () => {
    const { ctx, d } = setup();
    d.recv(C1, { kind: 'ss.resolve', tabletId: T, cookie: 1, problem: null });
    d.recv(C2, { kind: 'ss.resolve', tabletId: T, cookie: 1, problem: null });
    const lookups = ctx.sentOf('ss.lookup');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.msg.sigWait).toBe('none');
    const info = { ...EMPTY_INFO, leader: L, leaderTablet: L, generation: 3 };
    d.recv(PROXY, {
      kind: 'ss.info',
      tabletId: T,
      cookie: lookups[0]!.msg.cookie,
      status: 'OK',
      info,
      signatures: {},
    });
    expect(ctx.sentOf('ss.resolved').map((s) => s.to)).toEqual([C1, C2]);
    expect(ctx.events.map((e) => e.kind)).toEqual(['op.started', 'op.quorum', 'tablet.resolved']);
    expect(ctx.events.at(-1)).toEqual({ kind: 'tablet.resolved', tabletId: T, generation: 3, leader: L });
    d.recv(C1, { kind: 'ss.resolve', tabletId: T, cookie: 2, problem: null });
    expect(ctx.sentOf('ss.lookup')).toHaveLength(1); // cache hit
    expect(ctx.sentOf('ss.resolved').at(-1)!.msg).toMatchObject({ status: 'OK', leader: L });
    // a problem with the cached leader drops the entry and resolves again
    d.recv(C1, { kind: 'ss.resolve', tabletId: T, cookie: 3, problem: L });
    expect(ctx.sentOf('ss.lookup')).toHaveLength(2);
  });

  it('does not cache failures and reports them without a leader', () => {
    const { ctx, d } = setup();
    d.recv(C1, { kind: 'ss.resolve', tabletId: T, cookie: 1, problem: null });
    const cookie = ctx.sentOf('ss.lookup')[0]!.msg.cookie;
    d.recv(PROXY, {
      kind: 'ss.info',
      tabletId: T,
      cookie,
      status: 'NODATA',
      info: EMPTY_INFO,
      signatures: {},
    });
    expect(ctx.sentOf('ss.resolved')[0]!.msg).toMatchObject({ status: 'NODATA', leader: null });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'tablet.resolved', leader: null });
    d.recv(C1, { kind: 'ss.resolve', tabletId: T, cookie: 2, problem: null });
    expect(ctx.sentOf('ss.lookup')).toHaveLength(2);
  });
});
