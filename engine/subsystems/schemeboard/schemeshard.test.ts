import { SNAPSHOT_ROW } from '../blobstorage/contract.ts';
import { describe, expect, it } from 'vitest';
import { sbSchemeShard } from './schemeshard.ts';
import { initSchema } from './schema.ts';
import { deliver, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { TABLET_LOG_SERVICE } from '../blobstorage/contract.ts';

const world = threeRackWorld;
const self = { node: 1, name: 'a1.1' };
const BLOBSTORAGE = { node: 1, name: TABLET_LOG_SERVICE };
const client = { node: 2, name: 'a1.5' };
const populator = { node: 1, name: 'a1.2' };
const ID = '72057594046678944';
const change = {
  kind: 'sb.change',
  op: 'create',
  path: '/Root/t',
  object: { type: 'topic', partitions: 3 },
  txId: 'tx1',
} as const;

function setup() {
  const ctx = fakeCtx(self, world);
  const s = sbSchemeShard.init(ctx, { tabletId: ID });
  return { ctx, s };
}

/** As serve() leaves it after the election at gen 2 (the election itself is tested with StateStorage). */
function serving(s: ReturnType<typeof setup>['s']): void {
  s.election.phase = 'elected';
  s.election.knownGeneration = 2;
  s.generation = 2;
  s.phase = 'serving';
  s.schema = initSchema(ID, 2);
  s.populator = populator;
}

/** BlobStorage's answer to the SchemeShard's commit at `step`. */
const written = (step: number, ok = true) =>
  ({ kind: 'bs.written', tabletId: ID, generation: 2, step, ok, blockedGeneration: ok ? 2 : 3 }) as const;

describe('SchemeShard', () => {
  it('starts an election through the StateStorage proxy', () => {
    const { ctx } = setup();
    expect(ctx.sent[0]).toMatchObject({
      to: { node: 1, name: 'ss-proxy' },
      msg: { kind: 'ss.lookup', tabletId: ID },
    });
  });

  it('queues changes until elected, then applies them and hands the descriptions to its populator', () => {
    const { ctx, s } = setup();
    deliver(sbSchemeShard, s, ctx, client, change);
    expect(ctx.sentOf('sb.describe')).toHaveLength(0);
    serving(s);
    deliver(sbSchemeShard, s, ctx, client, { ...change, txId: 'tx2', path: '/Root/u' });
    // written to BlobStorage (the Paths rows and the PathId counter) before it is published
    expect(ctx.sentOf('sb.describe')).toHaveLength(0);
    const write = ctx.sentOf('bs.write')[0]!.msg;
    expect(Object.keys(write.rows ?? {}).sort()).toEqual(['nextLocalPathId', 'path:/Root', 'path:/Root/u']);
    deliver(sbSchemeShard, s, ctx, BLOBSTORAGE, written(write.step));
    expect(ctx.sentOf('sb.describe').map((x) => [x.msg.description.path, x.msg.description.version])).toEqual(
      [
        ['/Root/u', 1],
        ['/Root', 2],
      ],
    );
    deliver(sbSchemeShard, s, ctx, client, { ...change, txId: 'tx3', path: '/Root/u' });
    expect(ctx.sentOf('sb.changeResult').map((x) => x.msg)).toEqual([
      { kind: 'sb.changeResult', txId: 'tx3', ok: false, detail: 'path exists', version: 0 },
    ]);
  });

  it('answers the client and emits schema.committed (monotonic) when the populator reports a quorum', () => {
    const { ctx, s } = setup();
    serving(s);
    deliver(sbSchemeShard, s, ctx, client, change);
    deliver(sbSchemeShard, s, ctx, BLOBSTORAGE, written(1));
    deliver(sbSchemeShard, s, ctx, populator, {
      kind: 'sb.published',
      path: '/Root',
      localPathId: 1,
      version: 2,
    });
    expect(ctx.sentOf('sb.changeResult')).toHaveLength(0);
    deliver(sbSchemeShard, s, ctx, populator, {
      kind: 'sb.published',
      path: '/Root/t',
      localPathId: 2,
      version: 1,
    });
    expect(ctx.sentOf('sb.changeResult')[0]).toMatchObject({
      to: client,
      msg: { txId: 'tx1', ok: true, version: 1 },
    });
    deliver(sbSchemeShard, s, ctx, populator, {
      kind: 'sb.published',
      path: '/Root',
      localPathId: 1,
      version: 1,
    });
    expect(ctx.events.filter((e) => e.kind === 'schema.committed')).toEqual([
      { kind: 'schema.committed', path: '/Root', version: 2, generation: 2 },
      { kind: 'schema.committed', path: '/Root/t', version: 1, generation: 2 },
    ]);
  });

  it("a commit refused by a newer generation's block publishes nothing and demotes it", () => {
    const { ctx, s } = setup();
    serving(s);
    deliver(sbSchemeShard, s, ctx, client, change);
    deliver(sbSchemeShard, s, ctx, BLOBSTORAGE, written(1, false));
    expect(ctx.sentOf('sb.describe')).toHaveLength(0);
    expect(ctx.sentOf('sb.changeResult')).toHaveLength(0);
    expect(ctx.events.map((e) => e.kind)).toContain('leader.demoted');
    expect(ctx.stopped).toBe(true);
  });

  it('a new generation reads its local database back before serving and goes on from it', () => {
    const old = setup();
    serving(old.s);
    deliver(sbSchemeShard, old.s, old.ctx, client, change);
    const rows = old.ctx.sentOf('bs.write')[0]!.msg.rows ?? {};
    const { ctx, s } = setup();
    s.election.phase = 'elected';
    s.generation = 3;
    s.phase = 'loading';
    deliver(sbSchemeShard, s, ctx, client, { ...change, txId: 'tx2' });
    expect(ctx.sentOf('bs.write')).toHaveLength(0); // queued until the rows are read
    deliver(sbSchemeShard, s, ctx, BLOBSTORAGE, { kind: 'bs.rows', tabletId: ID, rows });
    expect(s.schema?.objects.get('/Root/t')).toMatchObject({ version: 1, localPathId: 2 });
    expect(s.schema?.nextLocalPathId).toBe(3);
    // what it read is committed again (MustRestoreFirst) before it serves
    const [restore] = ctx.sentOf('bs.write').map((x) => x.msg);
    expect(restore?.rows).toEqual({ ...rows, [SNAPSHOT_ROW]: true });
    expect(ctx.sentOf('sb.changeResult')).toHaveLength(0);
    const { generation, step } = restore!;
    deliver(sbSchemeShard, s, ctx, BLOBSTORAGE, {
      kind: 'bs.written',
      tabletId: ID,
      generation,
      step,
      ok: true,
      blockedGeneration: generation,
    });
    expect(ctx.sentOf('sb.changeResult').map((x) => x.msg.detail)).toEqual(['path exists']);
  });

  it('ignores a StateStorage pipe request that resolved to its tablet id', () => {
    const { ctx, s } = setup();
    const sent = ctx.sent.length;
    deliver(sbSchemeShard, s, ctx, client, { kind: 'ss.pipe.request', tabletId: ID, cookie: 1 });
    expect(ctx.sent).toHaveLength(sent);
    expect(ctx.stopped).toBe(false);
  });

  it('on poison stops its populator and reports tablet.stopped', () => {
    const { ctx, s } = setup();
    s.populator = populator;
    deliver(sbSchemeShard, s, ctx, self, { kind: 'sys.poison' });
    expect(ctx.sentOf('sys.poison').map((x) => x.to)).toContainEqual(populator);
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'tablet.stopped', tabletId: ID });
    expect(ctx.stopped).toBe(true);
  });
});
