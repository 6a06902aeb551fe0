/**
 * distconf's node commands, received by the `distconf` service on the command's node. Root commands
 * (`config.replace`, and whatever extensions add to the table in ./table.ts) travel to the root as
 * `distconf.invoke`; local ones drive the four-step reconfiguration stepper on this node.
 */
import { z } from 'zod';
import { nodeIdSchema } from '../../kernel/commands.ts';
import { ringGroupSchema, subsystemConfigSchema } from '../../model/config/schema.ts';
import {
  RING_SUBSYSTEMS,
  type RingGroup,
  type Subsystem,
  type SubsystemConfig,
} from '../../model/config/types.ts';

const on = <K extends string>(kind: K) => ({ kind: z.literal(kind), node: nodeIdSchema });

/** YDB ReplaceConfig of StateStorage / Board / SchemeBoard: absent subsystems keep theirs. */
export const configReplaceSchema = z.strictObject({
  ...on('config.replace'),
  statestorage: subsystemConfigSchema.optional(),
  board: subsystemConfigSchema.optional(),
  schemeboard: subsystemConfigSchema.optional(),
});

const subsystemOrAll = z.enum([...RING_SUBSYSTEMS, 'all']);

export const DISTCONF_LOCAL_COMMANDS = [
  /**
   * Starts moving `subsystem` (or all three) to `target` in four `config.replace` steps. With
   * `pauseMs` the steps follow each other automatically that long apart (0: back to back, the
   * "rushed" run); without it each step waits for `reconfig.next`.
   */
  z.strictObject({
    ...on('reconfig.start'),
    subsystem: subsystemOrAll,
    target: ringGroupSchema,
    pauseMs: z.number().int().nonnegative().optional(),
  }),
  /** Runs the next step now (skipping what is left of an automatic pause: "rush"). */
  z.strictObject({ ...on('reconfig.next') }),
] as const;

export type ConfigReplaceCommand = {
  readonly kind: 'config.replace';
  readonly node: number;
} & Partial<Record<Subsystem, SubsystemConfig>>;

type Parsed = z.infer<(typeof DISTCONF_LOCAL_COMMANDS)[number]>;
/** The local commands, with the target as the config model's (readonly) RingGroup. */
export type DistconfLocalCommand =
  | (Omit<Extract<Parsed, { kind: 'reconfig.start' }>, 'target'> & { readonly target: RingGroup })
  | Extract<Parsed, { kind: 'reconfig.next' }>;

/** A command the root runs: config.replace or one an extension registers (./table.ts). */
export interface RootCommand {
  readonly kind: string;
  readonly node: number;
  readonly [field: string]: unknown;
}
