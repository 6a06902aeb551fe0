/**
 * Root commands SelfHeal adds to distconf: `config.reassign` (YDB ReassignStateStorageNode, the
 * one-node swap's two commits), `selfheal.enable` (turns SelfHeal on for the run, with optional
 * Sentinel and timing settings; YDB: `state_storage_self_heal_config.enable`) and
 * `cluster.decommission` (nodes leave the membership SelfHeal's actor keeps, ./members.ts).
 */
import { z } from 'zod';
import { nodeIdSchema, nodeSetSchema } from '../../../kernel/commands.ts';
import { resolveNodeSet } from '../../../model/topology/nodeset.ts';
import type { NodeId } from '../../../model/topology/types.ts';
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

const decommissionSchema = z.strictObject({
  kind: z.literal('cluster.decommission'),
  node: nodeIdSchema,
  /** The nodes, racks or datacenters leaving the cluster. */
  set: nodeSetSchema,
});

export type DecommissionCommand = z.infer<typeof decommissionSchema>;

/**
 * Takes nodes out of the cluster. Refused while any of them still hosts a replica of a ring group:
 * the replicas leave through a reconfiguration first (YDB's distconf refuses a config whose
 * StateStorage names a node it no longer has: `ValidateConfig`, distconf_validate.cpp).
 */
export const decommissionEntry = defineRootCommand(decommissionSchema, (input, c) => {
  let nodes: NodeId[];
  try {
    nodes = resolveNodeSet(input.world.topology, c.set);
  } catch (e) {
    return { kind: 'refuse', subsystem: null, reason: (e as Error).message };
  }
  for (const s of RING_SUBSYSTEMS)
    for (const [gi, g] of input.config[s].ringGroups.entries())
      for (const [ri, r] of g.rings.entries()) {
        const held = r.replicas.find((n) => nodes.includes(n));
        if (held !== undefined)
          return {
            kind: 'refuse',
            subsystem: s,
            reason: `node ${held} still hosts ${s} group ${gi} ring ${ri}: move its replicas off first`,
          };
      }
  const actor = input.rootServices.get(SELFHEAL_SERVICE);
  if (actor !== undefined)
    input.ctx.send(actor, { kind: 'selfheal.members', left: nodes } satisfies SelfHealMessage);
  return { kind: 'answer', result: { ok: true, version: input.version } };
});
