/**
 * SelfHeal's state for the card, kept up to date from the live run's trace (registered on the trace
 * bus in app/runtime/page.ts, like the observers) with the engine's engine/folds/selfHeal.ts.
 */
import { emptySelfHeal, foldSelfHeal, type SelfHealView } from '../../../engine/index.ts';
import { FoldProjection } from '../../runtime/foldProjection.ts';

export class SelfHealProjection extends FoldProjection<SelfHealView> {
  constructor() {
    super({ init: emptySelfHeal, step: foldSelfHeal });
  }
}
