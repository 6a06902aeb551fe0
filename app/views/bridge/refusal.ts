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
  /** The layer that refused: `cli`, `server` or `distconf`. */
  readonly layer: string;
  /** The status the CLI prints with the error (`BAD_REQUEST`, `INTERNAL_ERROR`), when it prints one. */
  readonly status?: string;
  /** A stable id of the check (`unsupported` is the server's answer to takedown's SUSPENDED). */
  readonly code: string;
  /** YDB's text, verbatim. */
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
    layer: r.layer,
    ...(r.status === undefined ? {} : { status: r.status }),
    code: r.code,
    reason: r.reason,
    generation: r.generation,
    past: b.committed.generation !== r.generation,
  };
}
