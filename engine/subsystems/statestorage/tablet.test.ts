import { describe, expect, it } from 'vitest';
import { tabletBehaviour } from './tablet.ts';
import { agentBehaviour } from './agent.ts';
import { followerBehaviour } from './follower.ts';
import { proxyBehaviour } from './proxy.ts';
import { drive, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO } from './messages.ts';
import { CLIENT_TYPE, FOLLOWER_TYPE, PROXY_SERVICE, REQUEST_TYPE, TABLET_TYPE } from './names.ts';
import { TABLET_LOG_SERVICE } from '../blobstorage/contract.ts';

const T = '72075186224037888';
const SELF = { node: 4, name: 'a1.7' };
/** The node's DS proxy, where the tablet's log requests go. */
const BLOBSTORAGE = { node: 4, name: TABLET_LOG_SERVICE };
const PROXY = { node: 4, name: PROXY_SERVICE };
const USER = { node: 0, name: 'user' };
const world = () => threeRackWorld;

describe('tablet', () => {
  /** Boots a tablet on the direct path (a leader at gen 2 exists) up to Update OK at gen 3. */
  function bootToUpdate() {
    const ctx = fakeCtx(SELF, world());
    const d = drive(tabletBehaviour, ctx, { tabletId: T });
    const C = { node: 2, name: 'a1.3' };
    const e = d.state.election;
    const info = (generation: number, leader = SELF) =>
      d.recv(PROXY, {
        kind: 'ss.info',
        tabletId: T,
        cookie: e.cookie,
        status: 'OK',
        info: { ...EMPTY_INFO, leader, leaderTablet: leader, generation },
        signatures: {},
      });
    info(2, C);
    d.recv(BLOBSTORAGE, { kind: 'bs.discovered', tabletId: T, lastGeneration: 2, blockedGeneration: 2 });
    info(3);
    const bs = (msg: Parameters<typeof d.recv>[1]) => d.recv(BLOBSTORAGE, msg);
    return { ctx, d, C, bs };
  }

  it('serves pipe requests only once elected and committed, stops when demoted', () => {
    const { ctx, d, C, bs } = bootToUpdate();
    d.recv(C, { kind: 'ss.pipe.request', tabletId: T, cookie: 1 });
    expect(ctx.sentOf('ss.pipe.response')[0]!.msg.ok).toBe(false); // Update OK is not enough
    bs({ kind: 'bs.blocked', tabletId: T, generation: 3, ok: true, blockedGeneration: 3 });
    bs({ kind: 'bs.written', tabletId: T, generation: 3, step: 0, ok: true, blockedGeneration: 3 });
    expect(d.state.serving).toBe(true);
    d.recv(C, { kind: 'ss.pipe.request', tabletId: T, cookie: 2 });
    // answered only once its log write (gen 3, step 1) is committed
    expect(ctx.sentOf('ss.pipe.response')).toHaveLength(1);
    expect(ctx.sentOf('bs.write').at(-1)!.msg).toMatchObject({ generation: 3, step: 1 });
    bs({ kind: 'bs.written', tabletId: T, generation: 3, step: 1, ok: true, blockedGeneration: 3 });
    expect(ctx.sentOf('ss.pipe.response')[1]!.msg).toMatchObject({ ok: true, generation: 3, cookie: 2 });
    expect(d.state.served).toBe(1);
    d.recv({ node: 1, name: 'ssr:0:0:0' }, { kind: 'ss.replica.demoted', tabletId: T, signature: 1 });
    expect(ctx.stopped).toBe(true);
    expect(ctx.events.map((x) => x.kind)).toEqual([
      'leader.elected',
      'tablet.served',
      'leader.demoted',
      'tablet.stopped',
    ]);
  });

  it('a refused commit (a newer generation blocked the log) demotes it; the request is refused', () => {
    const { ctx, d, C, bs } = bootToUpdate();
    bs({ kind: 'bs.blocked', tabletId: T, generation: 3, ok: true, blockedGeneration: 3 });
    bs({ kind: 'bs.written', tabletId: T, generation: 3, step: 0, ok: true, blockedGeneration: 3 });
    d.recv(C, { kind: 'ss.pipe.request', tabletId: T, cookie: 7 });
    bs({ kind: 'bs.written', tabletId: T, generation: 3, step: 1, ok: false, blockedGeneration: 4 });
    expect(ctx.sentOf('ss.pipe.response').map((s) => [s.msg.cookie, s.msg.ok])).toEqual([[7, false]]);
    expect(d.state.served).toBe(0);
    expect(ctx.stopped).toBe(true);
    expect(ctx.events.slice(1)).toMatchObject([
      { kind: 'leader.demoted', reason: 'blobstorage-blocked', generation: 3 },
      { kind: 'tablet.stopped', reason: 'blobstorage-blocked' },
    ]);
  });

  it('a refused block stops the tablet before it serves', () => {
    const { ctx, bs } = bootToUpdate();
    bs({ kind: 'bs.blocked', tabletId: T, generation: 3, ok: false, blockedGeneration: 4 });
    expect(ctx.stopped).toBe(true);
    expect(ctx.events).toMatchObject([{ kind: 'tablet.stopped', reason: 'blobstorage-blocked' }]);
  });

  it('ignores a schema change that resolved to its tablet id (it is no SchemeShard)', () => {
    const { ctx, d, C } = bootToUpdate();
    const sent = ctx.sent.length;
    d.recv(C, { kind: 'sb.change', op: 'create', path: '/Root/t', object: null, txId: 'tx1' });
    expect(ctx.sent).toHaveLength(sent);
    expect(ctx.stopped).toBe(false);
  });

  it('tablet.kill poisons it: stopped, guardian poisoned', () => {
    const ctx = fakeCtx(SELF, world());
    const d = drive(tabletBehaviour, ctx, { tabletId: T });
    d.recv(USER, { kind: 'sys.poison' });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'tablet.stopped', reason: 'killed' });
  });
});

