/**
 * The distconf layer of a bridge admin command: `SwitchBridgeClusterState`
 * (ydb/core/blobstorage/nodewarden/distconf_invoke_bridge.cpp), checked against the stored state in
 * the code's order, with the code's texts. The first failing check is the one reply. A switch that
 * changes no pile passes every check (only the generation must be stored + 1).
 */
import type { ClusterState, PileState } from './state.ts';

/** Where a command was refused: the CLI's own parsing, the gRPC server, or distconf. */
export type RefusalLayer = 'cli' | 'server' | 'distconf';

/** The status the CLI prints with the issue (`Status: BAD_REQUEST`); the CLI's own errors have none. */
export type RefusalStatus = 'BAD_REQUEST' | 'INTERNAL_ERROR';

export interface Refusal {
  readonly ok: false;
  readonly layer: RefusalLayer;
  readonly status?: RefusalStatus;
  /** A stable id of the check, for tests and scenarios. */
  readonly code: string;
  /** The text exactly as YDB prints it. */
  readonly reason: string;
}

export type SwitchVerdict = { readonly ok: true; readonly state: ClusterState } | Refusal;

/**
 * distconf's errors reach the CLI through the server, which replies INTERNAL_ERROR with distconf's
 * `ErrorReason` (rpc_bridge.cpp, `StateWaitForPropose`).
 */
function distconf(code: string, reason: string): Refusal {
  return { ok: false, layer: 'distconf', status: 'INTERNAL_ERROR', code, reason };
}

/** The per-pile switch over the new state, for a pile whose state changes. */
function checkPileTransition(from: PileState, to: PileState): Refusal | undefined {
  switch (to) {
    case 'DISCONNECTED':
      return undefined; // "valid transition from any state"
    case 'SYNCHRONIZED':
      return distconf('synchronized-directly', "Can't switch to SYNCHRONIZED directly");
    case 'NOT_SYNCHRONIZED_1':
      return from === 'SYNCHRONIZED'
        ? distconf('invalid-transition', 'Invalid transition from SYNCHRONIZED to NOT_SYNCHRONIZED_1')
        : undefined;
    case 'NOT_SYNCHRONIZED_2':
      return distconf('not-synchronized-2-directly', "Can't switch to NOT_SYNCHRONIZED_2 directly");
  }
}

function validIndex(i: number, n: number): boolean {
  return Number.isInteger(i) && i >= 0 && i < n;
}

/** distconf's checks in its order: the new state alone, then each pile's change, then their count, then the generation. */
export function validateSwitch(stored: ClusterState, proposed: ClusterState): SwitchVerdict {
  const n = stored.perPile.length;
  if (proposed.perPile.length !== n)
    return distconf('pile-count', 'Incorrect number of per-pile states in new config');
  if (!validIndex(proposed.primary, n)) return distconf('primary-index', 'Incorrect primary pile');
  if (!validIndex(proposed.promoted, n)) return distconf('promoted-index', 'Incorrect promoted pile');
  if (proposed.perPile[proposed.primary] !== 'SYNCHRONIZED')
    return distconf('primary-not-synchronized', 'Incorrect primary pile state');
  if (proposed.perPile[proposed.promoted] !== 'SYNCHRONIZED')
    return distconf('promoted-not-synchronized', 'Incorrect promoted pile state');
  let changed = 0;
  for (let i = 0; i < n; i++) {
    const from = stored.perPile[i]!;
    const to = proposed.perPile[i]!;
    if (from === to) continue;
    changed++;
    const bad = checkPileTransition(from, to);
    if (bad) return bad;
  }
  if (changed > 1) return distconf('too-many-changes', 'Too many state changes in new configuration');
  if (proposed.generation !== stored.generation + 1)
    return distconf(
      'generation',
      `New cluster state generation# ${proposed.generation} expected# ${stored.generation + 1}`,
    );
  return { ok: true, state: proposed };
}
