/**
 * The root command table: `config.replace` (validated by YDB's ReconfigStateStorage rules,
 * engine/model/reconfig/validate.ts) and every extension's commands, by kind.
 */
import { kindOf } from '../../kernel/commands.ts';
import { validateReplace } from '../../model/reconfig/validate.ts';
import { configReplaceSchema } from './commands.ts';
import { defineRootCommand, type DistconfExtension, type RootCommandEntry } from './extension.ts';

export const configReplaceEntry = defineRootCommand(configReplaceSchema, (input, c) => {
  const patch = {
    ...(c.statestorage ? { statestorage: c.statestorage } : {}),
    ...(c.board ? { board: c.board } : {}),
    ...(c.schemeboard ? { schemeboard: c.schemeboard } : {}),
  };
  const r = validateReplace(input.config, patch);
  return r.ok
    ? { kind: 'propose', config: r.config }
    : { kind: 'refuse', subsystem: r.subsystem, reason: r.reason };
});

export function rootCommandTable(exts: readonly DistconfExtension[]): ReadonlyMap<string, RootCommandEntry> {
  const out = new Map<string, RootCommandEntry>();
  for (const e of [configReplaceEntry, ...exts.flatMap((x) => x.commands ?? [])]) {
    const kind = kindOf(e.schema);
    if (out.has(kind)) throw new Error(`distconf: root command '${kind}' registered twice`);
    out.set(kind, e);
  }
  return out;
}
