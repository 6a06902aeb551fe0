/**
 * zod schema of every command a scenario step may `do`: the kernel's (faults, config.apply, from
 * its command table) and every subsystem's node commands (from their descriptors), field for field
 * (same names, same units: fields ending in `Us` are virtual microseconds).
 */
import { z } from 'zod';
import { FAULT_SCHEMAS } from '../kernel/faults.ts';
import { SUBSYSTEM_DESCRIPTORS, type Command } from '../subsystems/index.ts';
import { MAX_VIRTUAL_MS, virtualTimeLimitMessage } from '../limits.ts';

export { tabletIdSchema } from '../subsystems/statestorage/commands.ts';

const schemas = [
  ...Object.values(FAULT_SCHEMAS),
  ...SUBSYSTEM_DESCRIPTORS.flatMap((d) => d.commands?.schemas ?? []),
] as [z.ZodObject<{ kind: z.ZodLiteral<string> }>, ...z.ZodObject<{ kind: z.ZodLiteral<string> }>[]];

/** Every command kind the schema accepts: kernel commands first, then each subsystem's in list order. */
export const COMMAND_KINDS: readonly string[] = schemas.map((s) => s.shape.kind.value);

/** Parses to a Command: the kernel's and the descriptors' schemas are what the Command union is inferred from. */
export const commandSchema = z.discriminatedUnion('kind', schemas) as unknown as z.ZodType<Command>;

/** Milliseconds of virtual time in a scenario file (`at`, `by`, `since`, `durationMs`), up to MAX_VIRTUAL_MS. */
export const msSchema = z
  .number()
  .nonnegative()
  .refine((v) => v <= MAX_VIRTUAL_MS, { error: (iss) => virtualTimeLimitMessage(iss.input as number) });
