/**
 * Why the four-step move is not moving, from the configuration fold (./liveConfig.ts) and what is
 * down (./clusterStatus.ts): the page says it next to the command that waits, instead of silence.
 *
 * Causes, from engine/subsystems/distconf: distconf is silent until first used, so the first step
 * waits for the static nodes to elect a root on their first heartbeat round (peer.ts); a root whose
 * node goes down is replaced once the others stop hearing it (SEEN_WINDOW_US); the stepper lives in
 * the distconf actor of the node it was started on (stepper.ts), so its steps stop while that node is
 * down and are lost when it restarts. YDB has no such stepper (an operator issues each
 * ReplaceConfig); the model's stepper stands for the operator's session.
 */
import type { NodeId, Topology } from '../model/topology/types.ts';
import type { LiveConfig } from './liveConfig.ts';

/** A stepper command the page sent: to which node, at which virtual time. */
export interface SentReconfig {
  readonly kind: 'start' | 'next';
  readonly node: NodeId;
  readonly atUs: number;
}

export type ReconfigWait =
  /** No root elected yet: distconf wakes on the first command and elects one a heartbeat later. */
  | { readonly kind: 'root' }
  /** The root's node is down; the static nodes elect another once they stop hearing it. */
  | { readonly kind: 'noRoot'; readonly node: NodeId; readonly rack: string | null }
  /** Step `step` is being committed (proposed to the static nodes). */
  | { readonly kind: 'commit'; readonly step: number }
  /** Step `step` runs when the previous step's pause ends, `leftUs` from now. */
  | { readonly kind: 'pause'; readonly step: number; readonly leftUs: number }
  /** The node running the stepper is down: no step runs until it is back. */
  | { readonly kind: 'stepperDown'; readonly node: NodeId; readonly rack: string | null }
  /** The node running the stepper restarted: its progress is gone; a new move can start. */
  | { readonly kind: 'stepperLost'; readonly node: NodeId };

/** Whether the trace shows an answer to `sent` (a step, the end of the move, or a refusal). */
export function reconfigSettled(live: LiveConfig, sent: SentReconfig): boolean {
  return (live.stepper?.atUs ?? -1) >= sent.atUs || (live.refusal?.t ?? -1) >= sent.atUs;
}

/** The rack of `node` when every node of it is down, else null. */
function downRack(topology: Topology, node: NodeId, isDown: (n: NodeId) => boolean): string | null {
  const domain = topology.nodes.find((n) => n.id === node)?.domain;
  if (domain === undefined) return null;
  return topology.nodes.every((n) => n.domain !== domain || isDown(n.id)) ? domain : null;
}

/**
 * What the move waits for now, given the command the page sent last (null: none, or answered);
 * null when nothing waits, or a manual move waits for "next step".
 */
export function reconfigWait(
  live: LiveConfig,
  sent: SentReconfig | null,
  nowUs: number,
  topology: Topology,
  isDown: (n: NodeId) => boolean,
): ReconfigWait | null {
  const s = live.stepper;
  const running = s !== null && !s.done;
  const pending = sent !== null && !reconfigSettled(live, sent) ? sent : null;
  if (!running && pending === null) return null;
  const home = running && s ? s.node : (pending?.node ?? 0);
  if (isDown(home)) return { kind: 'stepperDown', node: home, rack: downRack(topology, home, isDown) };
  if (running && s?.lost) return { kind: 'stepperLost', node: home };
  const due = s?.dueAtUs ?? null;
  const nextStep = pending?.kind === 'start' || !running || !s ? 1 : s.step + 1;
  if (pending === null && due === null) return null;
  if (pending === null && due !== null && due > nowUs)
    return { kind: 'pause', step: nextStep, leftUs: due - nowUs };
  if (live.root === null)
    return live.rootDown === null
      ? { kind: 'root' }
      : { kind: 'noRoot', node: live.rootDown, rack: downRack(topology, live.rootDown, isDown) };
  return { kind: 'commit', step: nextStep };
}
