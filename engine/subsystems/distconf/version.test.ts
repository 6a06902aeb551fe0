import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActorContext } from '../../kernel/actor.ts';
import { initialClusterState } from '../../model/bridge/state.ts';
import { BRIDGE_SERVICE } from './bridge/node.ts';
import { knownVersions, mintConfigVersion, nextConfigVersion, stateVersion, withVersion } from './version.ts';

/** One node as minting sees it: the version it runs and its disk. */
function node(running: number): { ctx: ActorContext; disk: Map<string, unknown>; run(v: number): void } {
  const disk = new Map<string, unknown>();
  const world = { configVersion: running };
  const ctx = {
    get world() {
      return world;
    },
    durable: (k: string) => disk.get(k),
    storeDurable: (k: string, v: unknown) => void disk.set(k, v),
  } as unknown as ActorContext;
  return { ctx, disk, run: (v) => void (world.configVersion = v) };
}

describe('the configuration version minting point', () => {
  it('mints one above the running version in the common case (as the bridge did: running + 1)', () => {
    expect(mintConfigVersion(node(1).ctx)).toBe(2);
    expect(mintConfigVersion(node(7).ctx, 3)).toBe(8);
    expect(nextConfigVersion([])).toBe(2);
  });

  it('reads what the bridge keeper committed and persisted on the node', () => {
    const n = node(2);
    const committed = withVersion({ ...initialClusterState(2), generation: 1 }, 4);
    const persisted = withVersion({ ...initialClusterState(2), generation: 2 }, 6);
    n.disk.set(BRIDGE_SERVICE, { committed, proposal: { accepted: { state: persisted } } });
    expect(knownVersions(n.ctx)).toEqual([2, 4, 6]);
    expect(mintConfigVersion(n.ctx)).toBe(7);
    expect(stateVersion(initialClusterState(2))).toBeUndefined();
  });

  it('never mints one number twice on a node, whoever mints and whatever it applies between (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant<'mint'>('mint'), fc.integer({ min: 1, max: 40 })), { maxLength: 40 }),
        (steps) => {
          const n = node(1);
          const minted: number[] = [];
          for (const s of steps) {
            if (s === 'mint') {
              const v = mintConfigVersion(n.ctx, minted.length);
              // above everything the node knew of, hence above every earlier mint
              expect(v).toBeGreaterThan(Math.max(n.ctx.world.configVersion ?? 1, ...minted));
              minted.push(v);
            } else if (s > (n.ctx.world.configVersion ?? 1)) n.run(s);
          }
          expect(new Set(minted).size).toBe(minted.length);
        },
      ),
    );
  });
});
