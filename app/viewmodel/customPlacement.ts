/**
 * Whether the running cluster is a preset as shipped or one with placement changed in Setup: the
 * header must not name the plain preset for a cluster that places its rings differently.
 */
import { buildConfig, PRESETS, type ClusterConfig, type Topology } from '../../engine/index.ts';

/** True when `config` differs from what the named preset builds on `topology`; false for a non-preset. */
export function isCustomPlacement(presetName: string, topology: Topology, config: ClusterConfig): boolean {
  const preset = PRESETS.get(presetName);
  if (!preset) return false;
  return JSON.stringify(buildConfig(topology, preset.options)) !== JSON.stringify(config);
}
