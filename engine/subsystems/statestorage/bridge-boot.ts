/**
 * Bridge mode: tablets run only in the PRIMARY or PROMOTED pile — a Bootstrapper outside it does
 * not start the tablet (docs contributor/bridge.md). A node reads that from its own config: its
 * pile's StateStorage ring group is PRIMARY (the primary pile, or the promoted one during a
 * switchover) once the committed cluster state reached it.
 */
import type { ActorContext } from '../../kernel/actor.ts';

/** Why this node may not start a tablet, or null (always null outside bridge mode). */
export function bridgeBootRefusal(ctx: ActorContext): string | null {
  const pile = ctx.world.topology.nodes.find((n) => n.id === ctx.self.node)?.pile;
  if (pile === undefined) return null;
  const group = ctx.world.config.statestorage.ringGroups.find((g) => g.pile === pile);
  const state = group?.state ?? 'PRIMARY';
  return state === 'PRIMARY' ? null : `pile ${pile} is ${state}, tablets run only in the PRIMARY pile`;
}
