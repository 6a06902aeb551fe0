/**
 * What the UI's actions mean for the live run: each sends engine commands and nothing else. The
 * result (a node down, a leader elected) comes back through the trace — node status from the
 * engine's cluster status fold — never computed here.
 */
import {
  isMember,
  reversedGroup,
  staticNodesOf,
  type Command,
  type NodeId,
  type Subsystem,
  type ObserverState,
  type SentReconfig,
} from '../../engine/index.ts';
import { selectCommittedConfig } from '../store/bridgeSelectors.ts';
import type { FaultCommand } from '../subsystems/faults.ts';
import { appStore } from '../store/index.ts';
import type { AppState } from '../store/types.ts';
import { observers, session } from './page.ts';

const status = () => appStore.getState();

/** Click on a node: fail it, or restore it when it is down or crashed. */
export function toggleNode(node: NodeId): void {
  session.command({ kind: node in status().nodeStatus ? 'node.up' : 'node.down', node });
}

/** Click on a rack: fail every node of it, or restore them when the whole rack is down. */
export function toggleRack(rack: string): void {
  session.command({ kind: status().downRacks.has(rack) ? 'rack.up' : 'rack.down', rack });
}

/** Click on a datacenter: fail it, or restore it when it is down as a whole. */
export function toggleDc(dc: string): void {
  session.command({ kind: status().downDcs.has(dc) ? 'dc.up' : 'dc.down', dc });
}

/** Brings every member that is down or crashed back up (reserved slots and decommissioned nodes stay out). */
export function restoreAll(): void {
  const m = status().membership;
  for (const n of Object.keys(status().nodeStatus))
    if (m === null || isMember(m, Number(n))) session.command({ kind: 'node.up', node: Number(n) });
}

const send = (cmd: Command) => session.command(cmd);

/**
 * Any kernel fault (a Network tab control of app/subsystems/faults.ts builds it): sent only while
 * the run is live, as the controls are enabled; false when refused here.
 */
export function fault(cmd: FaultCommand): boolean {
  if (status().runtime.kind !== 'live') return false;
  send(cmd);
  return true;
}

/** YDB's root SchemeShard tablet id (ydb/core/base/domain.h, MakeSchemeShardID for the root domain). */
const SCHEMESHARD_TABLET = '72057594046678944';

/** The record actions of the inspector ("Try it live"), each one command on the chosen node. */
export const recordIntents = {
  bootTablet: (node: NodeId, tabletId: string) => send({ kind: 'tablet.boot', node, tabletId }),
  killTablet: (node: NodeId, tabletId: string) => send({ kind: 'tablet.kill', node, tabletId }),
  resolveLeader: (node: NodeId, tabletId: string) => send({ kind: 'tablet.request', node, tabletId }),
  publish: (node: NodeId, path: string) =>
    send({ kind: 'board.publish', node, path, payload: `n${node}:2135`, publisher: `pub-n${node}` }),
  unpublish: (node: NodeId) => send({ kind: 'board.unpublish', node, publisher: `pub-n${node}` }),
  subscribeBoard: (node: NodeId, path: string) =>
    send({ kind: 'board.subscribe', node, path, subscriber: `sub-n${node}` }),
  bootSchemeShard: (node: NodeId) => send({ kind: 'schemeshard.boot', node, tabletId: SCHEMESHARD_TABLET }),
  /** Creates the table, or alters it once SchemeShard committed it (the observers fold knows). */
  changeTable: (node: NodeId, path: string) => {
    send(schemaChange(observers.current(), node, path));
  },
  subscribeCache: (node: NodeId, path: string) => send({ kind: 'schemeboard.subscribe', node, path }),
} as const;

/** The table change `changeTable` sends: an alter for a path SchemeShard has committed, else a create. */
export function schemaChange(o: ObserverState, node: NodeId, path: string): Command {
  return {
    kind: 'schema.change',
    node,
    op: o.schemaPaths.has(path) ? 'alter' : 'create',
    path,
    object: {
      type: 'table',
      columns: [
        { name: 'id', type: 'Uint64', key: true },
        { name: 'value', type: 'Utf8' },
      ],
    },
  };
}

/**
 * The four-step move of `subsystem` toward a group with each ring's replicas reversed (new replica
 * ActorIds; distconf picks an actor id offset when needed), from the newest committed configuration,
 * run from the first static node that is up (the stepper lives on that node; a command to a down node
 * is lost); null when the subsystem has no group to move. `pauseMs` null: each step waits for "next
 * step".
 */
export function reconfigStart(
  s: Parameters<typeof selectCommittedConfig>[0] & Pick<AppState, 'nodeStatus'>,
  subsystem: Subsystem | 'all',
  pauseMs: number | null,
): Extract<Command, { kind: 'reconfig.start' }> | null {
  const latest = selectCommittedConfig(s);
  const current = latest[subsystem === 'all' ? 'statestorage' : subsystem].ringGroups.find(
    (g) => !g.writeOnly,
  );
  if (!current) return null;
  return {
    kind: 'reconfig.start',
    node: staticNodesOf(s.config).find((n) => !(n in s.nodeStatus)) ?? staticNodesOf(s.config)[0] ?? 1,
    subsystem,
    target: reversedGroup(current),
    ...(pauseMs === null ? {} : { pauseMs }),
  };
}

/**
 * The stepper command the page sent last, so the panel shows it as pending at once; the engine's
 * reconfigWait (engine/folds/reconfigWait.ts) says whether the trace answered it and why not.
 */
let sentReconfig: SentReconfig | null = null;
const sentListeners = new Set<() => void>();
function noteSent(sent: SentReconfig): void {
  sentReconfig = sent;
  for (const l of sentListeners) l();
}
export const reconfigSent = {
  current: (): SentReconfig | null => sentReconfig,
  subscribe: (l: () => void): (() => void) => {
    sentListeners.add(l);
    return () => sentListeners.delete(l);
  },
};

/** The configuration panel's stepper. */
export const configIntents = {
  start: (subsystem: Subsystem | 'all', pauseMs: number | null) => {
    const cmd = reconfigStart(status(), subsystem, pauseMs);
    if (!cmd) return;
    send(cmd);
    noteSent({ kind: 'start', node: cmd.node, atUs: status().timeUs });
  },
  /**
   * Runs the next step now; during a pause this is the "rush" (it skips what is left of it). Sent to
   * the node running the stepper.
   */
  next: () => {
    const node = status().liveConfig?.stepper?.node || (staticNodesOf(status().config)[0] ?? 1);
    send({ kind: 'reconfig.next', node });
    noteSent({ kind: 'next', node, atUs: status().timeUs });
  },
};
