import { describe, expect, it } from 'vitest';
import {
  commitStep,
  electionReceive,
  startElection,
  stopElection,
  type ElectionOptions,
  type ElectionVerdict,
} from './election.ts';
import { envelope, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { EMPTY_INFO, type ProxyStatus, type TabletEntryInfo } from './messages.ts';
import type { Message } from '../unions.ts';
import { GUARDIAN_TYPE, PROXY_SERVICE } from './names.ts';
import { TABLET_LOG_SERVICE } from '../blobstorage/contract.ts';

const T = '72075186224037888';
const SELF = { node: 4, name: 'a1.7' };
/** The node's DS proxy, where the tablet's log requests go. */
const BLOBSTORAGE = { node: 4, name: TABLET_LOG_SERVICE };
const OTHER = { node: 5, name: 'a1.9' };
const PROXY = { node: 4, name: PROXY_SERVICE };

function setup(opts: ElectionOptions = {}) {
  const ctx = fakeCtx(SELF, threeRackWorld);
  const st = startElection(ctx, T, opts);
  const recv = (msg: Message, from = PROXY): ElectionVerdict =>
    electionReceive(st, envelope(from, SELF, msg), ctx);
  const answer = (status: ProxyStatus, info: TabletEntryInfo = EMPTY_INFO) =>
    recv({ kind: 'ss.info', tabletId: T, cookie: st.cookie, status, info, signatures: { '1/ssr:0:0:0': 5 } });
  const last = () => ctx.sent[ctx.sent.length - 1]!.msg;
  const fire = (kind: string) => {
    const t = ctx.timers.filter((x) => x.msg.kind === kind).at(-1)!;
    return recv(t.msg, SELF);
  };
  // BlobStorage's answers (engine/subsystems/blobstorage/service.ts), each for the request just sent
  const discovered = (lastGeneration = 0, blockedGeneration = 0) =>
    recv({ kind: 'bs.discovered', tabletId: T, lastGeneration, blockedGeneration }, BLOBSTORAGE);
  const blocked = (ok = true) =>
    recv(
      { kind: 'bs.blocked', tabletId: T, generation: st.knownGeneration, ok, blockedGeneration: 0 },
      BLOBSTORAGE,
    );
  const written = (ok = true, step = 0) =>
    recv(
      { kind: 'bs.written', tabletId: T, generation: st.knownGeneration, step, ok, blockedGeneration: 0 },
      BLOBSTORAGE,
    );
  /** Update OK → block → zero entry: the tablet serves. */
  const elect = (info: TabletEntryInfo) => {
    expect(answer('OK', info).kind).toBe('pending');
    expect(blocked().kind).toBe('pending');
    return written();
  };
  return { ctx, st, recv, answer, last, fire, discovered, blocked, written, elect };
}

describe('election (tablet_sys.cpp)', () => {
  it('first boot: lookup NODATA → log read → lock gen 1 → update gen 2 → block → zero entry → elected', () => {
    const { ctx, st, answer, last, discovered, blocked, written } = setup();
    expect(last()).toMatchObject({ kind: 'ss.lookup', sigWait: 'async' });
    answer('NODATA');
    expect(st.phase).toBe('logRead');
    expect(ctx.sent.at(-1)).toEqual({ to: BLOBSTORAGE, msg: { kind: 'bs.discover', tabletId: T } });
    discovered();
    expect(last()).toMatchObject({
      kind: 'ss.lock',
      generation: 1,
      leader: SELF,
      signatures: { '1/ssr:0:0:0': 5 },
    });
    answer('OK', { ...EMPTY_INFO, leader: SELF, generation: 1, locked: true });
    expect(last()).toMatchObject({
      kind: 'ss.update',
      generation: 2,
      step: 0,
      leader: SELF,
      leaderTablet: SELF,
    });
    // Update OK: not yet serving; BlobStorage is blocked below gen 2 first, then the zero entry
    expect(answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 2 }).kind).toBe(
      'pending',
    );
    expect(ctx.events).toEqual([]);
    expect(last()).toEqual({ kind: 'bs.block', tabletId: T, generation: 2 });
    expect(blocked().kind).toBe('pending');
    expect(ctx.spawned).toEqual([]);
    expect(last()).toEqual({ kind: 'bs.write', tabletId: T, generation: 2, step: 0 });
    const v = written();
    expect(v).toEqual({ kind: 'elected', generation: 2 });
    expect(ctx.spawned.map((s) => s.type)).toEqual([GUARDIAN_TYPE]);
    expect(ctx.events).toContainEqual({ kind: 'leader.elected', tabletId: T, generation: 2, actor: SELF });
  });

  it('a live leader at gen 5 → log read → update at gen 6 without locking', () => {
    const { answer, last, discovered, ctx } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5, step: 3 });
    expect(last()).toEqual({ kind: 'bs.discover', tabletId: T });
    discovered(4, 4);
    expect(last()).toMatchObject({ kind: 'ss.update', generation: 6, step: 0 });
    expect(ctx.sentOf('ss.lock')).toHaveLength(0);
  });

  it('the log read raises the generation above what volatile StateStorage remembers', () => {
    // all replicas restarted: NODATA, yet the log saw gen 2 (the bug: gen 2 elected twice)
    const a = setup();
    a.answer('NODATA');
    a.discovered(2, 2);
    expect(a.last()).toMatchObject({ kind: 'ss.lock', generation: 3 });
    a.answer('OK', { ...EMPTY_INFO, leader: SELF, generation: 3, locked: true });
    expect(a.last()).toMatchObject({ kind: 'ss.update', generation: 4 });
    // direct path: the log (blocked at 9) is ahead of StateStorage's gen 5
    const b = setup();
    b.answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    b.discovered(7, 9);
    expect(b.last()).toMatchObject({ kind: 'ss.update', generation: 10 });
  });

  it('a refused block (a newer generation blocked first) stops the boot without serving', () => {
    const { answer, discovered, blocked, ctx } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    discovered();
    answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    expect(blocked(false)).toEqual({ kind: 'failed', reason: 'blobstorage-blocked' });
    expect(ctx.sentOf('bs.write')).toHaveLength(0);
    expect(ctx.spawned).toEqual([]);
    expect(ctx.events).toEqual([]);
  });

  it('a refused zero entry stops the boot too', () => {
    const { answer, discovered, blocked, written, ctx } = setup();
    answer('NODATA');
    discovered();
    answer('OK', { ...EMPTY_INFO, leader: SELF, generation: 1, locked: true });
    answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 2 });
    blocked();
    expect(written(false)).toEqual({ kind: 'failed', reason: 'blobstorage-blocked' });
    expect(ctx.events).toEqual([]);
  });

  it('a serving leader commits each step; a refused commit demotes it (blobstorage-blocked)', () => {
    const { ctx, st, answer, discovered, elect, written } = setup();
    expect(commitStep(st, ctx)).toBeNull(); // not serving yet
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    discovered();
    expect(elect({ ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 })).toEqual({
      kind: 'elected',
      generation: 6,
    });
    expect([commitStep(st, ctx), commitStep(st, ctx)]).toEqual([1, 2]);
    expect(ctx.sentOf('bs.write').map((s) => [s.msg.generation, s.msg.step])).toEqual([
      [6, 0],
      [6, 1],
      [6, 2],
    ]);
    expect(written(true, 1)).toEqual({ kind: 'committed', step: 1 });
    const guardian = ctx.spawned[0]!.id;
    expect(written(false, 2)).toEqual({ kind: 'demoted', generation: 6, reason: 'blobstorage-blocked' });
    expect(ctx.sentOf('sys.poison').map((s) => s.to)).toEqual([guardian]);
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'leader.demoted', reason: 'blobstorage-blocked' });
    expect(commitStep(st, ctx)).toBeNull();
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
    a.discovered();
    expect(a.last()).toMatchObject({ kind: 'ss.lock', generation: 4 });
  });

  it('a lost lock race sends Cleanup and retries; it gives up when another leader serves', () => {
    const { answer, last, recv, ctx, fire, discovered } = setup();
    answer('NODATA');
    discovered();
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
    const { answer, last, fire, discovered } = setup();
    answer('NODATA');
    discovered();
    answer('RACE', { ...EMPTY_INFO, leader: OTHER, generation: 1, locked: true });
    fire('ss.timer.election');
    answer('NODATA');
    expect(last()).toMatchObject({ kind: 'bs.discover' }); // each attempt reads the log again
    discovered();
    expect(last()).toMatchObject({ kind: 'ss.lock', generation: 1 });
  });

  it('after a lost update race, finding itself as the leader it promotes again', () => {
    const { answer, last, fire, discovered } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    discovered();
    answer('RACE', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    expect(last()).toMatchObject({ kind: 'ss.update' }); // no cleanup on the unlocked path
    fire('ss.timer.election');
    answer('OK', { ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
    discovered();
    expect(last()).toMatchObject({ kind: 'ss.update', generation: 7 });
  });

  it('without retries left a race fails the boot', () => {
    const ctx = fakeCtx(SELF, threeRackWorld);
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
    electionReceive(
      st,
      envelope(BLOBSTORAGE, SELF, {
        kind: 'bs.discovered',
        tabletId: T,
        lastGeneration: 0,
        blockedGeneration: 0,
      }),
      ctx,
    );
    expect(answer('RACE')).toEqual({ kind: 'failed', reason: 'boot-race' });
  });

  it('an update that times out fails with boot-ss-timeout', () => {
    const { answer, discovered } = setup();
    answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    discovered();
    expect(answer('TIMEOUT')).toEqual({ kind: 'failed', reason: 'boot-ss-timeout' });
  });

  it('an elected leader is demoted by a replica notice or by its guardian, once', () => {
    const a = setup();
    a.answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
    a.discovered();
    a.elect({ ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
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
    b.discovered();
    b.elect({ ...EMPTY_INFO, leader: SELF, leaderTablet: SELF, generation: 6 });
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
    const { ctx, answer, st, discovered } = setup();
    answer('ERROR');
    discovered();
    stopElection(st, ctx);
    expect(ctx.sentOf('ss.cleanup')).toHaveLength(1);
    expect(st.phase).toBe('done');
  });

  describe("Hive's suggested generation (tablet_sys.cpp SuggestedGeneration)", () => {
    it('the lock and the update take the suggestion, above what StateStorage and the log know', () => {
      const { st, answer, last, discovered } = setup({ suggestedGeneration: 7 });
      answer('NODATA', { ...EMPTY_INFO, generation: 3 });
      discovered(4, 4);
      expect(last()).toMatchObject({ kind: 'ss.lock', generation: 7 });
      answer('OK', { ...EMPTY_INFO, leader: SELF, generation: 7, locked: true });
      expect(last()).toMatchObject({ kind: 'ss.update', generation: 7, step: 0 });
      expect(st.knownGeneration).toBe(7);
    });

    it('a live leader: straight to the update, at the suggestion', () => {
      const { answer, last, discovered } = setup({ suggestedGeneration: 5 });
      answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 3 });
      discovered(3, 3);
      expect(last()).toMatchObject({ kind: 'ss.update', generation: 5 });
    });

    it('StateStorage already at the suggestion: the boot dies (ReasonBootSuggestOutdated), no lock', () => {
      const { ctx, answer } = setup({ suggestedGeneration: 5 });
      const v = answer('OK', { ...EMPTY_INFO, leader: OTHER, leaderTablet: OTHER, generation: 5 });
      expect(v).toEqual({ kind: 'failed', reason: 'boot-suggest-outdated' });
      expect(ctx.sentOf('ss.lock')).toHaveLength(0);
    });

    it('the log already blocked at the suggestion: the boot dies (ReasonBootRace)', () => {
      const { ctx, answer, discovered } = setup({ suggestedGeneration: 5 });
      answer('NODATA');
      expect(discovered(4, 5)).toEqual({ kind: 'failed', reason: 'boot-race' });
      expect(ctx.sentOf('ss.lock')).toHaveLength(0);
    });
  });
});
