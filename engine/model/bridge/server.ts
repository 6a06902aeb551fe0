/**
 * The server layer of a bridge admin command: gRPC `UpdateClusterState`
 * (ydb/core/grpc_services/rpc_bridge.cpp, the newest version read: piles by name, `quorum_piles`).
 * It starts from the stored state, applies the request's per-pile public states (a pile the request
 * does not name keeps its public state), maps public → internal, requires exactly one primary and
 * sets the generation to stored + 1 — also when no pile changes. SUSPENDED, which `takedown` sends,
 * has no case in its switch and is answered "Unsupported pile state".
 */
import type { ClusterState, PileState } from './state.ts';
import type { Refusal, RefusalStatus } from './transitions.ts';

/** `Ydb::Bridge::PileState::State` as the CLI parses and sends it (ydb_bridge.cpp `ParsePileState`). */
export type PublicState =
  'DISCONNECTED' | 'NOT_SYNCHRONIZED' | 'SYNCHRONIZED' | 'PROMOTE' | 'PRIMARY' | 'SUSPENDED';
export const PUBLIC_STATES: readonly PublicState[] = [
  'DISCONNECTED',
  'NOT_SYNCHRONIZED',
  'SYNCHRONIZED',
  'PROMOTE',
  'PRIMARY',
  'SUSPENDED',
];

export interface PileUpdate {
  readonly pile: string;
  readonly state: PublicState;
}

export interface ServerRequest {
  readonly updates: readonly PileUpdate[];
  /** `quorum_piles`: pile names whose quorum the commit acquires (empty: the usual mandatory piles). */
  readonly quorumPiles: readonly string[];
}

/** What the server hands distconf: the whole new state and `SpecificBridgePileIds`. */
export type ServerVerdict =
  { readonly ok: true; readonly state: ClusterState; readonly quorumPiles: readonly number[] } | Refusal;

function server(code: string, reason: string, status: RefusalStatus = 'BAD_REQUEST'): Refusal {
  return { ok: false, layer: 'server', status, code, reason };
}

/** `GetPublicState`: primary, then promoted, then the per-pile state (NS1 and NS2 alike). */
function storedPublicState(s: ClusterState, pile: number): PublicState {
  if (pile === s.primary) return 'PRIMARY';
  if (pile === s.promoted) return 'PROMOTE';
  const st = s.perPile[pile];
  return st === 'NOT_SYNCHRONIZED_1' || st === 'NOT_SYNCHRONIZED_2'
    ? 'NOT_SYNCHRONIZED'
    : (st ?? 'SYNCHRONIZED');
}

/** `ValidateRequest`, before the stored config is read: the request alone. */
function validateRequest(updates: readonly PileUpdate[]): Refusal | undefined {
  if (updates.length === 0) return server('empty', 'Updates list cannot be empty');
  const seen = new Set<string>();
  let primary = false;
  let promoted = false;
  for (const u of updates) {
    if (seen.has(u.pile)) return server('duplicate', `duplicate update for pile name# ${u.pile}`);
    seen.add(u.pile);
    if (u.state === 'PRIMARY') {
      if (primary)
        return server('request-primaries', 'multiple primary piles are not allowed in a single request');
      primary = true;
    } else if (u.state === 'PROMOTE') {
      if (promoted)
        return server('request-promoted', 'multiple promoted piles are not allowed in a single request');
      promoted = true;
    }
  }
  return undefined;
}

function internal(p: PublicState): PileState | undefined {
  switch (p) {
    case 'PRIMARY':
    case 'PROMOTE':
    case 'SYNCHRONIZED':
      return 'SYNCHRONIZED';
    case 'NOT_SYNCHRONIZED':
      return 'NOT_SYNCHRONIZED_1';
    case 'DISCONNECTED':
      return 'DISCONNECTED';
    case 'SUSPENDED':
      return undefined;
  }
}

/**
 * `UpdateClusterState` in the code's order. Pile ids print as their index (`TBridgePileId` in the
 * "Multiple … found X and Y" texts).
 */
export function updateClusterState(
  stored: ClusterState,
  req: ServerRequest,
  pileNames: readonly string[],
): ServerVerdict {
  const early = validateRequest(req.updates);
  if (early) return early;
  const unknown = req.updates.find((u) => !pileNames.includes(u.pile));
  if (unknown) return server('invalid-pile', `Invalid pile name# ${unknown.pile}`);
  const byIndex = new Map(req.updates.map((u) => [pileNames.indexOf(u.pile), u.state]));
  let primary: number | undefined;
  let promoted: number | undefined;
  const perPile: PileState[] = [];
  for (let i = 0; i < stored.perPile.length; i++) {
    const pub = byIndex.get(i) ?? storedPublicState(stored, i);
    if (pub === 'PRIMARY') {
      if (primary !== undefined)
        return server('primaries', `Multiple primary piles are not allowed, found ${primary} and ${i}`);
      primary = i;
    } else if (pub === 'PROMOTE') {
      if (promoted !== undefined)
        return server('promoted', `Multiple promoted piles are not allowed, found ${promoted} and ${i}`);
      promoted = i;
    }
    const st = internal(pub);
    if (st === undefined) return server('unsupported', 'Unsupported pile state', 'INTERNAL_ERROR');
    perPile.push(st);
  }
  if (primary === undefined)
    return server('no-primary', 'Request must result in a state with one primary pile');
  const state: ClusterState = {
    perPile,
    primary,
    promoted: promoted ?? primary,
    generation: stored.generation + 1,
  };
  const quorumPiles: number[] = [];
  for (const name of req.quorumPiles) {
    const i = pileNames.indexOf(name);
    if (i < 0) return server('quorum-pile', `Unknown pile name in quorum: ${name}`);
    quorumPiles.push(i);
  }
  return { ok: true, state, quorumPiles };
}
