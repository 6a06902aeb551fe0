import { describe, expect, it } from 'vitest';
import { sbReplica } from './replica.ts';
import { desc } from '../testing/descriptions.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';

const world = threeRackWorld;
const self = { node: 1, name: 'sbr:0:0:0' };
const pop = { node: 2, name: 'a1.2' };
const sub = { node: 3, name: 'a1.9' };
const OWNER = '72057594046678944';

function setup() {
  const ctx = fakeCtx(self, world);
  const s = sbReplica.init(ctx, {});
  return { ctx, s };
}
const upd = (d: ReturnType<typeof desc>, generation = 2) =>
  ({ kind: 'sb.update', owner: OWNER, generation, description: d, needAck: true }) as const;

describe('schemeboard replica', () => {
  it('handshake: replies with the committed generation, refuses an older populator', () => {
    const { ctx, s } = setup();
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 3 });
    expect(ctx.sentOf('sb.handshakeResult')[0]!.msg.generation).toBe(0);
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.commit', owner: OWNER, generation: 3 });
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 2 });
    expect(ctx.sentOf('sb.handshakeResult')).toHaveLength(1);
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 4 });
    expect(ctx.sentOf('sb.handshakeResult')[1]!.msg.generation).toBe(3);
  });

  it('keeps the newest description per path, acks every update, ignores wrong generations', () => {
    const { ctx, s } = setup();
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 1))); // no handshake yet: ignored
    expect(s.byPath.size).toBe(0);
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 2 });
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 2)));
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 1)));
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 3), 1));
    expect(s.byPath.get('/Root/t')!.version).toBe(2);
    expect(ctx.sentOf('sb.updateAck').map((a) => a.msg.version)).toEqual([2, 1]);
    expect(
      ctx.events
        .filter((e) => e.kind === 'replica.changed')
        .map((e) => e.kind === 'replica.changed' && e.summary),
    ).toEqual(['dir v2 g2 id 2']);
  });

  it('a tombstone blocks its PathId; a re-created path (higher PathId) replaces it', () => {
    const { ctx, s } = setup();
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 2 });
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 3, { deleted: true, object: null })));
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 4)));
    expect(s.byPath.get('/Root/t')).toMatchObject({ deleted: true, version: 3 });
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 4, { localPathId: 7 })));
    expect(s.byPath.get('/Root/t')).toMatchObject({ deleted: false, localPathId: 7 });
  });

  it('subscribers get the current state (weak until the owner committed) and every change', () => {
    const { ctx, s } = setup();
    deliver(sbReplica, s, ctx, sub, { kind: 'sb.subscribe', path: '/Root/t' });
    expect(ctx.sentOf('sb.notify')[0]!.msg).toMatchObject({ description: null, strong: false });
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.handshake', owner: OWNER, generation: 2 });
    deliver(sbReplica, s, ctx, pop, { kind: 'sb.commit', owner: OWNER, generation: 2 });
    expect(ctx.sentOf('sb.notify')[1]!.msg).toMatchObject({ description: null, strong: true });
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 1)));
    expect(ctx.sentOf('sb.notify')[2]!.msg).toMatchObject({ description: { version: 1 }, strong: true });
    deliver(sbReplica, s, ctx, self, { kind: 'sys.disconnected', node: 3 });
    deliver(sbReplica, s, ctx, pop, upd(desc('/Root/t', 2)));
    expect(ctx.sentOf('sb.notify')).toHaveLength(3);
  });
});
