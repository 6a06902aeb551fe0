/**
 * The one zustand store. Components read it with the module-level selectors in selectors.ts;
 * code outside React (the page's session and projections in app/runtime, tests through
 * window.__quorumscope) uses `appStore.getState()` / `appStore.subscribe()`.
 */
import { create } from 'zustand';
import { createBranchSlice } from './branchSlice.ts';
import { createBridgeSlice } from './bridgeSlice.ts';
import { createClusterSlice } from './clusterSlice.ts';
import { createConfigSlice } from './configSlice.ts';
import { createRecordSlice } from './recordSlice.ts';
import { createSimulationSlice } from './simulationSlice.ts';
import type { AppState } from './types.ts';
import { createUiSlice } from './uiSlice.ts';
import { createWorkersSlice } from './workersSlice.ts';

export type { AppState } from './types.ts';

export const useAppStore = create<AppState>()((set) => ({
  ...createSimulationSlice(set),
  ...createClusterSlice(set),
  ...createRecordSlice(set),
  ...createUiSlice(set),
  ...createBridgeSlice(set),
  ...createConfigSlice(set),
  ...createBranchSlice(set),
  ...createWorkersSlice(set),
}));

/** Non-hook access for code outside React. */
export const appStore = useAppStore;
