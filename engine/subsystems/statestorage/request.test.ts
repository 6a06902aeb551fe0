import { describe, expect, it } from 'vitest';
import { requestBehaviour, type RequestArgs } from './request.ts';
import { drive, fakeCtx, flatGroup, testWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO, type ProxyRequest, type TabletEntryInfo } from './messages.ts';
import type { RingGroup, SubsystemConfig } from '../../model/config/types.ts';
import type { Message } from '../unions.ts';

const T = '72075186224037888';
const A = { node: 4, name: 'a1.7' };
const B = { node: 5, name: 'a1.9' };
const CLIENT = { node: 2, name: 'a1.1' };
const info = (leader = A, generation = 2): TabletEntryInfo => ({
  ...EMPTY_INFO,
  leader,
  leaderTablet: leader,
  generation,
});

const group = (nodes: number[], extra: Partial<RingGroup> = {}) => flatGroup(nodes, nodes.length, extra);
const rep = (g: number, ring: number, node: number) => ({ node, name: `ssr:${g}:${ring}:0` });

function start(
  req: ProxyRequest,
  config: SubsystemConfig = { ringGroups: [flatGroup([1, 2, 3], 3)] },
  timeoutUs?: number,
) {
  const ctx = fakeCtx({ node: 2, name: 'a1.50' }, testWorld(3, config.ringGroups));
  const args: RequestArgs = { req, client: CLIENT, ...(timeoutUs ? { timeoutUs } : {}) };
  const d = drive(requestBehaviour, ctx, args);
  const reply = (
    g: number,
    ring: number,
    node: number,
    status: 'OK' | 'ERROR',
    i: TabletEntryInfo,
    signature = 10 + node,
  ) =>
    d.recv(rep(g, ring, node), {
      kind: 'ss.replica.info',
      tabletId: T,
      cookie: g * 1024 + ring,
      status,
      signature,
      info: i,
    });
  const answers = () => ctx.sentOf('ss.info').map((s) => s.msg);
  return { ctx, d, reply, answers };
}
const lookup = (sigWait: 'none' | 'async' | 'sync' = 'none'): ProxyRequest => ({
  kind: 'ss.lookup',
  tabletId: T,
  cookie: 9,
  sigWait,
});
const update = (leader = A, generation = 2): ProxyRequest => ({
  kind: 'ss.update',
  tabletId: T,
  cookie: 9,
  leader,
  leaderTablet: leader,
  generation,
  step: 0,
  signatures: { '1/ssr:0:0:0': 11 },
});

