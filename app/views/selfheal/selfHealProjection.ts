/**
 * SelfHeal's state for the card, kept up to date from the live run's trace (registered on the trace
 * bus in app/runtime/page.ts, like the observers): folds every batch with the engine's
 * engine/folds/selfHeal.ts; the state is immutable, so a mark is the state itself. React is told
 * at most once per frame.
 */
import { emptySelfHeal, foldSelfHeal, type SelfHealView } from '../../../engine/folds/selfHeal.ts';
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import type { Projection } from '../../runtime/projection.ts';

export class SelfHealProjection implements Projection<SelfHealView> {
  private state: SelfHealView = emptySelfHeal();
  private readonly listeners = new Set<() => void>();
  private frame = 0;

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    this.set(foldSelfHeal(this.state, batch));
  }

  reset(): void {
    this.set(emptySelfHeal());
  }

  mark(): SelfHealView {
    return this.state;
  }

  rewind(mark: SelfHealView): void {
    this.set(mark);
  }

  readonly current = (): SelfHealView => this.state;

  readonly subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private set(next: SelfHealView): void {
    if (next === this.state) return;
    this.state = next;
    if (this.frame !== 0) return;
    const run = () => {
      this.frame = 0;
      for (const l of this.listeners) l();
    };
    this.frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(run)
        : (setTimeout(run, 16) as unknown as number);
  }
}
