/**
 * Whether the running cluster is a preset as shipped or one with placement changed in Setup: the
 * header must not name the plain preset for a cluster that places its rings differently.
 */
import { buildConfig } from '../../engine/model/config/builder.ts';
import type { ClusterConfig } from '../../engine/model/config/types.ts';
import type { Topology } from '../../engine/model/topology/types.ts';
import { PRESETS } from '../../engine/presets.ts';

/** True when `config` differs from what the named preset builds on `topology`; false for a non-preset. */
export function isCustomPlacement(presetName: string, topology: Topology, config: ClusterConfig): boolean {
  const preset = PRESETS.get(presetName);
  if (!preset) return false;
  return JSON.stringify(buildConfig(topology, preset.options)) !== JSON.stringify(config);
}
