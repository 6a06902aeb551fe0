import type { BranchSlice } from './branchSlice.ts';
import type { BridgeSlice } from './bridgeSlice.ts';
import type { ClusterSlice } from './clusterSlice.ts';
import type { ConfigSlice } from './configSlice.ts';
import type { RecordSlice } from './recordSlice.ts';
import type { SimulationSlice } from './simulationSlice.ts';
import type { UiSlice } from './uiSlice.ts';
import type { WorkersSlice } from './workersSlice.ts';

/** The whole store: one slice per concern (docs/architecture.md "Layers"). */
export type AppState = SimulationSlice &
  ClusterSlice &
  RecordSlice &
  UiSlice &
  ConfigSlice &
  BridgeSlice &
  BranchSlice &
  WorkersSlice;
