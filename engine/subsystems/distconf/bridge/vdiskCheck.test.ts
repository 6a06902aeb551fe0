/**
 * A VDisk checks mode, submode and PPGeneration of every operation against the config committed with
 * the state its node holds (bridge-mode docs, "dsproxy-proxy behavior"): the tablet log's requests
 * (tabletlogVDisk.ts) and blob puts (dsproxy.ts) alike, with no allowance for equal modes.
 */
import { describe, expect, it } from 'vitest';
import { proxyViewOf, withProxyConfig, type ProxyView } from '../../../model/bridge/dsproxy.ts';
import { initialClusterState, type ClusterState } from '../../../model/bridge/state.ts';
import { loadPreset } from '../../../presets.ts';
import { fakeCtx } from '../../testing/fakeCtx.ts';
import { initDsProxy, onPut } from './dsproxy.ts';
import { onTabletLogRequest } from './tabletlogVDisk.ts';
import { vdiskSnapshot } from './vdisk.ts';

const T = '72057594046678944';
const { topology, config } = loadPreset('bridge-2-piles');
const st = (perPile: ClusterState['perPile'], generation: number): ClusterState => ({
  perPile,
  primary: 0,
  promoted: 0,
  generation,
});
// Failover of B (PPGeneration 2), rejoin (3), back to SYNCHRONIZED through NS2 (4, 5).
const committed = [
  st(['SYNCHRONIZED', 'DISCONNECTED'], 1),
  st(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_1'], 2),
  st(['SYNCHRONIZED', 'NOT_SYNCHRONIZED_2'], 3),
  st(['SYNCHRONIZED', 'SYNCHRONIZED'], 4),
].reduce<ClusterState>((base, s) => withProxyConfig(base, s), initialClusterState(2));

function vdiskNode() {
  const ctx = fakeCtx({ node: 1, name: 'bridge' }, { topology, config, seed: 1 });
  ctx.storeDurable('bridge', { committed, proposal: null });
  return ctx;
}

const current = proxyViewOf(initDsProxy(committed).config);
/** The modes of the current config under another PPGeneration: what a drifting counter produced. */
const drifted = (ppGeneration: number): ProxyView => ({ ...current, ppGeneration });

describe('the strict check of mode, submode and PPGeneration', () => {
  it('the committed state carries PPGeneration 5 after four mode changes', () => {
    expect(current.ppGeneration).toBe(5);
  });

  it('tablet log: a request with the current modes but an older PPGeneration is refused and writes nothing', () => {
    const ctx = vdiskNode();
    const write = (op: ProxyView, step: number) =>
      onTabletLogRequest(
        {
          kind: 'bridge.tlog',
          id: step,
          pile: 0,
          op,
          req: { kind: 'write', tabletId: T, generation: 1, step, rows: { a: step } },
        },
        ctx,
      );
    expect(write(drifted(2), 1)).toMatchObject({ ok: false, reason: 'stale-generation' });
    expect(write(drifted(6), 2)).toMatchObject({ ok: false, reason: 'newer-generation' });
    expect(Object.keys(vdiskSnapshot(ctx).blobs)).toEqual([]);
    expect(write(current, 3)).toMatchObject({ ok: true });
    expect(Object.keys(vdiskSnapshot(ctx).blobs)).toEqual([`log:${T}:1:3`]);
  });

  it('blob put: the same check, the refusal naming the PPGeneration the group holds', () => {
    const ctx = vdiskNode();
    const p = initDsProxy(committed);
    const put = (op: ProxyView, blob: string) =>
      onPut(p, { kind: 'bridge.put', id: 1, pile: 0, op, blob, bytes: 10 }, 2, false, ctx);
    put(drifted(4), 'stale');
    put(current, 'fresh');
    expect(ctx.sent.map((s) => s.msg)).toMatchObject([
      { kind: 'bridge.putResult', ok: false, reason: 'stale-generation', groupPPGeneration: 5 },
      { kind: 'bridge.putResult', ok: true, groupPPGeneration: 5 },
    ]);
    expect(Object.keys(vdiskSnapshot(ctx).blobs)).toEqual(['fresh']);
  });
});
