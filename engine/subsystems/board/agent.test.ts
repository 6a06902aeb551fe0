import { describe, expect, it } from 'vitest';
import { boardAgent } from './agent.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { USER } from '../../kernel/actor.ts';

const world = threeRackWorld;
const self = { node: 1, name: 'board-agent' };

describe('board agent', () => {
  it('starts named publishers and subscribers, replaces and unpublishes by name', () => {
    const ctx = fakeCtx(self, world);
    const s = boardAgent.init(ctx, {});
    const cmd = (command: Parameters<typeof deliver>[4] & { kind: 'cmd' }) =>
      deliver(boardAgent, s, ctx, USER, command);
    cmd({
      kind: 'cmd',
      command: { kind: 'board.publish', node: 1, path: 'gpc+/Root/db1', payload: 'n1', publisher: 'ep' },
    });
    cmd({
      kind: 'cmd',
      command: { kind: 'board.subscribe', node: 1, path: 'gpc+/Root/db1', subscriber: 's1' },
    });
    expect(ctx.spawned.map((x) => [x.type, x.args])).toEqual([
      ['board.publisher', { path: 'gpc+/Root/db1', payload: 'n1' }],
      ['board.subscriber', { path: 'gpc+/Root/db1', name: 's1' }],
    ]);
    const first = ctx.spawned[0]!.id;
    cmd({
      kind: 'cmd',
      command: { kind: 'board.publish', node: 1, path: 'gpc+/Root/db1', payload: 'n1b', publisher: 'ep' },
    });
    expect(ctx.sentOf('sys.poison').map((x) => x.to)).toEqual([first]);
    const second = ctx.spawned[2]!.id;
    cmd({ kind: 'cmd', command: { kind: 'board.unpublish', node: 1, publisher: 'ep' } });
    cmd({ kind: 'cmd', command: { kind: 'board.unpublish', node: 1, publisher: 'ep' } });
    expect(ctx.sentOf('sys.poison').map((x) => x.to)).toEqual([first, second]);
  });
});