describe('agent, follower, proxy', () => {
  it('agent starts tablets, followers and clients; kill poisons what it started', () => {
    const ctx = fakeCtx({ node: 4, name: 'ss-agent' }, world());
    const d = drive(agentBehaviour, ctx, {});
    d.recv(USER, { kind: 'cmd', command: { kind: 'tablet.boot', node: 4, tabletId: T } });
    d.recv(USER, { kind: 'cmd', command: { kind: 'follower.boot', node: 4, tabletId: T } });
    d.recv(USER, { kind: 'cmd', command: { kind: 'tablet.request', node: 4, tabletId: T } });
    expect(ctx.spawned.map((s) => s.type)).toEqual([TABLET_TYPE, FOLLOWER_TYPE, CLIENT_TYPE]);
    d.recv(USER, { kind: 'cmd', command: { kind: 'tablet.kill', node: 4, tabletId: T } });
    expect(ctx.sentOf('sys.poison').map((s) => s.to)).toEqual([ctx.spawned[0]!.id, ctx.spawned[1]!.id]);
  });

  it('follower registers through the proxy, again after a replica node is lost, and unregisters when killed', () => {
    const ctx = fakeCtx(SELF, world());
    const d = drive(followerBehaviour, ctx, { tabletId: T });
    expect(ctx.sentOf('ss.follower.register')[0]!.msg).toMatchObject({ follower: SELF, cookie: 1 });
    d.recv(PROXY, {
      kind: 'ss.info',
      tabletId: T,
      cookie: 1,
      status: 'OK',
      info: EMPTY_INFO,
      signatures: {},
    });
    d.recv(USER, { kind: 'sys.disconnected', node: 2 });
    d.recv(USER, { kind: 'sys.disconnected', node: 3 }); // one re-registration only
    expect(ctx.timers).toHaveLength(1);
    d.recv(SELF, ctx.timers[0]!.msg);
    expect(ctx.sentOf('ss.follower.register').map((s) => s.msg.cookie)).toEqual([1, 2]);
    d.recv(USER, { kind: 'sys.poison' });
    expect(ctx.sentOf('ss.follower.unregister')).toHaveLength(1);
  });

  it('proxy spawns one request actor per operation and spreads cleanup to the replicas', () => {
    const ctx = fakeCtx(PROXY, world());
    const d = drive(proxyBehaviour, ctx, { requestTimeoutUs: 5_000 });
    d.recv(SELF, { kind: 'ss.lookup', tabletId: T, cookie: 1, sigWait: 'none' });
    expect(ctx.spawned[0]).toMatchObject({ type: REQUEST_TYPE, args: { client: SELF, timeoutUs: 5_000 } });
    d.recv(SELF, { kind: 'ss.cleanup', tabletId: T, leader: SELF });
    expect(ctx.sentOf('ss.replica.cleanup').map((s) => s.to.node)).toEqual([1, 2, 3]);
  });
});
