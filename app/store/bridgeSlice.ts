/** Bridge slice: the cluster state the live run's trace gives (app/runtime/projections/bridge.ts). */
import type { BridgeView } from '../runtime/projections/bridge.ts';
import type { SliceSet } from './sliceSet.ts';

export interface BridgeSlice {
  /** Null until the run's first snapshot (and outside bridge mode its `committed` is null). */
  readonly bridge: BridgeView | null;
  setBridge(view: BridgeView): void;
}

export function createBridgeSlice(set: SliceSet<BridgeSlice>): BridgeSlice {
  return { bridge: null, setBridge: (bridge) => set({ bridge }) };
}
