/**
 * zod schemas for every Command of engine/kernel/commands.ts, field for field (same names, same units:
 * fields ending in `Us` are virtual microseconds). A test checks that this list and the runtime's
 * FAULT_KINDS / subsystem command kinds stay the same set.
 */
import { z } from 'zod';
import type { Command } from '../kernel/commands.ts';

const nodeId = z.number().int().positive();
const name = z.string().min(1);
const us = z.number().int().nonnegative();
/** Tablet ids are decimal ui64 strings (JSON numbers lose precision past 2^53). */
export const tabletIdSchema = z.string().regex(/^(0|[1-9]\d*)$/, 'expected a decimal tablet id string');

export const nodeSetSchema = z.strictObject({
  nodes: z.array(nodeId).optional(),
  racks: z.array(name).optional(),
  dcs: z.array(name).optional(),
  piles: z.array(name).optional(),
});

const columnSchema = z.strictObject({ name, type: name, key: z.boolean().optional() });

export const schemaObjectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('dir') }),
  z.strictObject({
    type: z.literal('table'),
    columns: z.array(columnSchema),
    indexes: z.array(name).optional(),
  }),
  z.strictObject({ type: z.literal('topic'), partitions: z.number().int().positive() }),
]);

const onNode = <K extends string>(kind: K) => ({ kind: z.literal(kind), node: nodeId });
const twoSets = { a: nodeSetSchema, b: nodeSetSchema };

const faultSchemas = [
  z.strictObject(onNode('node.down')),
  z.strictObject(onNode('node.up')),
  z.strictObject({ ...onNode('node.restart'), downForUs: us }),
  z.strictObject({ kind: z.literal('rack.down'), rack: name }),
  z.strictObject({ kind: z.literal('rack.up'), rack: name }),
  z.strictObject({ kind: z.literal('dc.down'), dc: name }),
  z.strictObject({ kind: z.literal('dc.up'), dc: name }),
  z.strictObject({
    kind: z.literal('rolling.restart'),
    set: nodeSetSchema.optional(),
    intervalUs: us,
    downForUs: us,
  }),
  z.strictObject({ kind: z.literal('link.cut'), ...twoSets }),
  z.strictObject({ kind: z.literal('link.heal'), ...twoSets }),
  z.strictObject({ kind: z.literal('net.healAll') }),
  z.strictObject({ kind: z.literal('net.loss'), probability: z.number().min(0).max(1) }),
  z.strictObject({ kind: z.literal('link.delay'), ...twoSets, extraUs: us }),
] as const;

const tablet = <K extends string>(kind: K) => z.strictObject({ ...onNode(kind), tabletId: tabletIdSchema });

const nodeSchemas = [
  tablet('tablet.boot'),
  tablet('tablet.kill'),
  tablet('tablet.request'),
  tablet('follower.boot'),
  z.strictObject({ ...onNode('board.publish'), path: name, payload: z.string(), publisher: name }),
  z.strictObject({ ...onNode('board.unpublish'), publisher: name }),
  z.strictObject({ ...onNode('board.subscribe'), path: name, subscriber: name }),
  z.strictObject({ ...onNode('schemeboard.subscribe'), path: name }),
  tablet('schemeshard.boot'),
  z.strictObject({
    ...onNode('schema.change'),
    op: z.enum(['create', 'alter', 'drop']),
    path: name,
    object: schemaObjectSchema.optional(),
  }),
] as const;

export const commandSchema = z.discriminatedUnion('kind', [...faultSchemas, ...nodeSchemas]);

/** Every command kind the schema accepts, in the order of commands.ts. */
export const COMMAND_KINDS: readonly string[] = [...faultSchemas, ...nodeSchemas].map(
  (s) => s.shape.kind.value,
);

// Compile-time check that the parsed shape is assignable to the runtime's Command union.
type Parsed = z.infer<typeof commandSchema>;
const _assignable = (c: Parsed): Command => c;
void _assignable;
