import { describe, expect, it } from 'vitest';
import { loadPreset, reversedGroup, initLiveConfig, type ClusterConfig } from '../../engine/index.ts';
import { hostingIndex, liveHostingIndex } from './hosting.ts';

const { topology, config } = loadPreset('single-dc-8-racks'); // ring 0 = nodes 1, 2
const g1 = config.statestorage.ringGroups[0]!;
const g2 = { ...reversedGroup(g1), ringGroupActorIdOffset: 1 };
const step1: ClusterConfig = { ...config, statestorage: { ringGroups: [g1, { ...g2, writeOnly: true }] } };
const step4: ClusterConfig = { ...config, statestorage: { ringGroups: [g2] } };
const base = hostingIndex(config);
const live = (byNode: Record<number, number>) => ({
  ...initLiveConfig(config, topology.nodes),
  configs: new Map([
    [1, config],
    [2, step1],
    [5, step4],
  ]),
  byNode: new Map(topology.nodes.map((n) => [n.id, byNode[n.id] ?? 1])),
});
const ss = (h: ReturnType<typeof hostingIndex>, node: number) =>
  (h.get(node) ?? []).filter((r) => r.subsystem === 'statestorage').map((r) => [r.group, r.ring, r.index]);

describe('liveHostingIndex', () => {
  it('is the run config index itself while every node runs version 1', () => {
    expect(liveHostingIndex(live({}), base)).toBe(base);
  });

  it('a node that applied a step shows the new group; one that did not keeps the old', () => {
    const h = liveHostingIndex(live({ 1: 2 }), base);
    expect(ss(h, 1)).toEqual([
      [0, 0, 0],
      [1, 0, 1],
    ]);
    expect(ss(h, 2)).toEqual([[0, 0, 1]]);
  });

  it('after the last step the old group is gone from the node', () => {
    const h = liveHostingIndex(live(Object.fromEntries(topology.nodes.map((n) => [n.id, 5]))), base);
    expect(ss(h, 1)).toEqual([[0, 0, 1]]);
    expect(ss(h, 2)).toEqual([[0, 0, 0]]);
  });
});
