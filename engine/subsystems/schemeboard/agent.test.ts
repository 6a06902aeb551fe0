import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMESHARD_ID, sbAgent } from './agent.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { USER } from '../../kernel/actor.ts';
import type { NodeCommand } from '../unions.ts';

const world = threeRackWorld;
const self = { node: 2, name: 'sb-agent' };

describe('sb-agent', () => {
  it('routes subscribe to the cache, boots a SchemeShard, starts a client per change', () => {
    const ctx = fakeCtx(self, world);
    const s = sbAgent.init(ctx, {});
    const cmd = (command: NodeCommand) => deliver(sbAgent, s, ctx, USER, { kind: 'cmd', command });
    cmd({ kind: 'schemeboard.subscribe', node: 2, path: '/Root/db1' });
    expect(ctx.sentOf('sb.cacheSubscribe').map((x) => [x.to, x.msg.path])).toEqual([
      [{ node: 2, name: 'sb-cache' }, '/Root/db1'],
    ]);
    cmd({ kind: 'schema.change', node: 2, op: 'create', path: '/Root/db1' });
    cmd({ kind: 'schemeshard.boot', node: 2, tabletId: '72075186224037888' });
    cmd({ kind: 'schema.change', node: 2, op: 'drop', path: '/Root/db1' });
    expect(ctx.spawned.map((x) => [x.type, x.args])).toEqual([
      ['sb.client', { tabletId: DEFAULT_SCHEMESHARD_ID, op: 'create', path: '/Root/db1', object: null }],
      ['sb.schemeshard', { tabletId: '72075186224037888' }],
      ['sb.client', { tabletId: '72075186224037888', op: 'drop', path: '/Root/db1', object: null }],
    ]);
  });
});
