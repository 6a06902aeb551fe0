/**
 * A ring group's state badge: in bridge mode the pile state the committed cluster state writes
 * into the group (PRIMARY, DEMOTED, PROMOTED, SYNCHRONIZED, NOT_SYNCHRONIZED, DISCONNECTED), live;
 * otherwise the configured state when it is not the default PRIMARY.
 */
import type { RingGroupState } from '../../../engine/index.ts';
import { usePileRingState } from '../../store/bridgeSelectors.ts';

interface Props {
  readonly pile: string | undefined;
  readonly fallback: RingGroupState | undefined;
}

export function PileStateBadge({ pile, fallback }: Props) {
  const live = usePileRingState(pile);
  const shown = live ?? (fallback !== 'PRIMARY' ? fallback : undefined);
  if (shown === undefined) return null;
  return (
    <span className="badge" data-testid={pile === undefined ? undefined : `ringgroup-pile-state-${pile}`}>
      {shown}
    </span>
  );
}
