import { describe, expect, it } from 'vitest';
import { initialProxyConfig } from '../../../model/bridge/dsproxy.ts';
import { initialClusterState } from '../../../model/bridge/state.ts';
import { loadPreset } from '../../../presets.ts';
import { fakeCtx } from '../../testing/fakeCtx.ts';
import { onTabletLogRequest } from './tabletlogVDisk.ts';
import { vdiskSnapshot, vdiskStore } from './vdisk.ts';
import type { TabletLogRequest } from './tabletlogMessages.ts';

const T = '72057594046678944';
const { topology, config } = loadPreset('bridge-2-piles');
const view = (() => {
  const c = initialProxyConfig(initialClusterState(2));
  return { primary: c.primary, pairs: c.pairs, ppGeneration: c.ppGeneration };
})();

describe("a VDisk's side of a tablet's log", () => {
  const ctx = fakeCtx({ node: 1, name: 'bsproxy' }, { topology, config, seed: 1 });
  let id = 0;
  const ask = (req: TabletLogRequest) =>
    onTabletLogRequest({ kind: 'bridge.tlog', id: ++id, pile: 0, op: view, req }, ctx);

  it("refuses a stale generation's write once a newer one blocked, and reads the rows back", () => {
    expect(ask({ kind: 'write', tabletId: T, generation: 2, step: 1, rows: { a: 1 } })).toMatchObject({
      ok: true,
    });
    expect(ask({ kind: 'block', tabletId: T, generation: 3 })).toMatchObject({ ok: true, blocked: 3 });
    // the old leader's commit after the block: refused, its rows never land
    expect(ask({ kind: 'write', tabletId: T, generation: 2, step: 2, rows: { a: 9 } })).toMatchObject({
      ok: false,
      reason: 'blocked',
      blocked: 3,
    });
    expect(ask({ kind: 'block', tabletId: T, generation: 3 })).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
    expect(ask({ kind: 'write', tabletId: T, generation: 3, step: 1, rows: { b: 2 } })).toMatchObject({
      ok: true,
    });
    expect(ask({ kind: 'discover', tabletId: T })).toMatchObject({ ok: true, blocked: 3, last: 3 });
    expect(ask({ kind: 'read', tabletId: T })).toMatchObject({
      ok: true,
      entries: [
        [2, 1, { a: 1 }],
        [3, 1, { b: 2 }],
      ],
    });
  });

  it('refuses a proxy whose modes differ from the ones this node adopted', () => {
    const stale = { ...view, primary: 1, pairs: [{ pile: 0, mode: 'SYNCHRONIZED' as const, submode: null }] };
    const r = onTabletLogRequest(
      { kind: 'bridge.tlog', id: 99, pile: 0, op: stale, req: { kind: 'discover', tabletId: T } },
      ctx,
    );
    expect(r).toMatchObject({ ok: false, reason: 'mode-mismatch' });
  });

  it('reads a log in (generation, step) order however it was written, synced blobs included, and a snapshot stays as taken', () => {
    const c = fakeCtx({ node: 2, name: 'bsproxy' }, { topology, config, seed: 1 });
    const send = (req: TabletLogRequest) =>
      onTabletLogRequest({ kind: 'bridge.tlog', id: ++id, pile: 0, op: view, req }, c);
    send({ kind: 'write', tabletId: T, generation: 2, step: 5, rows: { x: 5 } });
    send({ kind: 'write', tabletId: T, generation: 2, step: 3, rows: { x: 3 } });
    const before = vdiskSnapshot(c);
    // a blob the syncer copies carries no rows; another tablet's log stays out of this one
    vdiskStore(c, [
      [`log:${T}:1:9`, 4096],
      ['log:72057594046678945:1:1', 4096],
    ]);
    expect(send({ kind: 'read', tabletId: T })).toMatchObject({
      entries: [
        [1, 9, {}],
        [2, 3, { x: 3 }],
        [2, 5, { x: 5 }],
      ],
      last: 2,
    });
    expect(Object.keys(before.blobs)).toEqual([`log:${T}:2:5`, `log:${T}:2:3`]);
  });
});
