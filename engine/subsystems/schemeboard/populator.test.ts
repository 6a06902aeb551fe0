import { actorKey } from '../actor-id.ts';
import { describe, expect, it } from 'vitest';
import { sbPopulator } from './populator.ts';
import { desc } from '../testing/descriptions.ts';
import { pathIdTargets } from './targets.ts';
import { deliver, fakeCtx, fireTimer, flatGroup, testWorld, timersOf } from '../testing/fakeCtx.ts';

// 5 one-replica rings, nto 3, plus a write-only group of 3
const world = testWorld(5, [
  flatGroup([1, 2, 3, 4, 5], 3),
  flatGroup([1, 2, 3], 3, { writeOnly: true, actorIdOffset: 1 }),
]);
const self = { node: 1, name: 'a1.3' };
const ss = { node: 1, name: 'a1.1' };
const OWNER = '72057594046678944';
const root = desc('/Root', 1, { localPathId: 1 });

function setup() {
  const ctx = fakeCtx(self, world);
  const s = sbPopulator.init(ctx, { owner: OWNER, generation: 2, schemeshard: ss, descriptions: [root] });
  return { ctx, s };
}

describe('schemeboard populator', () => {
  it('handshakes with every replica of every contacted group', () => {
    const { ctx } = setup();
    const hs = ctx.sentOf('sb.handshake');
    expect(hs).toHaveLength(8);
    expect(hs.every((h) => h.msg.generation === 2 && h.msg.owner === OWNER)).toBe(true);
  });

  it('a fresh SchemeShard populates only; one that read its log back publishes what it read as updates', () => {
    const started = (ctx: ReturnType<typeof fakeCtx>) =>
      ctx.events.flatMap((e) => (e.kind === 'op.started' ? [`${e.op} ${e.opId}`] : []));
    expect(started(setup().ctx)).toEqual([`sb.populate ${OWNER}:g2`]);
    const ctx = fakeCtx(self, world);
    const restored = [desc('/Root', 2, { localPathId: 1 }), desc('/Root/t', 3, { localPathId: 2 })];
    sbPopulator.init(ctx, { owner: OWNER, generation: 2, schemeshard: ss, descriptions: restored });
    expect(started(ctx)).toEqual([
      `sb.populate ${OWNER}:g2`,
      `sb.update ${OWNER}:1:v2`,
      `sb.update ${OWNER}:2:v3`,
    ]);
  });

  it('full sync sends a replica the descriptions it holds, then commits; a newer generation silences it', () => {
    const { ctx, s } = setup();
    const holders = pathIdTargets(world, OWNER, '/Root', 1).flatMap((g) => g.replicas.map(actorKey));
    const all = ctx.sentOf('sb.handshake').map((h) => h.to);
    const holder = all.find((r) => holders.includes(actorKey(r)))!;
    const other = all.find((r) => !holders.includes(actorKey(r)));
    ctx.clear();
    deliver(sbPopulator, s, ctx, holder, { kind: 'sb.handshakeResult', owner: OWNER, generation: 0 });
    expect(ctx.sent.map((x) => x.msg.kind)).toEqual(['sb.update', 'sb.commit']);
    if (other) {
      ctx.clear();
      deliver(sbPopulator, s, ctx, other, { kind: 'sb.handshakeResult', owner: OWNER, generation: 1 });
      expect(ctx.sent.map((x) => x.msg.kind)).toEqual(['sb.commit']);
    }
    const third = all.find((r) => r !== holder && r !== other)!;
    ctx.clear();
    deliver(sbPopulator, s, ctx, third, { kind: 'sb.handshakeResult', owner: OWNER, generation: 3 });
    expect(ctx.sent).toEqual([]);
    expect(s.slots.get(actorKey(third))!.status).toBe('stale');
  });

  it('poisoned with its SchemeShard, it ends the updates it had not published', () => {
    const { ctx, s } = setup();
    deliver(sbPopulator, s, ctx, ss, {
      kind: 'sb.describe',
      description: desc('/Root/t', 1, { localPathId: 2 }),
    });
    ctx.clear();
    deliver(sbPopulator, s, ctx, ss, { kind: 'sys.poison' });
    const failed = ctx.events.filter((e) => e.kind === 'op.failed');
    expect(failed.map((e) => (e.kind === 'op.failed' ? [e.op, e.key] : []))).toEqual([
      ['sb.update', '/Root'],
      ['sb.update', '/Root/t'],
    ]);
  });

  it('publishes a live change once a majority of every counted group acked (write-only ignored)', () => {
    const { ctx, s } = setup();
    for (const h of ctx.sentOf('sb.handshake'))
      deliver(sbPopulator, s, ctx, h.to, { kind: 'sb.handshakeResult', owner: OWNER, generation: 0 });
    ctx.clear();
    const d = desc('/Root/t', 1, { localPathId: 2 });
    deliver(sbPopulator, s, ctx, ss, { kind: 'sb.describe', description: d });
    const sent = ctx.sentOf('sb.update');
    const targets = pathIdTargets(world, OWNER, '/Root/t', 2);
    expect(sent.map((x) => actorKey(x.to)).sort()).toEqual(
      targets.flatMap((g) => g.replicas.map(actorKey)).sort(),
    );
    const ack = (to: (typeof sent)[number]['to']) =>
      deliver(sbPopulator, s, ctx, to, {
        kind: 'sb.updateAck',
        owner: OWNER,
        generation: 2,
        localPathId: 2,
        version: 1,
      });
    // acks from the write-only group alone never publish
    for (const x of sent.filter((x) => x.to.name.startsWith('sbr:1:'))) ack(x.to);
    expect(ctx.sentOf('sb.published')).toHaveLength(0);
    const primary = sent.filter((x) => x.to.name.startsWith('sbr:0:'));
    primary.slice(0, 1).forEach((x) => ack(x.to));
    expect(ctx.sentOf('sb.published')).toHaveLength(0);
    primary.slice(1, 2).forEach((x) => ack(x.to));
    expect(ctx.sentOf('sb.published').map((x) => x.msg)).toEqual([
      { kind: 'sb.published', path: '/Root/t', localPathId: 2, version: 1 },
    ]);
  });

  it('re-handshakes a lost replica after 50 ms, also when the handshake is never answered', () => {
    const { ctx, s } = setup();
    ctx.clear();
    deliver(sbPopulator, s, ctx, self, { kind: 'sys.disconnected', node: 3 });
    expect(timersOf(ctx, 'sb.retryReplica')).toEqual([50_000, 50_000]); // both groups' replicas on node 3
    while (timersOf(ctx, 'sb.retryReplica').length > 0) fireTimer(sbPopulator, s, ctx);
    expect(ctx.sentOf('sb.handshake').every((h) => h.to.node === 3)).toBe(true);
    ctx.clear();
    for (let i = 0; i < 30 && ctx.sentOf('sb.handshake').length === 0; i++) fireTimer(sbPopulator, s, ctx);
    expect(ctx.sentOf('sb.handshake').length).toBeGreaterThan(0);
  });
});
