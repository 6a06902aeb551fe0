/**
 * Commands a person (UI), a scenario file or a test gives the simulation, as the scheduler queues
 * them. Kernel commands (faults, `config.apply`) are carried out by the scheduler (./faults.ts); node
 * commands are delivered as a `cmd` message to the command service its subsystem names on the
 * target node. Fields ending in `Us` are virtual microseconds.
 */
import { z } from 'zod';
import type { NodeSet } from '../model/topology/nodeset.ts';
import type { Us } from './actor.ts';

/** Field schemas shared by kernel and subsystem command schemas. */
export const nodeIdSchema = z.number().int().positive();
export const nameSchema = z.string().min(1);
export const usSchema = z.number().int().nonnegative();

export const nodeSetSchema: z.ZodType<NodeSet> = z.strictObject({
  nodes: z.array(nodeIdSchema).optional(),
  racks: z.array(nameSchema).optional(),
  dcs: z.array(nameSchema).optional(),
  piles: z.array(nameSchema).optional(),
});

/** Any command: the kernel's own or a node command of some subsystem. */
interface CommandBase {
  readonly kind: string;
}

/**
 * The schema of one command kind, as the runtime reads it: a zod object whose `kind` is a literal
 * (`z.strictObject({ kind: z.literal('tablet.boot'), ... })`).
 */
export interface KindSchema {
  readonly shape: { readonly kind: { readonly value: string } };
}

export const kindOf = (schema: KindSchema): string => schema.shape.kind.value;

export interface TimedCommand<C extends CommandBase = CommandBase> {
  readonly atUs: Us;
  readonly command: C;
}

export interface QueuedCommand<C extends CommandBase = CommandBase> {
  readonly at: Us;
  /** Position in the command log of the user command this one comes from. */
  readonly seq: number;
  /** 0 for the user command itself; 1.. for the timed steps it expands into (restarts). */
  readonly sub: number;
  readonly command: C;
}

export const cmdLess = (x: QueuedCommand, y: QueuedCommand) =>
  x.at < y.at || (x.at === y.at && (x.seq < y.seq || (x.seq === y.seq && x.sub < y.sub)));
