/**
 * The operator of a chaos run with `bridge`: when the piles still refuse each other for different
 * cluster states after the heal (pile-split.ts), YDB reconnects them only after an operator gives
 * one pile up, so the runner does what the bridge-mode document prescribes for a lost pile. It keeps
 * the side that committed the newer state (the other side's states are all older: giving that side
 * up loses nothing committed), fails the other pile over from there
 * (`ydb admin cluster bridge failover --pile <other>`, with `--primary` when that side's primary was
 * the other pile), rejoins it once the failover has committed (`rejoin --pile <other>`: it catches
 * up through NOT_SYNCHRONIZED and sync like any other), and when the primary is then not the pile the
 * run's tablets live in, switches over back to it and has Hive boot the tablets there again.
 */
import type { ClusterTimedCommand } from '../cluster.ts';
import type { Us } from '../kernel/actor.ts';
import type { Topology } from '../model/topology/types.ts';
import type { SplitSides } from './pile-split.ts';

/** How long after the last heal the operator looks (the plan's own restoring commands go first). */
export const OPERATOR_AFTER_HEAL_US: Us = 1_500_000;
/** From the failover to the rejoin: time for the failover to commit on the kept side. */
const REJOIN_AFTER_US: Us = 2_000_000;
/** From the rejoin to the switchover back: the rejoined pile synced (NS1 → NS2 → SYNCHRONIZED). */
const SWITCHOVER_AFTER_US: Us = 3_000_000;
/** From the switchover to Hive's boots: both of its steps committed. */
const BOOT_AFTER_US: Us = 1_000_000;

export interface Repair {
  readonly commands: readonly ClusterTimedCommand[];
  /** When the last of them is sent. */
  readonly doneUs: Us;
}

/**
 * The operator's commands for a split seen at `atUs`. `home` is the pile the run's tablets live in;
 * `boots` are the run's tablet boots, repeated there when the primary had to move back to it.
 */
export function operatorRepair(
  sides: SplitSides,
  topology: Topology,
  atUs: Us,
  home?: string,
  boots: readonly ClusterTimedCommand[] = [],
): Repair {
  const pileOf = (n: number) => topology.nodes.find((x) => x.id === n)?.pile;
  const keepNode = sides.generation >= sides.peerGeneration ? sides.node : sides.peer;
  const primary = keepNode === sides.node ? sides.primary : sides.peerPrimary;
  const kept = pileOf(keepNode);
  const lost = pileOf(keepNode === sides.node ? sides.peer : sides.node);
  if (kept === undefined || lost === undefined || kept === lost) return { commands: [], doneUs: atUs };
  const rejoinUs = atUs + REJOIN_AFTER_US;
  const commands: ClusterTimedCommand[] = [
    {
      atUs,
      command: {
        kind: 'bridge.failover',
        node: keepNode,
        pile: lost,
        ...(primary === lost ? { newPrimary: kept } : {}),
      },
    },
    { atUs: rejoinUs, command: { kind: 'bridge.rejoin', node: keepNode, pile: lost } },
  ];
  const after = primary === lost ? kept : primary;
  if (home === undefined || after === home) return { commands, doneUs: rejoinUs };
  const switchUs = rejoinUs + SWITCHOVER_AFTER_US;
  commands.push({ atUs: switchUs, command: { kind: 'bridge.switchover', node: keepNode, newPrimary: home } });
  // the switchover stopped nothing in `home` (no tablet ran outside the primary): Hive boots them all there
  const last = new Map<string, ClusterTimedCommand['command']>();
  for (const b of boots)
    if (b.command.kind === 'tablet.boot' || b.command.kind === 'schemeshard.boot')
      last.set(b.command.tabletId, b.command);
  const bootUs = switchUs + BOOT_AFTER_US;
  for (const command of last.values()) commands.push({ atUs: bootUs, command });
  return { commands, doneUs: bootUs };
}
