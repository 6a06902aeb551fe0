/**
 * `SwitchBridgeClusterState` validation (ydb/core/blobstorage/nodewarden/distconf_invoke_bridge.cpp),
 * checked against the stored state. Texts marked `ydb` are YDB's; `ydb-style` ones are written in
 * its manner where the source page does not give the text.
 */
import type { ClusterState, PileState } from './state.ts';

export type RefusalCode =
  | 'pile-count'
  | 'primary-index'
  | 'promoted-index'
  | 'primary-not-synchronized'
  | 'promoted-not-synchronized'
  | 'generation'
  | 'invalid-transition'
  | 'synchronized-directly'
  | 'not-synchronized-2-directly'
  | 'too-many-changes'
  | 'unknown-pile'
  | 'needs-new-primary'
  | 'new-primary-not-synchronized'
  | 'new-primary-not-needed'
  | 'already-primary'
  | 'already-disconnected'
  | 'not-disconnected';

export interface Refusal {
  readonly ok: false;
  readonly code: RefusalCode;
  readonly reason: string;
  /** `ydb`: YDB's own text; `ydb-style`: written in its manner (the text is not in the source page). */
  readonly text: 'ydb' | 'ydb-style';
}

export type SwitchVerdict = { readonly ok: true; readonly state: ClusterState } | Refusal;

export function refuse(code: RefusalCode, reason: string, text: Refusal['text'] = 'ydb-style'): Refusal {
  return { ok: false, code, reason, text };
}

/** Per-pile target check (the switch over the new per-pile state in distconf_invoke_bridge.cpp). */
function checkPileTransition(from: PileState, to: PileState): Refusal | undefined {
  switch (to) {
    case 'DISCONNECTED':
      return undefined;
    case 'NOT_SYNCHRONIZED_1':
      return from === 'SYNCHRONIZED'
        ? refuse('invalid-transition', `Invalid transition from ${from} to ${to}`, 'ydb')
        : undefined;
    case 'SYNCHRONIZED':
      return refuse('synchronized-directly', "Can't switch to SYNCHRONIZED directly", 'ydb');
    case 'NOT_SYNCHRONIZED_2':
      return refuse('not-synchronized-2-directly', "Can't switch to NOT_SYNCHRONIZED_2 directly");
  }
}

/**
 * The admin switch: exactly one state per pile; primary and promoted valid and SYNCHRONIZED in the
 * new state; generation = stored + 1; at most one pile changes; DISCONNECTED from any state, NS1
 * from anything but SYNCHRONIZED, SYNCHRONIZED and NS2 never by command. First failing check wins,
 * as YDB replies with one error.
 */
export function validateSwitch(stored: ClusterState, proposed: ClusterState): SwitchVerdict {
  const n = stored.perPile.length;
  if (proposed.perPile.length !== n)
    return refuse('pile-count', `New cluster state has ${proposed.perPile.length} piles, expected# ${n}`);
  if (!Number.isInteger(proposed.primary) || proposed.primary < 0 || proposed.primary >= n)
    return refuse('primary-index', `Incorrect PrimaryPile# ${proposed.primary}`);
  if (!Number.isInteger(proposed.promoted) || proposed.promoted < 0 || proposed.promoted >= n)
    return refuse('promoted-index', `Incorrect PromotedPile# ${proposed.promoted}`);
  if (proposed.perPile[proposed.primary] !== 'SYNCHRONIZED')
    return refuse(
      'primary-not-synchronized',
      `PrimaryPile# ${proposed.primary} is not SYNCHRONIZED in new state`,
    );
  if (proposed.perPile[proposed.promoted] !== 'SYNCHRONIZED')
    return refuse(
      'promoted-not-synchronized',
      `PromotedPile# ${proposed.promoted} is not SYNCHRONIZED in new state`,
    );
  if (proposed.generation !== stored.generation + 1)
    return refuse(
      'generation',
      `New cluster state generation# ${proposed.generation} expected# ${stored.generation + 1}`,
      'ydb',
    );
  let changed = 0;
  for (let i = 0; i < n; i++) {
    const from = stored.perPile[i]!;
    const to = proposed.perPile[i]!;
    if (from === to) continue;
    changed++;
    const bad = checkPileTransition(from, to);
    if (bad) return bad;
  }
  if (changed > 1)
    return refuse('too-many-changes', `Too many pile state changes# ${changed}, at most one allowed`);
  return { ok: true, state: proposed };
}
