/**
 * Changes of the cluster or the seed: they replace the store's setup and start a new run (the
 * command log of the old one is forgotten).
 */
import {
  loadPreset as loadEnginePreset,
  reserveCommands,
  withSpare,
  type SpareItem,
  type BuildOptions,
  type ClusterConfig,
  type Topology,
} from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import type { RunLatency } from '../store/simulationSlice.ts';
import { newRun } from './branching.ts';
import { session } from './page.ts';

export interface Setup {
  readonly preset: string;
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly options: BuildOptions;
  readonly seed: number;
  /** The scenario's latency (a chaos repro's has no jitter); absent: the engine's default. */
  readonly latency?: RunLatency;
}

/** Replaces cluster and seed (a validated setup, a scenario) and starts the run over once. */
export function applySetup(s: Setup): Promise<void> {
  const st = appStore.getState();
  st.setCluster(s.preset, s.topology, s.config, s.options);
  st.setSeed(s.seed);
  st.setLatency(s.latency);
  // A reported violation belongs to the run it came with.
  st.setViolation(null);
  newRun();
  return session.reset();
}

/** The spare items a preset's topology was opened with (the page address names them). */
const spareOfTopology = new WeakMap<Topology, readonly SpareItem[]>();

export const spareOf = (t: Topology): readonly SpareItem[] => spareOfTopology.get(t) ?? [];

/**
 * Opens a preset with its default placement, the current seed and `spare` capacity: reserved
 * racks / nodes outside the cluster until an add joins them (the config is the preset's, built for
 * its members). Throws for an unknown preset or a spare item naming no place in it.
 */
export function loadPreset(name: string, spare: readonly SpareItem[] = []): Promise<void> {
  const p = loadEnginePreset(name);
  const grown = withSpare(p.topology, spare);
  if (!grown.ok) throw new Error(grown.reason);
  if (spare.length > 0) spareOfTopology.set(grown.topology, spare);
  const seed = appStore.getState().seed;
  const started = applySetup({
    preset: name,
    topology: grown.topology,
    config: p.config,
    options: p.preset.options,
    seed,
  });
  // The reserved slots sit outside the cluster from the start, as the scenario runner has them.
  for (const c of reserveCommands(grown.topology)) session.commandAt(c, 0);
  return started;
}

export function setSeed(seed: number): Promise<void> {
  if (seed === appStore.getState().seed) return Promise.resolve();
  appStore.getState().setSeed(seed);
  appStore.getState().setViolation(null);
  newRun();
  return session.reset();
}
