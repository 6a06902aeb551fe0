import { describe, expect, it } from 'vitest';
import { sbCache } from './cache.ts';
import { desc } from '../testing/descriptions.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';

const world = threeRackWorld;
const self = { node: 2, name: 'sb-cache' };

describe('scheme cache', () => {
  it('one subscriber per path; schema.view on each newer description; older ones refused', () => {
    const ctx = fakeCtx(self, world);
    const s = sbCache.init(ctx, {});
    deliver(sbCache, s, ctx, self, { kind: 'sb.cacheSubscribe', path: '/Root/t' });
    deliver(sbCache, s, ctx, self, { kind: 'sb.cacheSubscribe', path: '/Root/t' });
    expect(ctx.spawned).toEqual([
      expect.objectContaining({ type: 'sb.subscriber', args: { path: '/Root/t', owner: self } }),
    ]);
    const sub = ctx.spawned[0]!.id;
    const n = (d: ReturnType<typeof desc> | null, strong = true) =>
      deliver(sbCache, s, ctx, sub, { kind: 'sb.notifyUpdate', path: '/Root/t', description: d, strong });
    n(null, false);
    n(null);
    n(desc('/Root/t', 2));
    n(desc('/Root/t', 1));
    n(desc('/Root/t', 3, { deleted: true, object: null }));
    deliver(
      sbCache,
      s,
      ctx,
      { node: 2, name: 'intruder' },
      { kind: 'sb.notifyUpdate', path: '/Root/t', description: desc('/Root/t', 9), strong: true },
    );
    expect(ctx.events).toEqual([
      { kind: 'schema.view', path: '/Root/t', version: 0, generation: 0, deleted: true },
      { kind: 'schema.view', path: '/Root/t', version: 2, generation: 2, deleted: false },
      { kind: 'schema.view', path: '/Root/t', version: 3, generation: 2, deleted: true },
    ]);
  });
});
