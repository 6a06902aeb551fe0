/**
 * Growing and shrinking the live cluster: "add rack" / "add node" join the next reserved slots
 * (the engine's `rack.add` / `node.add`), "decommission" sends `cluster.decommission` to the
 * distconf root, which refuses it while the node still hosts a replica (the refusal comes back
 * through the trace as `config.refused`). Each sends a command and nothing else.
 */
import {
  nextReservedNode,
  nextReservedRack,
  staticNodesOf,
  type Command,
  type NodeId,
} from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import type { AppState } from '../store/types.ts';
import { session } from './page.ts';

const status = () => appStore.getState();

/** The distconf root the run announced, else the first static node that is up. */
function rootOf(s: Pick<AppState, 'liveConfig' | 'config' | 'nodeStatus'>): NodeId {
  const statics = staticNodesOf(s.config);
  return s.liveConfig?.root ?? statics.find((n) => !(n in s.nodeStatus)) ?? statics[0] ?? 1;
}

/** The command "add rack" sends now, or null when no rack is wholly reserved. */
export function addRackCommand(s: Pick<AppState, 'membership' | 'topology'>): Command | null {
  const rack = s.membership ? nextReservedRack(s.topology, s.membership) : null;
  return rack === null ? null : { kind: 'rack.add', rack };
}

/** The command "add node" sends now, or null when no slot is left. */
export function addNodeCommand(s: Pick<AppState, 'membership'>): Command | null {
  const node = s.membership ? nextReservedNode(s.membership) : null;
  return node === null ? null : { kind: 'node.add', node };
}

export function decommissionCommand(
  s: Pick<AppState, 'liveConfig' | 'config' | 'nodeStatus'>,
  node: NodeId,
): Command {
  return { kind: 'cluster.decommission', node: rootOf(s), set: { nodes: [node] } };
}

const live = () => status().runtime.kind === 'live';

export const membershipIntents = {
  addRack: () => {
    const c = addRackCommand(status());
    if (c && live()) session.command(c);
  },
  addNode: () => {
    const c = addNodeCommand(status());
    if (c && live()) session.command(c);
  },
  decommission: (node: NodeId) => {
    if (live()) session.command(decommissionCommand(status(), node));
  },
};
