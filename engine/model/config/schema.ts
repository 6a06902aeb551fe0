/**
 * zod schema of a ClusterConfig (scenario files, `config.apply` commands). Field for field the
 * types of ./types.ts; `writeOnly` defaults to false.
 */
import { z } from 'zod';
import type { ClusterConfig } from './types.ts';

const nodeId = z.number().int().positive();
const name = z.string().min(1);

export const ringGroupSchema = z.strictObject({
  ntoSelect: z.number().int().positive(),
  writeOnly: z.boolean().default(false),
  rings: z.array(z.strictObject({ replicas: z.array(nodeId).min(1) })).min(1),
  ringSpecificNodeSelection: z.boolean().optional(),
  actorIdOffset: z.number().int().nonnegative().optional(),
  pile: name.optional(),
  state: z.enum(['PRIMARY', 'SYNCHRONIZED', 'NOT_SYNCHRONIZED', 'DISCONNECTED']).optional(),
});
export const subsystemConfigSchema = z.strictObject({ ringGroups: z.array(ringGroupSchema).min(1) });

const configObject = z.strictObject({
  statestorage: subsystemConfigSchema,
  board: subsystemConfigSchema,
  schemeboard: subsystemConfigSchema,
});

/** Parses to a ClusterConfig (readonly arrays: the parsed value is never mutated). */
export const clusterConfigSchema: z.ZodType<ClusterConfig, z.input<typeof configObject>> = configObject;
