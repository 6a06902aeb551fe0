/**
 * The load view: each replica's share of records over a sample of keys (replicaLoad), and the
 * switch that colours replica glyphs by it. Computed lazily, once per config, only while asked for.
 */
import { scaleSequential } from 'd3-scale';
import { interpolateYlOrRd } from 'd3-scale-chromatic';
import { create } from 'zustand';
import { replicaLoad, type SubsystemLoad, type ClusterConfig, type ReplicaRef } from '../../engine/index.ts';
import { useAppStore } from '../store/index.ts';
import { selectConfig } from '../store/selectors.ts';

/** Keys sampled per subsystem in the browser: enough for shares to ±1–2 %, fast on a presets' size. */
export const LOAD_VIEW_SAMPLES = 4000;

interface LoadViewState {
  readonly colourByLoad: boolean;
  setColourByLoad(on: boolean): void;
}

export const useLoadView = create<LoadViewState>()((set) => ({
  colourByLoad: false,
  setColourByLoad: (colourByLoad) => set({ colourByLoad }),
}));

export const selectColourByLoad = (s: LoadViewState) => s.colourByLoad;

export interface LoadFigures {
  readonly subsystems: readonly SubsystemLoad[];
  readonly share: ReadonlyMap<string, number>;
  readonly minShare: number;
  readonly maxShare: number;
  readonly colour: (share: number) => string;
}

const loadKey = (r: Pick<ReplicaRef, 'subsystem' | 'group' | 'ring' | 'index'>) =>
  `${r.subsystem}:${r.group}:${r.ring}:${r.index}`;

const cache = new WeakMap<ClusterConfig, LoadFigures | null>();

export function loadFigures(config: ClusterConfig): LoadFigures | null {
  if (cache.has(config)) return cache.get(config)!;
  let figures: LoadFigures | null;
  try {
    const subsystems = replicaLoad(config, { samples: LOAD_VIEW_SAMPLES });
    const share = new Map<string, number>();
    for (const s of subsystems)
      for (const g of s.groups)
        for (const r of g.replicas)
          share.set(loadKey({ subsystem: s.subsystem, group: g.group, ...r }), r.share);
    const maxShare = Math.max(0, ...share.values());
    const minShare = Math.min(maxShare, ...share.values());
    // From the least to the most loaded replica, so small imbalances still show.
    const scale = scaleSequential(interpolateYlOrRd).domain([minShare, Math.max(maxShare, minShare + 1e-9)]);
    figures = { subsystems, share, minShare, maxShare, colour: (x) => scale(x) };
  } catch {
    figures = null;
  }
  cache.set(config, figures);
  return figures;
}

/** The heat colour of a replica while the load view is on; null otherwise. */
export function useLoadColour(replica: ReplicaRef): string | null {
  const on = useLoadView(selectColourByLoad);
  const config = useAppStore(selectConfig);
  if (!on) return null;
  const f = loadFigures(config);
  const share = f?.share.get(loadKey(replica));
  return f && share !== undefined ? f.colour(share) : null;
}
