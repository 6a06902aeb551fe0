/** Config slice: what the configuration panel shows (app/runtime/projections/configState.ts). */
import { EMPTY_CONFIG_VIEW, type ConfigView } from '../runtime/projections/configState.ts';
import type { SliceSet } from './sliceSet.ts';

export interface ConfigSlice {
  readonly configView: ConfigView;
  setConfigView(v: ConfigView): void;
}

export function createConfigSlice(set: SliceSet<ConfigSlice>): ConfigSlice {
  return { configView: EMPTY_CONFIG_VIEW, setConfigView: (configView) => set({ configView }) };
}
