/**
 * Bridge mode as the page shows it, from the engine's bridge fold (engine/folds/bridge.ts): the
 * committed cluster state, the proposal in flight, sync progress and refusals. One immutable
 * snapshot per batch that carries a bridge event.
 */
import { bridgeFold, type BridgeStatus } from '../../../engine/folds/bridge.ts';
import type { FoldWorld } from '../../../engine/folds/fold.ts';
import type { TraceEvent } from '../../../engine/subsystems/index.ts';
import type { Projection } from '../projection.ts';

export type BridgeView = Readonly<Omit<BridgeStatus, 'appliedByNode'>>;

const view = (s: BridgeStatus): BridgeView => ({
  piles: s.piles,
  committed: s.committed,
  lastCause: s.lastCause,
  proposed: s.proposed,
  waitingFor: s.waitingFor,
  sync: s.sync,
  refusals: [...s.refusals],
  quorumLost: s.quorumLost,
});

const copy = (s: BridgeStatus): BridgeStatus => ({
  ...s,
  refusals: [...s.refusals],
  appliedByNode: new Map(s.appliedByNode),
});

export class BridgeProjection implements Projection<BridgeStatus> {
  private state: BridgeStatus;

  constructor(
    private readonly world: () => FoldWorld,
    private readonly publish: (v: BridgeView) => void,
  ) {
    this.state = bridgeFold.init(world());
  }

  init(history: readonly TraceEvent[]): void {
    this.fold(history);
  }

  fold(batch: readonly TraceEvent[]): void {
    let changed = false;
    for (const e of batch) {
      if (!e.kind.startsWith('bridge.') || e.kind === 'bridge.applied') continue;
      bridgeFold.step(this.state, e);
      changed = true;
    }
    if (changed) this.publish(view(this.state));
  }

  reset(): void {
    this.state = bridgeFold.init(this.world());
    this.publish(view(this.state));
  }

  mark(): BridgeStatus {
    return copy(this.state);
  }

  rewind(mark: BridgeStatus): void {
    this.state = copy(mark);
    this.publish(view(this.state));
  }
}

export function initialBridgeView(world: FoldWorld): BridgeView {
  return view(bridgeFold.init(world));
}
