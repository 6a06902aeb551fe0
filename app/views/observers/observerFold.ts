/** The Observers tab shows the engine's observers fold (engine/folds/observers.ts). */
export {
  emptyObservers,
  foldObserverEvent,
  foldObservers,
  schemaObserverKey,
  TABLET_HISTORY_LIMIT,
  type BoardObserver,
  type ObserverState,
  type SchemaObserver,
  type TabletEvent,
  type TabletEventKind,
  type TabletObserver,
} from '../../../engine/index.ts';
