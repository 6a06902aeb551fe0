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
import { RING_SUBSYSTEMS, type ClusterConfig } from '../../../model/config/types.ts';
import { reassignNode } from '../../../model/reconfig/reassign.ts';
import type { ReplicaHost } from '../events.ts';
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
 * Takes nodes out of the cluster. A node that still hosts a replica of a ring group is drained
 * first when SelfHeal runs: its actor drops the nodes from the membership it keeps, the next
 * activation generates a config without them and runs the four steps, then the nodes leave. In
 * YDB the recommended config is built only from the nodes of the cluster's node list
 * (distconf_statestorage_config_generator.cpp `FillNodeGroups` reads the nodes it is given), so a
 * node taken out of the list is never picked again and SelfHeal moves its replicas off. Without
 * SelfHeal the command is refused: YDB's distconf would accept a config whose StateStorage names a
 * node it no longer lists (distconf_validate.cpp `ValidateConfig` checks PDisks and VDisks against
 * the node list, not the ring groups), leaving those replicas dead; the refusal is the simulator's
 * guard against that, not YDB's.
 */
export const decommissionEntry = defineRootCommand(decommissionSchema, (input, c) => {
  let nodes: NodeId[];
  try {
    nodes = resolveNodeSet(input.world.topology, c.set);
  } catch (e) {
    return { kind: 'refuse', subsystem: null, reason: (e as Error).message };
  }
  const held = heldReplica(input.config, nodes);
  const actor = input.rootServices.get(SELFHEAL_SERVICE);
  if (held !== undefined && actor === undefined) return { kind: 'refuse', ...held };
  if (actor !== undefined)
    input.ctx.send(
      actor,
      (held === undefined
        ? { kind: 'selfheal.members', left: nodes }
        : { kind: 'selfheal.drain', nodes, held }) satisfies SelfHealMessage,
    );
  return { kind: 'answer', result: { ok: true, version: input.version } };
});

/** The first ring replica any of `nodes` hosts, as a refusal. */
function heldReplica(
  config: ClusterConfig,
  nodes: readonly NodeId[],
): { subsystem: string; reason: string; replicaHost: ReplicaHost } | undefined {
  for (const s of RING_SUBSYSTEMS)
    for (const [gi, g] of config[s].ringGroups.entries())
      for (const [ri, r] of g.rings.entries()) {
        const node = r.replicas.find((n) => nodes.includes(n));
        if (node !== undefined)
          return {
            subsystem: s,
            reason: `node ${node} still hosts ${s} group ${gi} ring ${ri}: move its replicas off first`,
            replicaHost: { node, subsystem: s, group: gi, ring: ri },
          };
      }
  return undefined;
}
