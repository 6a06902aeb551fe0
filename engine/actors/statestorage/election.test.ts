import { describe, expect, it } from 'vitest';
import { electionReceive, startElection, stopElection, type ElectionVerdict } from './election.ts';
import { envelope, FakeCtx, flatGroup, worldWith } from './fake-ctx.ts';
import { EMPTY_INFO, type ProxyStatus, type TabletEntryInfo } from './messages.ts';
import type { Message } from '../../sim/messages.ts';
import { GUARDIAN_TYPE, PROXY_SERVICE } from './names.ts';

const T = '72075186224037888';
const SELF = { node: 4, name: 'a1.7' };
const OTHER = { node: 5, name: 'a1.9' };
const PROXY = { node: 4, name: PROXY_SERVICE };

function setup() {
  const ctx = new FakeCtx(SELF, worldWith({ ringGroups: [flatGroup(3, 3)] }));
  const st = startElection(ctx, T);
  const recv = (msg: Message, from = PROXY): ElectionVerdict =>
    electionReceive(st, envelope(from, SELF, msg), ctx);
  const answer = (status: ProxyStatus, info: TabletEntryInfo = EMPTY_INFO) =>
    recv({ kind: 'ss.info', tabletId: T, cookie: st.cookie, status, info, signatures: { '1/ssr:0:0:0': 5 } });
  const last = () => ctx.sent[ctx.sent.length - 1]!.msg;
  const fire = (kind: string) => {
    const t = ctx.timers.filter((x) => x.msg.kind === kind).at(-1)!;
    return recv(t.msg, SELF);
  };
  return { ctx, st, recv, answer, last, fire };
}

