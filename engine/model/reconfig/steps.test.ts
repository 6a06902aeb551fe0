import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RING_SUBSYSTEMS, type ClusterConfig, type RingGroup, type Subsystem } from '../config/types.ts';
import { sameConfiguration } from './actor-ids.ts';
import {
  chooseActorIdOffset,
  MAX_RING_GROUP_ACTOR_ID_OFFSET,
  RECONFIG_STEPS,
  stepConfig,
  type ReconfigStep,
} from './steps.ts';
import { cluster, flat, groups } from './testing.ts';
import { validateReplace } from './validate.ts';

const G1 = flat([1, 2, 3, 4, 5, 6, 7, 8], 5);
const G2 = flat([10, 20, 30, 40, 50, 60, 70, 80], 5);

/** Apply step `n` to all three subsystems of `from`, starting from `start`. */
function applyStep(start: ClusterConfig, from: ClusterConfig, target: RingGroup, n: ReconfigStep) {
  const patch = Object.fromEntries(RING_SUBSYSTEMS.map((s) => [s, stepConfig(start[s], target, n)]));
  return validateReplace(from, patch);
}

describe('stepConfig (SelfHeal RequestChangeStateStorage)', () => {
  it('builds the four configs of the table', () => {
    const cur = groups(G1);
    expect(stepConfig(cur, G2, 1).ringGroups).toEqual([G1, { ...G2, writeOnly: true }]);
    expect(stepConfig(cur, G2, 2).ringGroups).toEqual([G1, G2]);
    expect(stepConfig(cur, G2, 3).ringGroups).toEqual([G2, { ...G1, writeOnly: true }]);
    expect(stepConfig(cur, G2, 4).ringGroups).toEqual([G2]);
  });

  it('drops WriteOnly groups left by an aborted run', () => {
    const cur = groups(G1, flat([90, 91, 92], 3, { writeOnly: true }));
    expect(stepConfig(cur, G2, 1).ringGroups).toEqual([G1, { ...G2, writeOnly: true }]);
  });

  it('every step is accepted in order; skipping one is refused', () => {
    const start = cluster(groups(G1));
    let cfg = start;
    for (const n of RECONFIG_STEPS) {
      const r = applyStep(start, cfg, G2, n);
      expect(r.ok).toBe(true);
      if (r.ok) cfg = r.config;
    }
    expect(cfg.board.ringGroups).toEqual([G2]);
    const skip02 = applyStep(start, start, G2, 2);
    expect(skip02.ok ? '' : skip02.reason).toBe('New introduced ring group should be WriteOnly');
    const at2 = cluster(stepConfig(groups(G1), G2, 2));
    const skip24 = applyStep(start, at2, G2, 4);
    expect(skip24.ok ? '' : skip24.reason).toContain('Can not delete not WriteOnly ring group');
  });
});

describe('chooseActorIdOffset (AdjustRingGroupActorIdOffsetInRecommendedStateStorageConfig)', () => {
  it('R4: 0 without shared ids, 1 when the target reuses nodes at the same places', () => {
    const cur = cluster(groups(G1));
    expect(chooseActorIdOffset(cur, { statestorage: G2 })).toEqual({ ok: true, offset: 0 });
    const shared = flat([10, 20, 30, 40, 5, 6, 7, 8], 5);
    expect(chooseActorIdOffset(cur, { statestorage: shared, board: shared })).toEqual({
      ok: true,
      offset: 1,
    });
  });

  it('skips offsets used by the current groups', () => {
    const cur = cluster(groups(G1, { ...G1, writeOnly: true, actorIdOffset: 1 }));
    expect(chooseActorIdOffset(cur, { schemeboard: G1 })).toEqual({ ok: true, offset: 2 });
  });

  it(`gives up past ${MAX_RING_GROUP_ACTOR_ID_OFFSET}`, () => {
    // One node hosting the only replica of 17 groups with offsets 0..16.
    const many = Array.from({ length: 17 }, (_, o) => flat([1], 1, { actorIdOffset: o, writeOnly: o > 0 }));
    const cur = cluster(groups(...many));
    expect(chooseActorIdOffset(cur, { board: flat([1], 1) })).toEqual({
      ok: false,
      reason: 'StateStorageBoard can not adjust RingGroupActorIdOffset',
    });
  });
});

/** Random small flat or nested groups over nodes 1..12 (so targets often share nodes). */
const groupArb: fc.Arbitrary<RingGroup> = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 2 }), fc.nat(), fc.boolean())
  .chain(([rings, perRing, seed, specific]) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 12 }), {
        minLength: rings * perRing,
        maxLength: rings * perRing,
      })
      .map((nodes) => ({
        ntoSelect: 1 + (seed % rings),
        writeOnly: false,
        rings: Array.from({ length: rings }, (_, r) => ({
          replicas: nodes.slice(r * perRing, (r + 1) * perRing),
        })),
        ...(specific ? { ringSpecificNodeSelection: true } : {}),
      })),
  );

function counted(cfg: ClusterConfig, s: Subsystem): RingGroup[] {
  return cfg[s].ringGroups.filter((g) => !g.writeOnly);
}

describe('step sequence properties', () => {
  it('accepted step sequences pass step by step, skips are refused, neighbours share a counted group', () => {
    fc.assert(
      fc.property(groupArb, groupArb, (g1, rawTarget) => {
        const start = cluster(groups(g1));
        const off = chooseActorIdOffset(start, {
          statestorage: rawTarget,
          board: rawTarget,
          schemeboard: rawTarget,
        });
        if (!off.ok) return;
        const target = { ...rawTarget, actorIdOffset: off.offset };
        const configs: ClusterConfig[] = [start];
        for (const n of RECONFIG_STEPS) {
          const r = applyStep(start, configs[configs.length - 1] as ClusterConfig, target, n);
          expect(r.ok ? 'accepted' : r.reason).toBe('accepted');
          if (r.ok) configs.push(r.config);
        }
        for (let i = 1; i < configs.length; i++) {
          const a = counted(configs[i - 1] as ClusterConfig, 'statestorage');
          const b = counted(configs[i] as ClusterConfig, 'statestorage');
          expect(a.some((x) => b.some((y) => sameConfiguration('statestorage', x, y)))).toBe(true);
        }
        if (sameConfiguration('statestorage', g1, target)) return;
        expect(applyStep(start, start, target, 2).ok).toBe(false);
        expect(applyStep(start, configs[2] as ClusterConfig, target, 4).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
