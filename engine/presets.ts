import type { BuildOptions } from './model/config/builder.ts';
import { buildConfig } from './model/config/builder.ts';
import type { ClusterConfig } from './model/config/types.ts';
import type { TopologyShape } from './model/topology/build.ts';
import { buildTopology } from './model/topology/build.ts';
import type { Topology } from './model/topology/types.ts';

export interface Preset {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly shape: TopologyShape;
  readonly options: BuildOptions;
}

/** The preset the simulator opens with. */
export const DEFAULT_PRESET = 'mirror-3-dc';

const list: readonly Preset[] = [
  {
    name: 'mirror-3-dc',
    title: 'mirror-3-dc · 3 DCs × 3 racks × 3 nodes',
    description: '27 nodes; 9 rings (3 per DC, one per rack), nto_select 9: survives a DC plus a rack.',
    shape: { name: 'mirror-3-dc', realms: 3, racksPerRealm: 3, nodesPerRack: 3 },
    options: {},
  },
  {
    name: 'single-dc-8-racks',
    title: 'single-dc-8-racks · block-4-2-like',
    description: '1 DC × 8 racks × 2 nodes; 8 rings, nto_select 5: survives any two racks.',
    shape: { name: 'single-dc-8-racks', realms: 1, racksPerRealm: 8, nodesPerRack: 2 },
    options: {},
  },
  {
    name: 'bridge-2-piles',
    title: 'bridge-2-piles · 2 piles × 5 racks × 2 nodes',
    description: 'Bridge mode: two piles (one DC each), a ring group per pile (5 rings, nto_select 5).',
    shape: { name: 'bridge-2-piles', realms: 2, racksPerRealm: 5, nodesPerRack: 2, piles: ['A', 'B'] },
    options: {},
  },
  {
    name: 'large',
    title: 'large · 3 DCs × 10 racks × 8 nodes',
    description: '240 nodes; 9 rings of 3 replicas (3 per DC), nto_select 9.',
    shape: { name: 'large', realms: 3, racksPerRealm: 10, nodesPerRack: 8 },
    options: {},
  },
  {
    name: 'single-dc-256',
    title: 'single-dc-256 · 1 DC × 32 racks × 8 nodes',
    description: '256 nodes; 8 rings of 3 replicas, nto_select 5 (for performance runs).',
    shape: { name: 'single-dc-256', realms: 1, racksPerRealm: 32, nodesPerRack: 8 },
    options: {},
  },
  {
    name: 'ydb-1000',
    title: 'ydb-1000 · 3 DCs × 12 racks × 28 nodes (YDB scale)',
    description:
      '1 008 nodes: the first 3 racks × 3 nodes of each DC are static nodes holding the replicas as in ' +
      'mirror-3-dc (9 rings, nto_select 9); the other 981 are dynamic nodes that run tablets, clients, ' +
      'publishers and scheme caches.',
    shape: { name: 'ydb-1000', realms: 3, racksPerRealm: 12, nodesPerRack: 28 },
    options: {},
  },
];

export const PRESETS: ReadonlyMap<string, Preset> = new Map(list.map((p) => [p.name, p]));
export const PRESET_NAMES: readonly string[] = list.map((p) => p.name);

export interface PresetInstance {
  readonly preset: Preset;
  readonly topology: Topology;
  readonly config: ClusterConfig;
}

/** Topology and config of a preset; throws with the list of known names for an unknown one. */
export function loadPreset(name: string): PresetInstance {
  const preset = PRESETS.get(name);
  if (!preset) throw new Error(`unknown preset '${name}' (known: ${PRESET_NAMES.join(', ')})`);
  const topology = buildTopology(preset.shape);
  return { preset, topology, config: buildConfig(topology, preset.options) };
}
