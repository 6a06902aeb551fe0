/**
 * Disk faults of a bridge cluster: `disk.lose` takes a node's drive away (its VDisk of the pile's
 * static group is lost, and the drive no longer answers distconf), `disk.restore` brings it back.
 * "A pile's disks lost" is one `disk.lose` per node of the pile. The node keeps the drive's state
 * as a durable record (node.ts DRIVE_KEY) and tells its peers in its heartbeats.
 */
import { z } from 'zod';
import type { ActorContext } from '../../../kernel/actor.ts';
import { nodeIdSchema } from '../../../kernel/commands.ts';
import type { NodeId, Topology } from '../../../model/topology/types.ts';
import { DRIVE_KEY, ownDriveLost } from './node.ts';

export const DRIVE_COMMANDS = [
  z.strictObject({ kind: z.literal('disk.lose'), node: nodeIdSchema }),
  z.strictObject({ kind: z.literal('disk.restore'), node: nodeIdSchema }),
] as const;

export type DriveCommand = z.infer<(typeof DRIVE_COMMANDS)[number]>;

export const isDriveCommand = (c: { readonly kind: string }): c is DriveCommand =>
  c.kind === 'disk.lose' || c.kind === 'disk.restore';

/** Applies a drive command on its node; emits `bridge.drive` when the drive's state changes. */
export function onDriveCommand(c: DriveCommand, ctx: ActorContext): void {
  const lost = c.kind === 'disk.lose';
  if (ownDriveLost(ctx) === lost) return;
  ctx.storeDurable(DRIVE_KEY, { lost });
  ctx.emit({ kind: 'bridge.drive', lost });
}

/** The commands that lose (or restore) every drive of `pile`. */
export function pileDriveCommands(topology: Topology, pile: string, lost: boolean): DriveCommand[] {
  const kind = lost ? 'disk.lose' : 'disk.restore';
  return topology.nodes
    .filter((n) => n.pile === pile)
    .map((n): DriveCommand => ({ kind, node: n.id as NodeId }));
}
