/**
 * Root commands SelfHeal adds to distconf: `config.reassign` (YDB ReassignStateStorageNode, the
 * one-node swap's two commits) and `selfheal.enable` (turns SelfHeal on for the run, with optional
 * Sentinel and timing settings; YDB: `state_storage_self_heal_config.enable`).
 */
import { z } from 'zod';
import { nodeIdSchema } from '../../../kernel/commands.ts';
import { RING_SUBSYSTEMS } from '../../../model/config/types.ts';
import { reassignNode } from '../../../model/reconfig/reassign.ts';
import { defineRootCommand } from '../extension.ts';
import type { SelfHealMessage } from './messages.ts';
import { SELFHEAL_SERVICE } from './names.ts';
import { selfHealSettingsFields, settingsFrom } from './settings.ts';

const configReassignSchema = z.strictObject({
  kind: z.literal('config.reassign'),
  node: nodeIdSchema,
  from: nodeIdSchema,
  to: nodeIdSchema,
  subsystems: z.array(z.enum(RING_SUBSYSTEMS)).min(1).max(RING_SUBSYSTEMS.length),
  disableRing: z.boolean(),
});

const selfHealEnableSchema = z.strictObject({
  kind: z.literal('selfheal.enable'),
  node: nodeIdSchema,
  ...selfHealSettingsFields,
});

export type ConfigReassignCommand = z.infer<typeof configReassignSchema>;
/** As written (`enabled` defaults to true). */
export type SelfHealEnableCommand = z.input<typeof selfHealEnableSchema>;

export const configReassignEntry = defineRootCommand(configReassignSchema, (input, c) => {
  const r = reassignNode(input.config, c);
  return r.ok ? { kind: 'propose', config: r.config } : { kind: 'refuse', subsystem: null, reason: r.reason };
});

export const selfHealEnableEntry = defineRootCommand(selfHealEnableSchema, (input, c) => {
  const actor = input.rootServices.get(SELFHEAL_SERVICE);
  if (actor === undefined)
    return {
      kind: 'answer',
      result: {
        ok: false,
        why: 'failed',
        subsystem: null,
        reason: 'SelfHeal is not running on the distconf root',
      },
    };
  const msg: SelfHealMessage = { kind: 'selfheal.configure', settings: settingsFrom(c) };
  input.ctx.send(actor, msg);
  return { kind: 'answer', result: { ok: true, version: input.version } };
});
