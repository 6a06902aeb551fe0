import { describe, expect, it } from 'vitest';
import { guardianBehaviour, GUARDIAN_MISSING_US, GUARDIAN_RETRY_US } from './guardian.ts';
import { drive, fakeCtx, flatGroup, testWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO, type TabletEntryInfo } from './messages.ts';
import type { Message } from '../unions.ts';

const T = '72075186224037888';
const LEADER = { node: 4, name: 'a1.7' };
const OTHER = { node: 5, name: 'a1.9' };
const SYS = { node: 0, name: 'sys' };
const rep = (ring: number) => ({ node: ring + 1, name: `ssr:0:${ring}:0` });

function setup(groups = [flatGroup([1, 2, 3], 3)]) {
  const ctx = fakeCtx({ node: 4, name: 'a1.8' }, testWorld(3, groups));
  const d = drive(guardianBehaviour, ctx, { tabletId: T, leader: LEADER, generation: 6 });
  const info = (ring: number, status: 'OK' | 'ERROR', i: TabletEntryInfo, signature = 40 + ring) =>
    d.recv(rep(ring), { kind: 'ss.replica.info', tabletId: T, cookie: ring, status, signature, info: i });
  const fireAll = (what: string) => {
    const ts = ctx.timers.filter(
      (t) => t.msg.kind === 'ss.timer.guardian' && (t.msg as { what: string }).what === what,
    );
    ctx.timers = ctx.timers.filter((t) => !ts.includes(t));
    for (const t of ts) d.recv(ctx.self, t.msg);
  };
  return { ctx, d, info, fireAll };
}
const mine: TabletEntryInfo = { ...EMPTY_INFO, leader: LEADER, leaderTablet: LEADER, generation: 6 };

describe('tablet guardian', () => {
  it('looks up every selected replica, write-only groups included', () => {
    const { ctx } = setup([flatGroup([1, 2, 3], 3), { ...flatGroup([1, 2, 3], 3), writeOnly: true }]);
    expect(ctx.sentOf('ss.replica.lookup')).toHaveLength(6);
  });

  it('rewrites a replica that lacks its data with the replica signature (refill)', () => {
    const { ctx, info } = setup();
    info(0, 'ERROR', EMPTY_INFO, 77);
    const u = ctx.sentOf('ss.replica.update');
    expect(u).toHaveLength(1);
    expect(u[0]!.msg).toMatchObject({ leader: LEADER, generation: 6, signature: 77, isGuardian: true });
    info(1, 'OK', { ...mine, generation: 5 }); // older → rewrite too
    expect(ctx.sentOf('ss.replica.update')).toHaveLength(2);
  });

  it('demotes its tablet when a replica shows a newer leader', () => {
    const { ctx, info } = setup();
    info(0, 'OK', mine);
    info(1, 'OK', { ...mine, leader: OTHER, leaderTablet: OTHER, generation: 7 });
    expect(ctx.sentOf('ss.guardian.demoted')).toEqual([
      { to: LEADER, msg: { kind: 'ss.guardian.demoted', tabletId: T, reason: 'demoted-by-guardian' } },
    ]);
    expect(ctx.stopped).toBe(true);
  });

  it('same generation, another leader also demotes', () => {
    const { ctx, info } = setup();
    info(2, 'OK', { ...mine, leader: OTHER, leaderTablet: OTHER });
    expect(ctx.sentOf('ss.guardian.demoted')).toHaveLength(1);
  });

  it('retries lost replicas every 250 ms and refills one that came back empty', () => {
    const { ctx, d, info, fireAll } = setup();
    for (const r of [0, 1, 2]) info(r, 'OK', mine);
    for (const r of [0, 1, 2]) info(r, 'OK', mine); // replies to the IsGuardian writes
    ctx.take();
    d.recv(SYS, { kind: 'sys.disconnected', node: 1 });
    expect(ctx.timers.some((t) => t.delayUs === GUARDIAN_RETRY_US)).toBe(true);
    fireAll('retry');
    expect(ctx.sentOf('ss.replica.lookup').map((s) => s.to)).toEqual([rep(0)]);
    info(0, 'ERROR', EMPTY_INFO, 90); // restarted replica, new signature
    expect(ctx.sentOf('ss.replica.update').at(-1)!.msg).toMatchObject({ signature: 90 });
    fireAll('missing'); // stale timers of the recovered slot do nothing
    expect(ctx.sentOf('ss.guardian.demoted')).toHaveLength(0);
  });

  it('demotes by isolation when at most one replica stays reachable for 3 s', () => {
    const { ctx, d, info, fireAll } = setup();
    info(0, 'OK', mine);
    d.recv(SYS, { kind: 'sys.disconnected', node: 2 });
    fireAll('missing');
    expect(ctx.sentOf('ss.guardian.demoted')).toHaveLength(0); // 2 of 3 online
    const m: Message = { kind: 'sys.undelivered', to: rep(2), original: 'ss.replica.lookup' };
    d.recv(SYS, m);
    expect(ctx.timers.at(-1)!.delayUs).toBe(GUARDIAN_MISSING_US);
    fireAll('missing');
    expect(ctx.sentOf('ss.guardian.demoted')[0]!.msg).toMatchObject({ reason: 'isolated' });
  });
});
