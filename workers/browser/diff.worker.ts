/**
 * The config comparison off the page's thread: diffConfigs takes seconds on the larger presets
 * (every minimal cut set of both sides), which would freeze playback and input. Created by
 * diffHost.ts with Vite's worker pattern, like node.worker.ts.
 */
import { expose } from 'comlink';
import { diffConfigs, type DiffSide } from '../../engine/index.ts';

const api = {
  diff: (a: DiffSide, b: DiffSide) => diffConfigs(a, b),
};
export type DiffWorkerApi = typeof api;
expose(api);
