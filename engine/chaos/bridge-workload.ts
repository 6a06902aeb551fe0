/**
 * Bridge admin commands for a chaos run (`bridge` option, bridge presets only): the operator's
 * `ydb admin cluster bridge …` mixed into the faults. Each action is a round trip that leaves pile
 * A primary again if every command is accepted — switchover to B and back, failover of B then
 * rejoin, takedown of B then rejoin — or a command distconf refuses in any state the plan can reach
 * (rejoin of a pile never disconnected, `--new-primary` naming the failed pile, raw switches with a
 * wrong generation; distconf_invoke_bridge.cpp, engine/model/bridge/commands.ts).
 * The operator talks to one node of pile A, and waits while a fault touches it: two nodes cut off
 * from each other that each ran a command themselves would split the cluster, which is the
 * operator's error the `bridge-cluster-state` invariant exists to show, not a chaos finding (a
 * command's node runs it itself when it reaches no primary-pile node). The plan is a pure function
 * of the seed, so it cannot know which commands a fault made wait or fail; it ends with a switchover
 * to A and a rejoin of B, twice, so whatever happened, the cluster is whole again after the heal
 * (NOT_SYNCHRONIZED piles are connected, and the sync to SYNCHRONIZED is automatic).
 */
import type { Us } from '../kernel/actor.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { Command } from '../subsystems/unions.ts';
import type { NodeId, Topology } from '../model/topology/types.ts';
import { Chooser, STREAM } from './random.ts';
import type { ChaosTiming, FaultPlan } from './types.ts';

type BridgeAction = 'switchover' | 'failover' | 'takedown' | 'refused';

/** How long a round trip stays out before it is undone (µs). */
const ROUND_TRIP_US: readonly [Us, Us] = [1_000_000, 3_000_000];
/** The restoring commands: this long before the last heal, and again just after it. */
const RESTORE_BEFORE_US: Us = 1_000_000;
const RESTORE_AFTER_US: Us = 200_000;
/** After a fault leaves the operator's node, its links settle this long (as the workload's Hive). */
const SETTLE_US: Us = 500_000;

export interface BridgePlan {
  readonly commands: readonly TimedCommand[];
  /** The actions drawn, in time order (for the runner's report). */
  readonly actions: readonly BridgeAction[];
}

export function generateBridgeCommands(
  seed: number,
  topology: Topology,
  faults: FaultPlan,
  t: ChaosTiming,
): BridgePlan {
  const [first, second] = topology.piles;
  if (!first || !second) throw new Error(`chaos --bridge needs a topology with two piles (${topology.name})`);
  const [A, B] = [first.id, second.id];
  const c = new Chooser(seed, STREAM.bridge);
  const node = c.pick(topology.nodes.filter((n) => n.pile === A).map((n) => n.id));
  /** The first moment from `at` on when no fault touches the operator's node. */
  const freeAt = (at: Us): Us => {
    for (;;) {
      const hit = faults.episodes.find(
        (e) => e.startUs <= at && at < e.endUs + SETTLE_US && e.nodes.includes(node),
      );
      if (!hit) return at;
      at = hit.endUs + SETTLE_US;
    }
  };
  const out: TimedCommand[] = [];
  const add = (atUs: Us, cmd: (node: NodeId) => Command) =>
    out.push({ atUs: freeAt(atUs), command: cmd(node) });

  const actions: BridgeAction[] = [];
  const healUs = faults.episodes.reduce((m, e) => Math.max(m, e.endUs), t.faultEndUs);
  const lastUs = healUs - RESTORE_BEFORE_US - ROUND_TRIP_US[1];
  let at = t.faultStartUs + c.int(0, 1000) * 1000;
  for (let k = c.int(2, 4); k > 0 && at < lastUs; k--) {
    const action = c.weighted<BridgeAction>([
      ['switchover', 3],
      ['failover', 3],
      ['takedown', 2],
      ['refused', 2],
    ]);
    actions.push(action);
    const back = at + c.int(ROUND_TRIP_US[0] / 1000, ROUND_TRIP_US[1] / 1000) * 1000;
    switch (action) {
      case 'switchover':
        add(at, (node) => ({ kind: 'bridge.switchover', node, newPrimary: B }));
        add(back, (node) => ({ kind: 'bridge.switchover', node, newPrimary: A }));
        break;
      case 'failover':
      case 'takedown':
        add(at, (node) => ({ kind: `bridge.${action}`, node, pile: B }));
        add(back, (node) => ({ kind: 'bridge.rejoin', node, pile: B }));
        break;
      case 'refused':
        add(at, refusedCommand(c, A, B));
        break;
    }
    at = back + c.int(300, 1500) * 1000;
  }
  for (const restoreUs of [healUs - RESTORE_BEFORE_US, healUs + RESTORE_AFTER_US]) {
    add(restoreUs, (node) => ({ kind: 'bridge.switchover', node, newPrimary: A }));
    add(restoreUs + 100_000, (node) => ({ kind: 'bridge.rejoin', node, pile: B }));
  }
  // stable: commands deferred to one moment keep the order the operator meant
  out.sort((p, q) => p.atUs - q.atUs);
  return { commands: out, actions };
}

/** A command distconf refuses whatever the state a fault left (pile A stays SYNCHRONIZED). */
function refusedCommand(c: Chooser, A: string, B: string): (node: NodeId) => Command {
  switch (c.int(0, 3)) {
    case 0:
      // no action ever disconnects A, so a rejoin of A is always refused
      return (node) => ({ kind: 'bridge.rejoin', node, pile: A });
    case 1:
      // `--new-primary` naming the pile itself: refused whether B is primary or not
      return (node) => ({ kind: 'bridge.failover', node, pile: B, newPrimary: B });
    case 2:
      // generations grow by one per commit; a run commits far fewer than this
      return (node) => ({
        kind: 'bridge.switch',
        node,
        perPile: ['SYNCHRONIZED', 'SYNCHRONIZED'],
        primary: A,
        promoted: A,
        generation: 1000,
      });
    default:
      return (node) => ({
        kind: 'bridge.switch',
        node,
        perPile: ['SYNCHRONIZED', 'DISCONNECTED'],
        primary: B,
        promoted: B,
        generation: 1000,
      });
  }
}
