import { describe, expect, it } from 'vitest';
import { replicaBehaviour } from './replica.ts';
import { drive, fakeCtx, type FakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import type { Message } from '../unions.ts';

const T = '72075186224037888';
const A = { node: 4, name: 'a1.7' };
const B = { node: 5, name: 'a1.9' };
const P = { node: 2, name: 'a1.1' };

function setup(incarnation = 3) {
  const ctx = fakeCtx({ node: 1, name: 'ssr:0:0:0' }, threeRackWorld, {
    incarnation,
  });
  return { ctx, r: drive(replicaBehaviour, ctx, {}) };
}
const update = (leader = A, generation = 1, step = 0, signature: number | null = 3): Message => ({
  kind: 'ss.replica.update',
  tabletId: T,
  cookie: 7,
  leader,
  leaderTablet: leader,
  generation,
  step,
  signature,
  isGuardian: false,
});
const lock = (leader = A, generation = 1, signature: number | null = 3): Message => ({
  kind: 'ss.replica.lock',
  tabletId: T,
  cookie: 8,
  leader,
  generation,
  signature,
});
function lastInfo(ctx: FakeCtx) {
  const infos = ctx.sentOf('ss.replica.info');
  return infos[infos.length - 1]!.msg;
}

describe('StateStorage replica', () => {
  it('answers ERROR with its signature when it has no data', () => {
    const { ctx, r } = setup(5);
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 2 });
    const info = lastInfo(ctx);
    expect(info.status).toBe('ERROR');
    expect(info.signature).toBe(5);
    expect(info.cookie).toBe(2);
  });

  it('ignores an update without the current signature, accepts it with it', () => {
    const { ctx, r } = setup();
    r.recv(P, update(A, 1, 0, 2));
    expect(lastInfo(ctx).status).toBe('ERROR');
    r.recv(P, update(A, 1, 0, null));
    expect(lastInfo(ctx).status).toBe('ERROR');
    r.recv(P, update(A, 1, 0, 3));
    const info = lastInfo(ctx);
    expect(info.status).toBe('OK');
    expect(info.info.leader).toEqual(A);
    expect(ctx.events.filter((e) => e.kind === 'replica.changed')).toHaveLength(1);
  });

  it('update rules: higher gen wins and demotes the old leader; same gen needs the same leader and step >= current', () => {
    const { ctx, r } = setup();
    r.recv(P, update(A, 2, 5));
    r.recv(P, update(B, 2, 9)); // same gen, other leader → refused
    expect(lastInfo(ctx).info.leader).toEqual(A);
    r.recv(P, update(A, 2, 4)); // lower step → refused
    expect(lastInfo(ctx).info.step).toBe(5);
    r.recv(P, update(A, 2, 5)); // equal step, same leader → ok
    expect(ctx.sentOf('ss.replica.demoted')).toHaveLength(0);
    r.recv(P, update(B, 1, 0)); // lower gen → refused
    expect(lastInfo(ctx).info.generation).toBe(2);
    r.recv(P, update(B, 3, 0));
    expect(lastInfo(ctx).info.leader).toEqual(B);
    const demoted = ctx.sentOf('ss.replica.demoted');
    expect(demoted).toHaveLength(1);
    expect(demoted[0]!.to).toEqual(A);
  });

  it('lock: needs the signature (else ERROR), a higher gen, or re-lock by the same locker', () => {
    const { ctx, r } = setup();
    r.recv(P, lock(A, 1, 99));
    expect(lastInfo(ctx).status).toBe('ERROR');
    ctx.now = 1_000;
    r.recv(P, lock(A, 1));
    expect(lastInfo(ctx).info).toMatchObject({ leader: A, generation: 1, locked: true, lockedForUs: 0 });
    r.recv(P, lock(B, 1)); // same gen, other locker → refused
    expect(lastInfo(ctx).info.leader).toEqual(A);
    ctx.now = 2_500_000;
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(ctx).info.lockedForUs).toBe(2_499_000);
    r.recv(P, lock(A, 1)); // same locker again → relocked now
    r.recv(P, lock(B, 2));
    expect(lastInfo(ctx).info).toMatchObject({ leader: B, generation: 2, locked: true, leaderTablet: null });
    expect(ctx.sentOf('ss.replica.demoted').map((s) => s.to)).toEqual([A]);
    // the locker's update at a higher generation clears the lock
    r.recv(P, update(B, 3));
    expect(lastInfo(ctx).info.locked).toBe(false);
  });

  it('cleanup erases only the named leader entry, without a reply', () => {
    const { ctx, r } = setup();
    r.recv(P, lock(A, 1));
    ctx.take();
    r.recv(P, { kind: 'ss.replica.cleanup', tabletId: T, leader: B });
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(ctx).status).toBe('OK');
    r.recv(P, { kind: 'ss.replica.cleanup', tabletId: T, leader: A });
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(ctx).status).toBe('ERROR');
    expect(ctx.sentOf('ss.replica.info')).toHaveLength(2);
  });

  it('followers are listed by lookups and dropped when their node disconnects', () => {
    const { ctx, r } = setup();
    r.recv(P, update(A, 2));
    const F = { node: 6, name: 'a1.3' };
    r.recv(P, { kind: 'ss.replica.regFollower', tabletId: T, cookie: 4, follower: F, followerTablet: F });
    expect(ctx.watched).toContain(6);
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(ctx).info.followers).toEqual([{ follower: F, followerTablet: F }]);
    r.recv({ node: 0, name: 'sys' }, { kind: 'sys.disconnected', node: 6 });
    r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(ctx).info.followers).toEqual([]);
  });

  it('a new incarnation starts empty with a new signature', () => {
    const a = setup(1);
    a.r.recv(P, update(A, 1, 0, 1));
    const b = setup(2);
    b.r.recv(P, { kind: 'ss.replica.lookup', tabletId: T, cookie: 1 });
    expect(lastInfo(b.ctx).status).toBe('ERROR');
    expect(lastInfo(b.ctx).signature).toBe(2);
    b.r.recv(P, update(A, 1, 0, 1)); // signature of the old incarnation
    expect(lastInfo(b.ctx).status).toBe('ERROR');
  });
});
