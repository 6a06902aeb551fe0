/**
 * Config slice: the live-config and membership folds' states for the live run
 * (engine/folds/liveConfig.ts, engine/folds/membership.ts, app/runtime/page.ts).
 */
import type { LiveConfig, Membership } from '../../engine/index.ts';
import type { SliceSet } from './sliceSet.ts';

export interface ConfigSlice {
  /** Null until the run's first snapshot: every node runs the cluster's own configuration. */
  readonly liveConfig: LiveConfig | null;
  setLiveConfig(v: LiveConfig): void;
  /** Reserved slots not joined yet and decommissioned nodes; null until the run's first snapshot. */
  readonly membership: Membership | null;
  setMembership(v: Membership): void;
}

export function createConfigSlice(set: SliceSet<ConfigSlice>): ConfigSlice {
  return {
    liveConfig: null,
    setLiveConfig: (liveConfig) => set({ liveConfig }),
    membership: null,
    setMembership: (membership) => set({ membership }),
  };
}
