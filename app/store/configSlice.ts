/** Config slice: the live-config fold's state for the live run (engine/folds/liveConfig.ts, app/runtime/page.ts). */
import type { LiveConfig } from '../../engine/index.ts';
import type { SliceSet } from './sliceSet.ts';

export interface ConfigSlice {
  /** Null until the run's first snapshot: every node runs the cluster's own configuration. */
  readonly liveConfig: LiveConfig | null;
  setLiveConfig(v: LiveConfig): void;
}

export function createConfigSlice(set: SliceSet<ConfigSlice>): ConfigSlice {
  return { liveConfig: null, setLiveConfig: (liveConfig) => set({ liveConfig }) };
}
