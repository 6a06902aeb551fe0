/**
 * What every observer sees, kept up to date from the live run's trace for as long as the page
 * lives, so the Observers tab shows everything even when it was closed while things happened.
 * Registered on the trace bus from the start (app/runtime/page.ts).
 */
import type { FoldWorld } from '../../../engine/index.ts';
import { FoldProjection } from '../../runtime/foldProjection.ts';
import { emptyObservers, foldObservers, type ObserverState } from './observerFold.ts';

export class ObserverProjection extends FoldProjection<ObserverState> {
  /** `world`: the cluster as it is now (each reset reads it again: a new preset has other piles). */
  constructor(world?: () => FoldWorld) {
    super({ init: () => emptyObservers(world?.()), step: foldObservers });
  }
}