describe('election (tablet_sys.cpp)', () => {
  it('first boot: lookup NODATA → lock gen 1 → log read → update gen 2 → elected, guardian spawned', () => {
    const { ctx, st, answer, last, fire } = setup();
    expect(last()).toMatchObject({ kind: 'ss.lookup', sigWait: 'async' });
    answer('NODATA');
    expect(last()).toMatchObject({
      kind: 'ss.lock',
      generation: 1,
      leader: SELF,
      signatures: { '1/ssr:0:0:0': 5 },
    });
    answer('OK', { ...EMPTY_INFO, leader: SELF, generation: 1, locked: true });
    expect(st.phase).toBe('logRead');
    expect(fire('ss.timer.election').kind).toBe('pending');
    expect(last()).toMatchObject({
      kind: 'ss.update',
      generation: 2,
      step: 0,
      leader: SELF,
      leaderTablet: SELF,
    });
    const v = answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 2 });
    expect(v).toEqual({ kind: 'elected', generation: 2 });
    expect(ctx.spawned.map((s) => s.type)).toEqual([GUARDIAN_TYPE]);
    expect(ctx.events).toContainEqual({ kind: 'leader.elected', tabletId: T, generation: 2, actor: SELF });
  });

  it('a live leader at gen 5 → update at gen 6 without locking', () => {
    const { answer, last } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5, step: 3 });
    expect(last()).toMatchObject({ kind: 'ss.update', generation: 6, step: 0 });
  });

  it('a fresh lock is waited out, a stale one (> 2 s) is taken over', () => {
    const a = setup();
    a.answer('OK', { ...EMPTY_INFO, leader: OTHER, generation: 3, locked: true, lockedForUs: 500_000 });
    expect(a.st.phase).toBe('lockWait');
    const wait = a.ctx.timers.at(-1)!;
    expect(wait.delayUs).toBe(1_501_000);
    a.fire('ss.timer.election');
    expect(a.last()).toMatchObject({ kind: 'ss.lookup' });
    a.answer('OK', { ...EMPTY_INFO, leader: OTHER, generation: 3, locked: true, lockedForUs: 2_000_001 });
    expect(a.last()).toMatchObject({ kind: 'ss.lock', generation: 4 });
  });

  it('a lost lock race sends Cleanup and retries; it gives up when another leader serves', () => {
    const { answer, last, recv, ctx, fire } = setup();
    answer('NODATA');
    const lockCookie = ctx.sentOf('ss.lock')[0]!.msg.cookie;
    expect(
      recv({
        kind: 'ss.info',
        tabletId: T,
        cookie: lockCookie - 1,
        status: 'RACE',
        info: EMPTY_INFO,
        signatures: {},
      }).kind,
    ).toBe('pending');
    expect(answer('RACE', { ...EMPTY_INFO, leader: OTHER, generation: 1, locked: true }).kind).toBe(
      'pending',
    );
    expect(last()).toEqual({ kind: 'ss.cleanup', tabletId: T, leader: SELF });
    fire('ss.timer.election');
    expect(last()).toMatchObject({ kind: 'ss.lookup' });
    // the other racer won meanwhile
    const v = answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 2 });
    expect(v).toEqual({ kind: 'failed', reason: 'boot-race' });
    expect(ctx.sentOf('ss.update')).toHaveLength(0);
  });

  it('after a race where nobody won, the retry locks again', () => {
    const { answer, last, fire } = setup();
    answer('NODATA');
    answer('RACE', { ...EMPTY_INFO, leader: OTHER, generation: 1, locked: true });
    fire('ss.timer.election');
    answer('NODATA');
    expect(last()).toMatchObject({ kind: 'ss.lock', generation: 1 });
  });

  it('after a lost update race, finding itself as the leader it promotes again', () => {
    const { answer, last, fire } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    answer('RACE', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    expect(last()).toMatchObject({ kind: 'ss.update' }); // no cleanup on the unlocked path
    fire('ss.timer.election');
    answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    expect(last()).toMatchObject({ kind: 'ss.update', generation: 7 });
  });

  it('without retries left a race fails the boot', () => {
    const ctx = new FakeCtx(SELF, worldWith({ ringGroups: [flatGroup(3, 3)] }));
    const st = startElection(ctx, T, { raceRetries: 0 });
    const answer = (status: ProxyStatus) =>
      electionReceive(
        st,
        envelope(PROXY, SELF, {
          kind: 'ss.info',
          tabletId: T,
          cookie: st.cookie,
          status,
          info: EMPTY_INFO,
          signatures: {},
        }),
        ctx,
      );
    answer('NODATA');
    expect(answer('RACE')).toEqual({ kind: 'failed', reason: 'boot-race' });
  });

  it('an update that times out fails with boot-ss-timeout', () => {
    const { answer } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    expect(answer('TIMEOUT')).toEqual({ kind: 'failed', reason: 'boot-ss-timeout' });
  });

  it('an elected leader is demoted by a replica notice or by its guardian, once', () => {
    const a = setup();
    a.answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    a.answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    const guardian = a.ctx.spawned[0]!.id;
    const v = a.recv(
      { kind: 'ss.replica.demoted', tabletId: T, signature: 1 },
      { node: 1, name: 'ssr:0:0:0' },
    );
    expect(v).toEqual({ kind: 'demoted', generation: 6, reason: 'demoted-by-statestorage' });
    expect(a.ctx.sentOf('sys.poison').map((s) => s.to)).toEqual([guardian]);
    expect(a.recv({ kind: 'ss.replica.demoted', tabletId: T, signature: 1 }).kind).toBe('pending');

    const b = setup();
    b.answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    b.answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    const g = b.ctx.spawned[0]!.id;
    // only our own guardian counts
    expect(
      b.recv({ kind: 'ss.guardian.demoted', tabletId: T, reason: 'isolated' }, { node: 4, name: 'zz' }).kind,
    ).toBe('pending');
    expect(b.recv({ kind: 'ss.guardian.demoted', tabletId: T, reason: 'isolated' }, g)).toEqual({
      kind: 'demoted',
      generation: 6,
      reason: 'isolated',
    });
    expect(b.ctx.events.filter((e) => e.kind === 'leader.demoted')).toHaveLength(1);
  });

  it('stopElection during boot on the locked path sends Cleanup', () => {
    const { ctx, answer, st } = setup();
    answer('ERROR');
    stopElection(st, ctx);
    expect(ctx.sentOf('ss.cleanup')).toHaveLength(1);
    expect(st.phase).toBe('done');
  });
});
