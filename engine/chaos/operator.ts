/**
 * The operator of a chaos run with `bridge`: when the piles still refuse each other for different
 * cluster states after the heal (pile-split.ts), YDB reconnects them only after an operator gives
 * one pile up, so the runner does what the bridge-mode document prescribes for a lost pile: it keeps
 * the side that committed the newer state, fails the other pile over from there
 * (`ydb admin cluster bridge failover --pile <other>`, with `--primary` when that side's primary was
 * the other pile) and rejoins it once the failover has committed (`rejoin --pile <other>`): the
 * rejoined pile catches up through NOT_SYNCHRONIZED and sync like any other.
 */
import type { ClusterTimedCommand } from '../cluster.ts';
import type { Us } from '../kernel/actor.ts';
import type { Topology } from '../model/topology/types.ts';
import type { SplitSides } from './pile-split.ts';

/** How long after the last heal the operator looks (the plan's own restoring commands go first). */
export const OPERATOR_AFTER_HEAL_US: Us = 1_500_000;
/** From the failover to the rejoin: time for the failover to commit on the kept side. */
export const REJOIN_AFTER_US: Us = 2_000_000;

/** The operator's commands for a split seen at `atUs`: the failover, then the rejoin. */
export function operatorRepair(sides: SplitSides, topology: Topology, atUs: Us): ClusterTimedCommand[] {
  const pileOf = (n: number) => topology.nodes.find((x) => x.id === n)?.pile;
  const keepNode = sides.generation >= sides.peerGeneration ? sides.node : sides.peer;
  const primary = keepNode === sides.node ? sides.primary : sides.peerPrimary;
  const kept = pileOf(keepNode);
  const lost = pileOf(keepNode === sides.node ? sides.peer : sides.node);
  if (kept === undefined || lost === undefined || kept === lost) return [];
  return [
    {
      atUs,
      command: {
        kind: 'bridge.failover',
        node: keepNode,
        pile: lost,
        ...(primary === lost ? { newPrimary: kept } : {}),
      },
    },
    { atUs: atUs + REJOIN_AFTER_US, command: { kind: 'bridge.rejoin', node: keepNode, pile: lost } },
  ];
}
