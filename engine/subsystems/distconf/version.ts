/**
 * Where a configuration version is minted. YDB numbers the storage configuration once: the distconf
 * root's `StartProposition` sets `Generation` to the committed one + 1, and a bridge cluster-state
 * switch is such a proposition (distconf_invoke_bridge.cpp), so the number travels inside what is
 * committed and every node applies that number. Here the root's commits (root.ts) and the bridge
 * keeper's cluster-state commits (bridge/actor.ts) both take their number from `nextConfigVersion`,
 * above every version the minting node knows of: the one it runs, the one its distconf stores and
 * what its bridge keeper committed or persisted on disk.
 */
import type { ActorContext } from '../../kernel/actor.ts';
import type { ClusterState } from '../../model/bridge/state.ts';
import { BRIDGE_SERVICE } from './bridge/node.ts';

/** A committed cluster state with the configuration version minted for it. */
export type VersionedState = ClusterState & { readonly configVersion?: number };

/** The version a committed cluster state carries (absent on the initial state). */
export function stateVersion(state: ClusterState): number | undefined {
  return (state as VersionedState).configVersion;
}

/** `state` stamped with `version`. */
export function withVersion(state: ClusterState, version: number): VersionedState {
  return { ...state, configVersion: version };
}

/** The bridge keeper's disk record, as far as minting reads it (bridge/node.ts BridgeDisk). */
interface BridgeDiskView {
  readonly committed?: ClusterState;
  readonly proposal?: { readonly accepted?: { readonly state: ClusterState } | null } | null;
}

/** Where a node keeps the highest version it minted (survives its restarts). */
const MINTED_KEY = 'configVersion.minted';

/** Every version this node knows was minted, committed or may be: its own, its keeper's, `more`. */
export function knownVersions(ctx: ActorContext, ...more: readonly number[]): number[] {
  const disk = ctx.durable(BRIDGE_SERVICE) as BridgeDiskView | undefined;
  const minted = ctx.durable(MINTED_KEY) as number | undefined;
  const out = [ctx.world.configVersion ?? 1, ...more];
  const committed = disk?.committed && stateVersion(disk.committed);
  const persisted = disk?.proposal?.accepted && stateVersion(disk.proposal.accepted.state);
  if (minted) out.push(minted);
  if (committed) out.push(committed);
  if (persisted) out.push(persisted);
  return out;
}

/** The one minting rule: one above the highest known version. */
export function nextConfigVersion(known: readonly number[]): number {
  return Math.max(1, ...known) + 1;
}

/**
 * Mints the version of a proposal on this node and records it, so the distconf root and the bridge
 * keeper running side by side never take one number for two proposals in flight.
 */
export function mintConfigVersion(ctx: ActorContext, ...more: readonly number[]): number {
  const version = nextConfigVersion(knownVersions(ctx, ...more));
  ctx.storeDurable(MINTED_KEY, version);
  return version;
}
