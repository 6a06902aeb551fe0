import { describe, expect, it } from 'vitest';
import { cluster, flat, groups } from '../../model/reconfig/testing.ts';
import { fakeCtx, deliver, testWorld } from '../testing/fakeCtx.ts';
import { nodewardenBehaviour } from './nodewarden.ts';

const next = cluster(groups(flat([1, 2, 3], 3), flat([3, 4, 5], 3, { writeOnly: true, actorIdOffset: 1 })));
const root = { node: 1, name: 'distconf' };

describe('NodeWarden', () => {
  it('applies a newer version at once and confirms it to the root', () => {
    const ctx = fakeCtx(
      { node: 4, name: 'nodewarden' },
      { ...testWorld(5, [flat([1, 2, 3], 3)]), configVersion: 1 },
    );
    deliver(nodewardenBehaviour, {}, ctx, root, { kind: 'distconf.config', version: 2, config: next });
    expect(ctx.applied).toEqual([{ version: 2, config: next }]);
    expect(ctx.sent).toEqual([{ to: root, msg: { kind: 'distconf.applied', version: 2 } }]);
  });

  it('ignores a version it already runs (or an older one) but still says which it runs', () => {
    const ctx = fakeCtx(
      { node: 4, name: 'nodewarden' },
      { ...testWorld(5, [flat([1, 2, 3], 3)]), configVersion: 3 },
    );
    deliver(nodewardenBehaviour, {}, ctx, root, { kind: 'distconf.config', version: 2, config: next });
    expect(ctx.applied).toEqual([]);
    expect(ctx.sent).toEqual([{ to: root, msg: { kind: 'distconf.applied', version: 3 } }]);
  });
});
