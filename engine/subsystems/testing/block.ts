/**
 * The cluster the subsystems' runtime tests share: 1 DC, 8 racks x 1 node, and for every subsystem
 * one ring group of 8 one-replica rings with nto_select 5 (YDB's generated single-DC config). Plus
 * the seeded generator the randomised tests build their fault schedules with. Imported by tests only.
 */
import type { World } from '../../kernel/actor.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import { buildTopology } from '../../model/topology/build.ts';
import { flatGroup } from './fakeCtx.ts';

const blockTopology = buildTopology({ name: 'block', realms: 1, racksPerRealm: 8, nodesPerRack: 1 });
export const blockGroup = flatGroup([1, 2, 3, 4, 5, 6, 7, 8], 5);
const blockConfig: ClusterConfig = {
  statestorage: { ringGroups: [blockGroup] },
  board: { ringGroups: [blockGroup] },
  schemeboard: { ringGroups: [blockGroup] },
};
export const blockWorld: World = { topology: blockTopology, config: blockConfig, seed: 0 };

/** mulberry32: a tiny seeded generator for building schedules (engine code uses ctx.random()). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
