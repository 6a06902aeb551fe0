import { describe, expect, it } from 'vitest';
import { clientBehaviour } from './client.ts';
import { drive, fakeCtx, threeRackWorld } from '../testing/fakeCtx.ts';
import { RESOLVER_SERVICE } from './names.ts';

const T = '72075186224037888';
const L1 = { node: 4, name: 'a1.7' };
const L2 = { node: 5, name: 'a1.9' };
const RES = { node: 2, name: RESOLVER_SERVICE };

function setup() {
  const ctx = fakeCtx({ node: 2, name: 'a1.30' }, threeRackWorld);
  const d = drive(clientBehaviour, ctx, { tabletId: T, maxAttempts: 2 });
  const resolved = (leader: typeof L1 | null, generation: number) =>
    d.recv(RES, {
      kind: 'ss.resolved',
      tabletId: T,
      cookie: d.state.attempt,
      status: leader ? 'OK' : 'NODATA',
      leader,
      generation,
    });
  const fire = (what: string) => {
    const t = ctx.timers.filter((x) => (x.msg as { what?: string }).what === what).at(-1)!;
    d.recv(ctx.self, t.msg);
  };
  return { ctx, d, resolved, fire };
}

describe('tablet client (resolve + pipe)', () => {
  it('resolves, sends the request to the leader and finishes on its answer', () => {
    const { ctx, d, resolved } = setup();
    expect(ctx.sentOf('ss.resolve')[0]!.msg.problem).toBeNull();
    resolved(L1, 3);
    expect(ctx.sentOf('ss.pipe.request')[0]!.to).toEqual(L1);
    d.recv(L1, { kind: 'ss.pipe.response', tabletId: T, cookie: 1, ok: true, generation: 3 });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.quorum', op: 'tablet.request', detail: 'OK gen 3' });
    expect(ctx.stopped).toBe(true);
  });

  it('on a dead leader it reports the problem and resolves again', () => {
    const { ctx, d, resolved, fire } = setup();
    resolved(L1, 3);
    d.recv({ node: 0, name: 'sys' }, { kind: 'sys.undelivered', to: L1, original: 'ss.pipe.request' });
    fire('timeout'); // stale: ignored (already retrying)
    fire('retry');
    expect(ctx.sentOf('ss.resolve').at(-1)!.msg).toMatchObject({ problem: L1, cookie: 2 });
    resolved(L2, 4);
    d.recv(L2, { kind: 'ss.pipe.response', tabletId: T, cookie: 2, ok: true, generation: 4 });
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.quorum', detail: 'OK gen 4' });
  });

  it('gives up after maxAttempts', () => {
    const { ctx, resolved, fire } = setup();
    resolved(null, 0);
    fire('retry');
    resolved(L1, 3);
    fire('timeout');
    expect(ctx.events.at(-1)).toMatchObject({ kind: 'op.failed', detail: 'ERROR timeout' });
  });
});
