/**
 * distconf as a subsystem: the `distconf` actor and the `nodewarden` on every node. Static nodes
 * (hosting replicas in the deployed configuration) keep the configuration quorum. Silent until a
 * configuration command arrives, so runs that never reconfigure are unchanged by it.
 */
import type { ClusterConfig } from '../../model/config/types.ts';
import type { NodeId } from '../../model/topology/types.ts';
import { reconfigChecker } from '../../invariants/reconfig.ts';
import type { SubsystemDescriptor } from '../descriptor.ts';
import { RECONFIGURE_EVENTS } from '../reconfigure.ts';
import { configReplaceSchema, DISTCONF_LOCAL_COMMANDS } from './commands.ts';
import { distconfBehaviour, type DistconfArgs } from './distconf.ts';
import { DISTCONF_EVENTS } from './events.ts';
import { DISTCONF_SERVICE, DISTCONF_TYPE, NODEWARDEN_SERVICE, NODEWARDEN_TYPE } from './names.ts';
import { nodewardenBehaviour } from './nodewarden.ts';
import { DISTCONF_EXTENSIONS } from './registry.ts';

/**
 * distconf's static nodes, ascending: the first node of every StateStorage ring of the deployed
 * configuration — one per failure domain, as YDB's static storage nodes span them. Fixed for the
 * run: reconfiguration moves replicas, not the configuration quorum.
 */
export function staticNodesOf(config: ClusterConfig): NodeId[] {
  const out = new Set<NodeId>();
  for (const g of config.statestorage.ringGroups)
    for (const r of g.rings) if (r.replicas[0] !== undefined) out.add(r.replicas[0]);
  return [...out].sort((a, b) => a - b);
}

export const distconfSubsystem: SubsystemDescriptor = {
  id: 'distconf',
  behaviours: [
    distconfBehaviour,
    nodewardenBehaviour,
    ...DISTCONF_EXTENSIONS.flatMap((e) => e.behaviours ?? []),
  ],
  commands: {
    schemas: [
      configReplaceSchema,
      ...DISTCONF_LOCAL_COMMANDS,
      ...DISTCONF_EXTENSIONS.flatMap((e) => (e.commands ?? []).map((c) => c.schema)),
    ],
    service: DISTCONF_SERVICE,
  },
  bootstrap(boot) {
    const args: DistconfArgs = { staticNodes: staticNodesOf(boot.initialConfig) };
    boot.spawnService(DISTCONF_TYPE, DISTCONF_SERVICE, args);
    boot.spawnService(NODEWARDEN_TYPE, NODEWARDEN_SERVICE, {});
  },
  events: [...DISTCONF_EVENTS, ...RECONFIGURE_EVENTS],
  invariants: [reconfigChecker],
  view: { label: 'distconf', colour: '#999933', messagePrefix: 'distconf.' },
};
