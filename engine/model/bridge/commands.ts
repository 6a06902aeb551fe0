/**
 * `ydb admin cluster bridge switchover|failover|takedown|rejoin` (ydb/docs …/ydb-cli/commands/bridge)
 * turned into a proposed cluster state, then checked by `validateSwitch` as distconf would. The CLI
 * documents no `--force` for any of them, so none is offered. Takedown and failover propose the same
 * state; takedown is the planned one (the pile is alive and is shown SUSPENDED until the commit).
 */
import { refuse, validateSwitch, type Refusal, type SwitchVerdict } from './transitions.ts';
import type { ClusterState, PileState } from './state.ts';
import { publicPileState } from './state.ts';

export type BridgeAdminCommand =
  | { readonly kind: 'switchover'; readonly newPrimary: number }
  | { readonly kind: 'failover'; readonly pile: number; readonly newPrimary?: number }
  | { readonly kind: 'takedown'; readonly pile: number; readonly newPrimary?: number }
  | { readonly kind: 'rejoin'; readonly pile: number }
  /** The raw `SwitchBridgeClusterState` with a whole new state. */
  | { readonly kind: 'switch'; readonly state: ClusterState };

function pileName(names: readonly string[], i: number): string {
  return names[i] ?? `#${i}`;
}

function badPile(state: ClusterState, i: number | undefined): Refusal | undefined {
  if (i === undefined) return undefined;
  return Number.isInteger(i) && i >= 0 && i < state.perPile.length
    ? undefined
    : refuse('unknown-pile', `Unknown pile index# ${i}`);
}

function withPile(state: ClusterState, pile: number, to: PileState): PileState[] {
  return state.perPile.map((s, i) => (i === pile ? to : s));
}

/** Failover and takedown: pile X → DISCONNECTED; the primary needs `--new-primary` (a SYNCHRONIZED pile). */
function disconnect(
  state: ClusterState,
  pile: number,
  newPrimary: number | undefined,
  names: readonly string[],
  verb: string,
): ClusterState | Refusal {
  if (state.perPile[pile] === 'DISCONNECTED')
    return refuse('already-disconnected', `Pile ${pileName(names, pile)} is already DISCONNECTED`);
  let primary = state.primary;
  let promoted = state.promoted;
  if (pile === state.primary) {
    if (newPrimary === undefined || newPrimary === pile)
      return refuse(
        'needs-new-primary',
        `Pile ${pileName(names, pile)} is PRIMARY: ${verb} needs --new-primary naming a SYNCHRONIZED pile`,
      );
    if (state.perPile[newPrimary] !== 'SYNCHRONIZED')
      return refuse(
        'new-primary-not-synchronized',
        `New primary pile ${pileName(names, newPrimary)} is ${publicPileState(state, newPrimary)}, it must be SYNCHRONIZED`,
      );
    primary = newPrimary;
    promoted = newPrimary;
  } else {
    if (newPrimary !== undefined)
      return refuse(
        'new-primary-not-needed',
        `Pile ${pileName(names, pile)} is not PRIMARY: --new-primary is only for the PRIMARY pile`,
      );
    // Disconnecting a promoted pile cancels the switchover [inferred]: promoted must stay SYNCHRONIZED.
    if (pile === state.promoted) promoted = state.primary;
  }
  return {
    perPile: withPile(state, pile, 'DISCONNECTED'),
    primary,
    promoted,
    generation: state.generation + 1,
  };
}

function propose(
  state: ClusterState,
  cmd: BridgeAdminCommand,
  names: readonly string[],
): ClusterState | Refusal {
  switch (cmd.kind) {
    case 'switch':
      return cmd.state;
    case 'switchover': {
      const t = cmd.newPrimary;
      if (t === state.primary && t === state.promoted)
        return refuse('already-primary', `Pile ${pileName(names, t)} is already PRIMARY`);
      if (state.perPile[t] !== 'SYNCHRONIZED')
        return refuse(
          'new-primary-not-synchronized',
          `Pile ${pileName(names, t)} is ${publicPileState(state, t)}, switchover needs a SYNCHRONIZED pile`,
        );
      return { ...state, promoted: t, generation: state.generation + 1 };
    }
    case 'failover':
      return disconnect(state, cmd.pile, cmd.newPrimary, names, 'failover');
    case 'takedown':
      return disconnect(state, cmd.pile, cmd.newPrimary, names, 'takedown');
    case 'rejoin':
      if (state.perPile[cmd.pile] !== 'DISCONNECTED')
        return refuse(
          'not-disconnected',
          `Pile ${pileName(names, cmd.pile)} is ${publicPileState(state, cmd.pile)}, rejoin needs a DISCONNECTED pile`,
        );
      return {
        ...state,
        perPile: withPile(state, cmd.pile, 'NOT_SYNCHRONIZED_1'),
        generation: state.generation + 1,
      };
  }
}

/** The proposed state a command asks for, after the CLI's and distconf's checks. */
export function planAdminCommand(
  state: ClusterState,
  cmd: BridgeAdminCommand,
  pileNames: readonly string[] = [],
): SwitchVerdict {
  const piles = cmd.kind === 'switch' ? [] : cmd.kind === 'switchover' ? [cmd.newPrimary] : [cmd.pile];
  if (cmd.kind === 'failover' || cmd.kind === 'takedown')
    piles.push(...(cmd.newPrimary === undefined ? [] : [cmd.newPrimary]));
  for (const p of piles) {
    const bad = badPile(state, p);
    if (bad) return bad;
  }
  const proposed = propose(state, cmd, pileNames);
  if ('ok' in proposed) return proposed;
  return validateSwitch(state, proposed);
}