describe('proxy request', () => {
  it('sends to every selected replica with the right signature and watches their nodes', () => {
    const { ctx } = start(update());
    const sent = ctx.sentOf('ss.replica.update');
    expect(sent.map((s) => s.to.node)).toEqual([1, 2, 3]);
    expect(sent.map((s) => s.msg.signature)).toEqual([11, null, null]);
    expect(ctx.watched).toEqual([1, 2, 3]);
    expect(ctx.events[0]).toMatchObject({ kind: 'op.started', op: 'update', key: T });
  });

  it('lookup SigNone answers at majority; a late minority reply never changes it', () => {
    const { ctx, reply, answers } = start(lookup());
    reply(0, 0, 1, 'OK', info(A, 2));
    expect(answers()).toHaveLength(0);
    reply(0, 1, 2, 'OK', info(A, 2));
    expect(answers()).toHaveLength(1);
    expect(answers()[0]).toMatchObject({ status: 'OK', info: { leader: A, generation: 2 } });
    expect(ctx.stopped).toBe(true);
    reply(0, 2, 3, 'OK', info(B, 5));
    expect(answers()).toHaveLength(1);
  });

  it('NODATA only after every replica answered; SigAsync sends the rest of the signatures later', () => {
    const a = start(lookup('none'));
    a.reply(0, 0, 1, 'ERROR', EMPTY_INFO);
    a.reply(0, 1, 2, 'ERROR', EMPTY_INFO);
    expect(a.answers()).toHaveLength(0);
    a.reply(0, 2, 3, 'ERROR', EMPTY_INFO);
    expect(a.answers()[0]!.status).toBe('NODATA');

    const b = start(lookup('async'));
    b.reply(0, 0, 1, 'OK', info());
    b.reply(0, 1, 2, 'OK', info());
    expect(b.answers()[0]!.signatures).toEqual({ '1/ssr:0:0:0': 11, '2/ssr:0:1:0': 12 });
    expect(b.ctx.stopped).toBe(false);
    b.reply(0, 2, 3, 'OK', info(B, 9)); // late: only adds a signature
    expect(b.answers()).toHaveLength(1);
    const sig = b.ctx.sentOf('ss.signature');
    expect(sig).toHaveLength(1);
    expect(sig[0]!.msg.signatures['3/ssr:0:2:0']).toBe(13);
    expect(b.ctx.stopped).toBe(true);
  });

  it('update: OK when the majority took our leader, RACE when another leader won', () => {
    const a = start(update(A, 2));
    a.reply(0, 0, 1, 'OK', info(A, 2));
    a.reply(0, 1, 2, 'OK', info(A, 2));
    expect(a.answers()[0]!.status).toBe('OK');
    const b = start(update(B, 2));
    b.reply(0, 0, 1, 'OK', info(A, 2));
    b.reply(0, 1, 2, 'OK', info(A, 2));
    expect(b.answers()[0]!.status).toBe('RACE');
    expect(b.ctx.events.at(-1)).toMatchObject({ kind: 'op.failed', detail: 'RACE gen 2:0' });
  });

  it('unreachable replicas (disconnect / undelivered) make the group unavailable → ERROR', () => {
    const { d, answers } = start(update());
    d.recv({ node: 0, name: 'sys' }, { kind: 'sys.disconnected', node: 1 });
    expect(answers()).toHaveLength(0);
    d.recv(
      { node: 0, name: 'sys' },
      { kind: 'sys.undelivered', to: rep(0, 1, 2), original: 'ss.replica.update' },
    );
    expect(answers()[0]!.status).toBe('ERROR');
  });

  it('times out in virtual time: TIMEOUT when undecided', () => {
    const { ctx, d, reply, answers } = start(update(), undefined, 1_000);
    expect(ctx.timers[0]!.delayUs).toBe(1_000);
    reply(0, 0, 1, 'OK', info());
    d.recv(ctx.self, ctx.timers[0]!.msg);
    expect(answers()[0]!.status).toBe('TIMEOUT');
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.timeout' });
    expect(ctx.stopped).toBe(true);
  });

  it('write-only groups get writes but are not waited for, and SigNone lookups skip them', () => {
    const config = { ringGroups: [group([1, 2, 3]), group([11, 12, 13], { writeOnly: true })] };
    const u = start(update(), config);
    expect(u.ctx.sentOf('ss.replica.update').map((s) => s.to.node)).toEqual([1, 2, 3, 11, 12, 13]);
    u.reply(0, 0, 1, 'OK', info());
    u.reply(0, 1, 2, 'OK', info());
    expect(u.answers()[0]!.status).toBe('OK');
    // a write-only group's newer data never shows in the answer
    const l = start(lookup('async'), config);
    expect(l.ctx.sentOf('ss.replica.lookup')).toHaveLength(6);
    l.reply(1, 0, 11, 'OK', info(B, 9));
    l.reply(0, 0, 1, 'OK', info(A, 2));
    l.reply(0, 1, 2, 'OK', info(A, 2));
    expect(l.answers()[0]!.info).toMatchObject({ leader: A, generation: 2 });
    const n = start(lookup('none'), config);
    expect(n.ctx.sentOf('ss.replica.lookup').map((s) => s.to.node)).toEqual([1, 2, 3]);
  });

  it('NOT_SYNCHRONIZED / DISCONNECTED groups are not contacted; every counted group needs its majority', () => {
    const config = {
      ringGroups: [
        group([1, 2, 3]),
        group([11, 12, 13], { state: 'NOT_SYNCHRONIZED' }),
        group([21, 22, 23], { state: 'DISCONNECTED' }),
        group([31, 32, 33], { state: 'SYNCHRONIZED' }),
      ],
    };
    const u = start(update(), config);
    expect(u.ctx.sentOf('ss.replica.update').map((s) => s.to.node)).toEqual([1, 2, 3, 31, 32, 33]);
    u.reply(0, 0, 1, 'OK', info());
    u.reply(0, 1, 2, 'OK', info());
    expect(u.answers()).toHaveLength(0); // group 3 (our index 1) must decide too
    const g = 1; // second contacted group
    const msg = (ring: number): Message => ({
      kind: 'ss.replica.info',
      tabletId: T,
      cookie: g * 1024 + ring,
      status: 'OK',
      signature: 1,
      info: info(B, 2),
    });
    u.d.recv({ node: 31, name: 'ssr:0:0:0' }, msg(0));
    u.d.recv({ node: 32, name: 'ssr:0:1:0' }, msg(1));
    // the SYNCHRONIZED group saw another leader: the operation is a RACE even though group 0 agreed
    expect(u.answers()[0]!.status).toBe('RACE');
  });

  it('lookups merge the followers the replicas list', () => {
    const F = { node: 6, name: 'a1.3' };
    const { reply, answers } = start(lookup());
    reply(0, 0, 1, 'OK', { ...info(), followers: [{ follower: F, followerTablet: F }] });
    reply(0, 1, 2, 'OK', info());
    expect(answers()[0]!.info.followers).toEqual([{ follower: F, followerTablet: F }]);
  });
});
