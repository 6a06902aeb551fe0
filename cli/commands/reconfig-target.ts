/**
 * `reconfig-plan --target FILE`: one ring group, written as in YDB's `domains_config`
 * (`nto_select` with `node: [...]` or `ring: [{node: [...]}]`) or in the model's JSON shape
 * (`ntoSelect`, `rings: [{replicas: [...]}]`). YAML or JSON (JSON is YAML).
 */
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { MAX_FILE_BYTES, formatLimit, type RingGroup } from '../../engine/index.ts';
import { CliError } from '../errors.ts';

const nodeId = z.number().int().positive().max(0xffffffff);
const nodes = z.array(nodeId).min(1).max(1000);

const ydbGroup = z
  .strictObject({
    nto_select: z.number().int().positive(),
    node: nodes.optional(),
    ring: z
      .array(z.strictObject({ node: nodes }))
      .min(1)
      .max(1000)
      .optional(),
    ring_group_actor_id_offset: z.number().int().min(0).max(255).optional(),
  })
  .refine((g) => (g.node === undefined) !== (g.ring === undefined), {
    message: 'give either node or ring (YDB: "Ring and Node are defined, use the one of them")',
  });

const modelGroup = z.strictObject({
  ntoSelect: z.number().int().positive(),
  rings: z
    .array(z.strictObject({ replicas: nodes }))
    .min(1)
    .max(1000),
  ringSpecificNodeSelection: z.boolean().optional(),
  actorIdOffset: z.number().int().min(0).max(255).optional(),
});

function fromYdb(g: z.infer<typeof ydbGroup>): RingGroup {
  const rings =
    g.node !== undefined
      ? g.node.map((n) => ({ replicas: [n] }))
      : (g.ring ?? []).map((r) => ({ replicas: r.node }));
  const offset = g.ring_group_actor_id_offset;
  // A written offset, even 0, is kept: the plan then checks it instead of choosing one.
  return {
    ntoSelect: g.nto_select,
    writeOnly: false,
    rings,
    ...(offset !== undefined ? { actorIdOffset: offset } : {}),
  };
}

function issueText(file: string, error: z.ZodError): string {
  const [first] = error.issues;
  const at = first === undefined || first.path.length === 0 ? '' : ` at ${first.path.join('.')}`;
  return `--target ${file}${at}: ${first?.message ?? 'not a ring group'}`;
}

/** Reads FILE as one target ring group; CliError (exit 2, one line) when it is not one. */
export function loadTargetGroup(file: string): RingGroup {
  let text: string;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new CliError(`--target ${file}: not a file`);
    if (st.size > MAX_FILE_BYTES)
      throw new CliError(
        `--target ${file}: file is ${formatLimit(st.size)} bytes, beyond the ${formatLimit(MAX_FILE_BYTES)} byte limit (MAX_FILE_BYTES)`,
      );
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(
      `--target ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  let value: unknown;
  try {
    value = parse(text, { maxAliasCount: 100 });
  } catch (e) {
    throw new CliError(`--target ${file}: not YAML or JSON (${(e as Error).message.split('\n')[0]})`);
  }
  if (typeof value === 'object' && value !== null && 'ntoSelect' in value) {
    const r = modelGroup.safeParse(value);
    if (!r.success) throw new CliError(issueText(file, r.error));
    return { ...r.data, writeOnly: false };
  }
  const r = ydbGroup.safeParse(value);
  if (!r.success) throw new CliError(issueText(file, r.error));
  return fromYdb(r.data);
}
