/** Pure folds over the trace: derived state computed once, the same way for every consumer. */
export { foldEvents, runFolds, startFold, type Fold, type Folding, type FoldWorld } from './fold.ts';
export * from './clusterStatus.ts';
export * from './observers.ts';
export * from './liveConfig.ts';
