/**
 * Changes of the cluster or the seed: they replace the store's setup and start a new run (the
 * command log of the old one is forgotten).
 */
import {
  loadPreset as loadEnginePreset,
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

/** Opens a preset with its default placement and the current seed; throws for an unknown name. */
export function loadPreset(name: string): Promise<void> {
  const p = loadEnginePreset(name);
  const seed = appStore.getState().seed;
  return applySetup({
    preset: name,
    topology: p.topology,
    config: p.config,
    options: p.preset.options,
    seed,
  });
}

export function setSeed(seed: number): Promise<void> {
  if (seed === appStore.getState().seed) return Promise.resolve();
  appStore.getState().setSeed(seed);
  appStore.getState().setViolation(null);
  newRun();
  return session.reset();
}
