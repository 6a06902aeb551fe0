import { describe, expect, it } from 'vitest';
import { CLIENT_ATTEMPTS, sbClient } from './client.ts';
import { deliver, fakeCtx, fireTimer, threeRackWorld } from '../testing/fakeCtx.ts';

const world = threeRackWorld;
const self = { node: 3, name: 'a1.4' };
const leader = { node: 1, name: 'a1.1' };
const args = { tabletId: '72057594046678944', op: 'create' as const, path: '/Root/t', object: null };

/** The resolver's answer to the client's first request: the leader at generation 2. */
const RESOLVED = {
  kind: 'ss.resolved',
  tabletId: args.tabletId,
  cookie: 1,
  status: 'OK',
  leader,
  generation: 2,
} as const;

describe('schema change client', () => {
  it('resolves the leader, sends the change and finishes on the result', () => {
    const ctx = fakeCtx(self, world);
    const s = sbClient.init(ctx, args);
    expect(ctx.sentOf('ss.resolve')[0]).toMatchObject({
      to: { node: 3, name: 'ss-resolver' },
      msg: { tabletId: args.tabletId, problem: null },
    });
    deliver(sbClient, s, ctx, self, RESOLVED);
    expect(ctx.sentOf('sb.change')[0]).toMatchObject({ to: leader, msg: { op: 'create', path: '/Root/t' } });
    deliver(sbClient, s, ctx, leader, {
      kind: 'sb.changeResult',
      txId: 'x',
      ok: true,
      detail: 'published',
      version: 1,
    });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.quorum', op: 'sb.update', detail: 'create v1' });
    expect(ctx.stopped).toBe(true);
  });

  it('re-resolves (reporting the silent leader) on timeout, gives up after the last attempt', () => {
    const ctx = fakeCtx(self, world);
    const s = sbClient.init(ctx, args);
    deliver(sbClient, s, ctx, self, RESOLVED);
    fireTimer(sbClient, s, ctx);
    expect(ctx.sentOf('ss.resolve')[1]!.msg.problem).toEqual(leader);
    for (let i = 1; i < CLIENT_ATTEMPTS; i++) fireTimer(sbClient, s, ctx);
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.failed', detail: 'TIMEOUT' });
    expect(ctx.sentOf('ss.resolve')).toHaveLength(CLIENT_ATTEMPTS);
  });

  it('a change bounced by a gone leader re-resolves at once, not after the timeout; a stale bounce is ignored', () => {
    const ctx = fakeCtx(self, world);
    const s = sbClient.init(ctx, args);
    deliver(sbClient, s, ctx, self, RESOLVED);
    deliver(sbClient, s, ctx, self, {
      kind: 'sys.undelivered',
      to: { node: 9, name: 'a1.1' },
      original: 'sb.change',
    });
    expect(ctx.sentOf('ss.resolve')).toHaveLength(1);
    deliver(sbClient, s, ctx, self, { kind: 'sys.undelivered', to: leader, original: 'sb.change' });
    expect(ctx.sentOf('ss.resolve')).toHaveLength(2);
    expect(ctx.sentOf('ss.resolve')[1]!.msg.problem).toEqual(leader);
    expect(ctx.stopped).toBe(false);
  });
});
