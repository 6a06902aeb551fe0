/**
 * `reconfig-plan --target FILE`: one ring group, written as in YDB's `domains_config`
 * (`nto_select` with `node: [...]` or `ring: [{node: [...]}]`) or in the model's JSON shape
 * (`ntoSelect`, `rings: [{replicas: [...]}]`). YAML or JSON (JSON is YAML).
 */
import { readFileSync, statSync } from 'node:fs';
import { isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { z } from 'zod';
import {
  MAX_FILE_BYTES,
  MAX_YAML_ALIAS_COUNT,
  SPECIAL_KEYS,
  formatLimit,
  type RingGroup,
} from '../../engine/index.ts';
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

/**
 * The file's value, or a CliError naming the line and column of the first thing a plain `parse`
 * would let through: a syntax error or duplicate key, a tag (the library would drop it and keep
 * the text), a key JavaScript treats specially, aliases past MAX_YAML_ALIAS_COUNT expansions.
 */
function readYaml(file: string, text: string): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number) => {
    const p = lines.linePos(offset);
    return `--target ${file} (line ${p.line}, column ${p.col})`;
  };
  const [error] = doc.errors;
  if (error) throw new CliError(`${at(error.pos[0])}: not YAML or JSON (${error.message.split('\n')[0]})`);
  const tag = doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (tag) {
    const name = /^Unresolved tag: (\S+)/.exec(tag.message)?.[1]?.replace(/^tag:yaml\.org,2002:/, '!!');
    throw new CliError(`${at(tag.pos[0])}: unknown tag ${name ?? ''} (a ring group uses none)`);
  }
  let refused: string | undefined;
  visit(doc, {
    Pair(_, pair) {
      const k = pair.key;
      if (isScalar(k) && SPECIAL_KEYS.has(String(k.value))) {
        refused = `${at(k.range?.[0] ?? 0)}: key "${String(k.value)}" is not allowed (JavaScript treats it specially)`;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (refused !== undefined) throw new CliError(refused);
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch (e) {
    throw new CliError(
      `--target ${file}: ${(e as Error).message.split('\n')[0]} (MAX_YAML_ALIAS_COUNT ${MAX_YAML_ALIAS_COUNT})`,
    );
  }
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
  const value = readYaml(file, text);
  if (typeof value === 'object' && value !== null && 'ntoSelect' in value) {
    const r = modelGroup.safeParse(value);
    if (!r.success) throw new CliError(issueText(file, r.error));
    return { ...r.data, writeOnly: false };
  }
  const r = ydbGroup.safeParse(value);
  if (!r.success) throw new CliError(issueText(file, r.error));
  return fromYdb(r.data);
}
