/** The Observers tab shows the engine's observers fold (engine/folds/observers.ts). */
export {
  emptyObservers,
  foldObservers,
  type BoardObserver,
  type ObserverState,
  type SchemaObserver,
  type TabletEvent,
  type TabletObserver,
} from '../../../engine/index.ts';
