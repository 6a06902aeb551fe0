/**
 * The scheduler's mutable run state as one plain-data object: everything a checkpoint must hold to
 * resume the run exactly (virtual time, queues, node statuses, network faults, the senders' draw
 * streams, the external services' states, each node's last applied configuration).
 */
import type { NodeId } from '../model/topology/types.ts';
import type { Us } from './actor.ts';
import type { QueuedCommand } from './commands.ts';
import type { FaultCommand } from './faults.ts';
import { createInflight, type InflightQueue } from './inflight.ts';
import type { NodeCommandBase } from './messages.ts';
import { createNetwork, type NetworkState } from './network.ts';
import type { ConfigVersion } from './nodestate.ts';
import { SLOTS } from './msgid.ts';
import { createRng, deriveSeed, type RngState } from './rng.ts';

export type NodeStatus = 'up' | 'down' | 'crashed';

/** A command as the scheduler handles it: a kernel command or some subsystem's node command. */
export type AnyCommand = FaultCommand | NodeCommandBase;

export interface RunState {
  now: Us;
  /** Messages routed so far (a count: ids are per sender, msgid.ts). */
  seq: number;
  /** Per sender slot (0: the coordinator, i + 1: node index i): messages numbered so far. */
  sent: number[];
  /**
   * Per node index: the stream its sends' latency, jitter, loss and duplicate draws come from, so
   * they follow the sender's own order, not the order the coordinator routes senders in.
   */
  linkRng: RngState[];
  /** Per node index (topology order). */
  status: NodeStatus[];
  incarnation: number[];
  timerAt: number[];
  /** When each crashed node crashed (sends made before it still found it up). */
  crashedAt: number[];
  inflight: InflightQueue;
  /** Commands that split the stepping windows, by (at, seq, sub). */
  commands: QueuedCommand<AnyCommand>[];
  /** Commands that act inside node steps (config.apply), by (at, seq, sub). */
  inStep: QueuedCommand<AnyCommand>[];
  net: NetworkState;
  /** External service states, by subsystem id. */
  services: Record<string, unknown>;
  /** Per node index: the last configuration it applied (null: the spec's, version 1). */
  configs: (ConfigVersion | null)[];
  /** Per node index: messages and timers dropped so far because their actor does not handle the kind. */
  unhandled: number[];
  /** Reserved slots joined so far (`node.add` / `rack.add` / `dc.add`), in join order. */
  joined: NodeId[];
}

export function createRunState(
  ids: readonly NodeId[],
  lookaheadUs: Us,
  seed: number,
  services: Record<string, unknown>,
): RunState {
  const n = ids.length;
  if (n >= SLOTS) throw new Error(`at most ${SLOTS - 1} nodes`);
  return {
    now: 0,
    seq: 0,
    sent: new Array<number>(n + 1).fill(0),
    linkRng: ids.map((id) => createRng(deriveSeed(seed, -1 - id))),
    status: new Array<NodeStatus>(n).fill('up'),
    incarnation: new Array<number>(n).fill(1),
    timerAt: new Array<number>(n).fill(Infinity),
    crashedAt: new Array<number>(n).fill(Infinity),
    inflight: createInflight(lookaheadUs),
    commands: [],
    inStep: [],
    net: createNetwork(n),
    services,
    configs: new Array<ConfigVersion | null>(n).fill(null),
    unhandled: new Array<number>(n).fill(0),
    joined: [],
  };
}
