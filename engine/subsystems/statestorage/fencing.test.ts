/**
 * Fencing by cluster-state generation: docs/bridge.md "Fencing by generation", both test cases
 * (ut_blobstorage/statestorage.cpp TestProxyNotifyReplicaConfigChanged1, TestProxyConfigMismatch).
 */
import { describe, expect, it } from 'vitest';
import { requestBehaviour, type RequestArgs } from './request.ts';
import { replicaBehaviour } from './replica.ts';
import { drive, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO, type ProxyRequest } from './messages.ts';
import type { ClusterStateStamp } from '../../model/config/types.ts';
import type { World } from '../../kernel/actor.ts';
import { isNewerClusterState } from './fencing.ts';

const T = '72075186224037888';
const CLIENT = { node: 2, name: 'a1.1' };
const A = { node: 4, name: 'a1.7' };
const stamp = (generation: number, guid: number): ClusterStateStamp => ({ generation, guid });

/** A 3-node world whose StateStorage config carries `cs`. */
function world(cs: ClusterStateStamp): World {
  const w = threeRackWorld;
  return { ...w, config: { ...w.config, statestorage: { ...w.config.statestorage, clusterState: cs } } };
}

const lookup: ProxyRequest = { kind: 'ss.lookup', tabletId: T, cookie: 9, sigWait: 'none' };

/** A proxy lookup at `proxy`; `reply(ring, replicaStamp)` answers from that ring's replica. */
function proxyLookup(proxy: ClusterStateStamp) {
  const ctx = fakeCtx({ node: 2, name: 'a1.50' }, world(proxy));
  const args: RequestArgs = { req: lookup, client: CLIENT };
  const d = drive(requestBehaviour, ctx, args);
  const reply = (ring: number, cs: ClusterStateStamp) =>
    d.recv(
      { node: ring + 1, name: `ssr:0:${ring}:0` },
      {
        kind: 'ss.replica.info',
        tabletId: T,
        cookie: ring,
        status: 'OK',
        signature: 11 + ring,
        info: { ...EMPTY_INFO, leader: A, leaderTablet: A, generation: 2 },
        clusterState: cs,
      },
    );
  const answers = () => ctx.sentOf('ss.info').map((s) => s.msg);
  const notices = () => ctx.events.filter((e) => e.kind === 'ss.config.mismatch');
  return { ctx, reply, answers, notices };
}

describe('cluster-state fencing', () => {
  it('newer = greater generation, or the same one with another guid', () => {
    expect(isNewerClusterState(stamp(0, 0), stamp(0, 2))).toBe(true);
    expect(isNewerClusterState(stamp(0, 0), stamp(1, 0))).toBe(true);
    expect(isNewerClusterState(stamp(0, 0), stamp(0, 0))).toBe(false);
    expect(isNewerClusterState(stamp(1, 2), stamp(0, 0))).toBe(false);
  });

  it('requests carry the node’s cluster state to every replica', () => {
    const { ctx } = proxyLookup(stamp(3, 7));
    const sent = ctx.sentOf('ss.replica.lookup');
    expect(sent).toHaveLength(3);
    for (const s of sent) expect(s.msg.clusterState).toEqual(stamp(3, 7));
  });

  it('B9: proxy (0,0), a replica at (0,2) → ERROR; all at (0,0) → OK; a replica at (1,0) → ERROR', () => {
    const a = proxyLookup(stamp(0, 0));
    a.reply(0, stamp(0, 2));
    expect(a.answers()).toHaveLength(1);
    expect(a.answers()[0]!.status).toBe('ERROR');
    expect(a.ctx.stopped).toBe(true);
    expect(a.ctx.events.at(-1)).toMatchObject({ kind: 'op.failed', op: 'lookup' });

    const b = proxyLookup(stamp(0, 0));
    b.reply(0, stamp(0, 0));
    b.reply(1, stamp(0, 0));
    expect(b.answers().map((x) => x.status)).toEqual(['OK']);
    expect(b.notices()).toHaveLength(0);

    const c = proxyLookup(stamp(0, 0));
    c.reply(0, stamp(0, 0));
    c.reply(1, stamp(1, 0));
    expect(c.answers().map((x) => x.status)).toEqual(['ERROR']);
  });

  it('a reply from a replica with an older state is taken as it is', () => {
    const a = proxyLookup(stamp(2, 5));
    a.reply(0, stamp(1, 9));
    a.reply(1, stamp(0, 0));
    expect(a.answers().map((x) => x.status)).toEqual(['OK']);
    expect(a.notices()).toHaveLength(0);
  });

  it('B10: replica (1,2), proxy (0,0): ERROR, and the proxy notifies its NodeWarden with (1,2)', () => {
    const a = proxyLookup(stamp(0, 0));
    a.reply(2, stamp(1, 2));
    expect(a.answers()[0]!.status).toBe('ERROR');
    expect(a.notices()).toEqual([
      expect.objectContaining({ by: 'proxy', peer: 3, generation: 1, guid: 2, ownGeneration: 0 }),
    ]);
  });

  it('B10: a replica at (1,2) serves requests carrying (3,4) and notifies each time', () => {
    const ctx = fakeCtx({ node: 1, name: 'ssr:0:0:0' }, world(stamp(1, 2)), { incarnation: 3 });
    const r = drive(replicaBehaviour, ctx, {});
    const from = { node: 5, name: 'a1.3' };
    r.recv(from, { kind: 'ss.replica.lookup', tabletId: T, cookie: 4, clusterState: stamp(3, 4) });
    const info = ctx.sentOf('ss.replica.info');
    expect(info).toHaveLength(1);
    expect(info[0]!.msg.clusterState).toEqual(stamp(1, 2));
    const notices = () => ctx.events.filter((e) => e.kind === 'ss.config.mismatch');
    expect(notices()).toEqual([
      expect.objectContaining({
        by: 'replica',
        peer: 5,
        generation: 3,
        guid: 4,
        ownGeneration: 1,
        ownGuid: 2,
      }),
    ]);
    r.recv(from, {
      kind: 'ss.replica.update',
      tabletId: T,
      cookie: 5,
      leader: A,
      leaderTablet: A,
      generation: 1,
      step: 0,
      signature: 3,
      isGuardian: false,
      clusterState: stamp(3, 4),
    });
    expect(ctx.sentOf('ss.replica.info').at(-1)!.msg.status).toBe('OK');
    expect(notices()).toHaveLength(2);
    r.recv(from, { kind: 'ss.replica.cleanup', tabletId: T, leader: A, clusterState: stamp(3, 4) });
    expect(notices()).toHaveLength(3);
    // an older or equal state is no news
    r.recv(from, { kind: 'ss.replica.lookup', tabletId: T, cookie: 6, clusterState: stamp(1, 2) });
    r.recv(from, { kind: 'ss.replica.lookup', tabletId: T, cookie: 7, clusterState: stamp(0, 0) });
    expect(notices()).toHaveLength(3);
  });
});
