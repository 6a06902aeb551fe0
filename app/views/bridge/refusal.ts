/**
 * Whether a refusal under a pile's row still describes the cluster. distconf judges an admin
 * command against the committed cluster state (distconf_invoke_bridge.cpp) and every refusal code
 * is about that state, so a refusal holds while the generation it was judged under is still the
 * committed one; after a commit it is past, and the panel says so instead of repeating it.
 */
import type { BridgeStatus } from '../../../engine/index.ts';
import { refusalOf, type BridgeClick } from '../../runtime/bridgeIntents.ts';

export interface ShownRefusal {
  readonly pile: string;
  readonly reason: string;
  /** The generation the refusal was judged under. */
  readonly generation: number;
  /** The cluster state has changed since: the reason may no longer be true. */
  readonly past: boolean;
}

export function shownRefusal(b: BridgeStatus, click: BridgeClick | null): ShownRefusal | undefined {
  const r = click ? refusalOf(b, click.ref) : undefined;
  if (!click || !r || !b.committed) return undefined;
  return {
    pile: click.pile,
    reason: r.reason,
    generation: r.generation,
    past: b.committed.generation !== r.generation,
  };
}
