/** Bridge slice: the bridge fold's state for the live run (engine/folds/bridge.ts, app/runtime/page.ts). */
import type { BridgeStatus } from '../../engine/index.ts';
import type { SliceSet } from './sliceSet.ts';

export interface BridgeSlice {
  /** Null until the run's first snapshot (and outside bridge mode its `committed` is null). */
  readonly bridge: BridgeStatus | null;
  setBridge(status: BridgeStatus): void;
}

export function createBridgeSlice(set: SliceSet<BridgeSlice>): BridgeSlice {
  return { bridge: null, setBridge: (bridge) => set({ bridge }) };
}
