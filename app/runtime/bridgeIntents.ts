/**
 * The piles panel's actions (`ydb admin cluster bridge switchover | failover | takedown | rejoin`):
 * each builds its command from store state and guards it, and the panel only calls them. Piles are
 * named as the CLI and the trace name them; the engine turns names into indices itself. A command
 * carries a `ref` its `bridge.refused` echoes, so a refusal finds its click by that id.
 */
import type { BridgeRefusal, BridgeStatus, BridgeCommand, NodeId, Topology } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import type { AppState } from '../store/types.ts';
import { session } from './page.ts';

export type BridgeVerb = 'switchover' | 'failover' | 'takedown' | 'rejoin';
export const BRIDGE_VERBS: readonly BridgeVerb[] = ['switchover', 'failover', 'takedown', 'rejoin'];
/** `update --set PILE:STATE …`: a raw request of per-pile public states (ydb_bridge.cpp `ParsePileState`). */
export const UPDATE_STATES = [
  'PRIMARY',
  'PROMOTE',
  'SYNCHRONIZED',
  'NOT_SYNCHRONIZED',
  'DISCONNECTED',
  'SUSPENDED',
];

/** What the bridge intents read from the store. */
export type BridgeIntentState = Pick<AppState, 'bridge' | 'topology' | 'nodeStatus'>;

/** A sent command: its id, the pile it acted on, and the generation it was sent under. */
export interface BridgeClick {
  readonly ref: number;
  readonly pile: string;
  /** `update` for the raw `update --set …` (its refusal shows under the form, not under a pile). */
  readonly verb: BridgeVerb | 'update';
  readonly generation: number;
}

/**
 * Sent and not answered yet: distconf has neither refused it (its `ref`) nor committed a new
 * generation since. The panel shows it at once so a click is never met with silence.
 */
export function isPending(b: BridgeStatus | null, click: BridgeClick | null): boolean {
  if (!b?.committed || !click) return false;
  return !refusalOf(b, click.ref) && b.committed.generation === click.generation;
}

/** The pile a failover or takedown of the primary moves the primary to by default: a synchronized other one. */
export function defaultNewPrimary(b: BridgeStatus): string | undefined {
  const c = b.committed;
  if (!c) return undefined;
  const i = c.perPile.findIndex((s, p) => b.piles[p] !== c.primary && s === 'SYNCHRONIZED');
  return i >= 0 ? b.piles[i] : b.piles[(b.piles.indexOf(c.primary) + 1) % b.piles.length];
}

/** The node the admin's CLI talks to: the first live node outside the pile being acted on. */
export function cliNode(topology: Topology, nodeStatus: AppState['nodeStatus'], pile: string): NodeId {
  const up = topology.nodes.filter((n) => !(n.id in nodeStatus));
  return (up.find((n) => n.pile !== pile) ?? up[0] ?? topology.nodes[0])?.id ?? 1;
}

/**
 * The command `verb` on `pile` means now, or null outside bridge mode or for a pile the run does
 * not have. Failing over or taking down the primary names the new primary (`--new-primary`).
 */
export function buildBridgeCommand(
  s: BridgeIntentState,
  verb: BridgeVerb,
  pile: string,
  newPrimary: string,
  ref: number,
): BridgeCommand | null {
  const b = s.bridge;
  if (!b?.committed || !b.piles.includes(pile)) return null;
  const node = cliNode(s.topology, s.nodeStatus, pile);
  if (verb === 'switchover') return { kind: 'bridge.switchover', node, newPrimary: pile, ref };
  if (verb === 'rejoin') return { kind: 'bridge.rejoin', node, pile, ref };
  const moves = pile === b.committed.primary && b.piles.includes(newPrimary);
  return { kind: `bridge.${verb}`, node, pile, ...(moves ? { newPrimary } : {}), ref };
}

/**
 * `update --set PILE:STATE …` from per-pile choices (a pile left out is not sent, so it keeps its
 * public state at the server), with an optional `--quorum-pile`.
 */
export function buildUpdateCommand(
  s: BridgeIntentState,
  states: Readonly<Record<string, string>>,
  quorumPile: string | null,
  ref: number,
): BridgeCommand | null {
  const b = s.bridge;
  if (!b?.committed) return null;
  const set = b.piles.filter((p) => states[p]).map((p) => `${p}:${states[p]}`);
  const node = cliNode(s.topology, s.nodeStatus, '');
  return { kind: 'bridge.update', node, set, ...(quorumPile ? { quorumPiles: [quorumPile] } : {}), ref };
}

/** The refusal of the command `ref`, once the trace has it. */
export function refusalOf(b: BridgeStatus | null, ref: number): BridgeRefusal | undefined {
  return b?.refusals.find((r) => r.ref === ref);
}

// Ids only need to differ from those of commands already in this run (a shared link's included).
let nextRef = Date.now() % 1_000_000_000;

export const bridgeIntents = {
  /** Sends `verb` on `pile`; the click to remember, or null when nothing could be sent. */
  send(verb: BridgeVerb, pile: string, newPrimary: string): BridgeClick | null {
    const ref = nextRef++;
    const state = appStore.getState();
    const cmd = buildBridgeCommand(state, verb, pile, newPrimary, ref);
    const generation = state.bridge?.committed?.generation;
    if (!cmd || generation === undefined) return null;
    session.command(cmd);
    return { ref, pile, verb, generation };
  },
  /** Sends `update --set …`; the click to remember, or null when nothing could be sent. */
  update(states: Readonly<Record<string, string>>, quorumPile: string | null): BridgeClick | null {
    const ref = nextRef++;
    const state = appStore.getState();
    const cmd = buildUpdateCommand(state, states, quorumPile, ref);
    const generation = state.bridge?.committed?.generation;
    if (!cmd || generation === undefined) return null;
    session.command(cmd);
    return { ref, pile: '', verb: 'update', generation };
  },
};

/** How far one stretch of `skipToRoot` runs (virtual µs). */
const SKIP_STRETCH_US = 50_000;
/** How far `skipToRoot` runs at most before giving up (virtual µs): a root that never comes is shown as such. */
const SKIP_TO_ROOT_LIMIT_US = 5_000_000;

/**
 * Runs the simulation onward, stretch by stretch and keeping play as it is, until distconf holds its
 * first root (the Piles tab's "no root yet": at the page's slow default speed the nodes take tens
 * of wall seconds to connect, and every command meanwhile is refused for want of quorum). Stops at
 * SKIP_TO_ROOT_LIMIT_US. Resolves true once the root is held.
 */
export async function skipToRoot(): Promise<boolean> {
  const rooted = () => appStore.getState().bridge?.root !== 'none';
  const startUs = appStore.getState().timeUs;
  while (!rooted()) {
    const nowUs = appStore.getState().timeUs;
    if (nowUs - startUs >= SKIP_TO_ROOT_LIMIT_US) return false;
    await session.seek(nowUs + SKIP_STRETCH_US, true);
    if (appStore.getState().timeUs <= nowUs) return rooted(); // no run to move (disposed, or not attached)
  }
  return true;
}
