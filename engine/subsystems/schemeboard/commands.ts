/** SchemeBoard's node commands, received by `sb-agent` on the command's node, and schema objects. */
import { z } from 'zod';
import { nameSchema, nodeIdSchema } from '../../kernel/commands.ts';
import { tabletIdSchema } from '../statestorage/contract.ts';

/** Column of a table in a schema change (SchemeBoard payloads). */
export interface ColumnSpec {
  readonly name: string;
  readonly type: string;
  readonly key?: boolean;
}

export type SchemaObject =
  | { readonly type: 'dir' }
  | { readonly type: 'table'; readonly columns: readonly ColumnSpec[]; readonly indexes?: readonly string[] }
  | { readonly type: 'topic'; readonly partitions: number };

const columnSchema = z.strictObject({ name: nameSchema, type: nameSchema, key: z.boolean().optional() });

const schemaObjectSchema: z.ZodType<SchemaObject> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('dir') }),
  z.strictObject({
    type: z.literal('table'),
    columns: z.array(columnSchema),
    indexes: z.array(nameSchema).optional(),
  }),
  z.strictObject({ type: z.literal('topic'), partitions: z.number().int().positive() }),
]);

const on = <K extends string>(kind: K) => ({ kind: z.literal(kind), node: nodeIdSchema });

export const SCHEMEBOARD_COMMANDS = [
  /** The scheme cache on `node` subscribes to `path` through SchemeBoard. */
  z.strictObject({ ...on('schemeboard.subscribe'), path: nameSchema }),
  /** Boots the SchemeShard tablet (elected via StateStorage) that owns the schema. */
  z.strictObject({ ...on('schemeshard.boot'), tabletId: tabletIdSchema }),
  /**
   * A schema change (create, alter, drop) executed by the running SchemeShard; `node` is the node
   * of the client that sends it to the SchemeShard (found via StateStorage).
   */
  z.strictObject({
    ...on('schema.change'),
    op: z.enum(['create', 'alter', 'drop']),
    path: nameSchema,
    object: schemaObjectSchema.optional(),
  }),
] as const;

export type SchemeBoardCommand = z.infer<(typeof SCHEMEBOARD_COMMANDS)[number]>;
