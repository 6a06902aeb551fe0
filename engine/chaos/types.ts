/** Shared shapes of the chaos harness: modes, timing, fault episodes and the generated plan. */
import type { Us } from '../kernel/actor.ts';
import type { ClusterTimedCommand as TimedCommand } from '../cluster.ts';
import type { NodeId } from '../model/topology/types.ts';

/**
 * `within`: faults never exceed what the config tolerates.
 * `beyond`: unavailability exceeds the tolerance on purpose (partitions, plus outages up to the
 * tolerance), while the nodes that lose their volatile state stay within it.
 * `beyond-crash`: outages beyond the tolerance, so volatile replicas lose a majority of their
 * state (outside the fault hypothesis of a model without durable tablet logs; see faults.ts).
 */
export type ChaosMode = 'within' | 'beyond' | 'beyond-crash';
export const CHAOS_MODES: readonly ChaosMode[] = ['within', 'beyond', 'beyond-crash'];

export interface ChaosTiming {
  /** First fault (µs); the workload boots its tablets before it. Default 2 s. */
  readonly faultStartUs: Us;
  /** Every fault is healed by then (µs). Default 14 s. */
  readonly faultEndUs: Us;
  /** End of the run (µs); from faultEndUs on the cluster converges. Default 30 s. */
  readonly endUs: Us;
  /**
   * How long a rack stays charged after it came back (µs): restarted replicas are empty until the
   * guardians, publishers and populator refill them (guardian retry 250 ms, Board backoff ≤ 10 s).
   * Default 3 s.
   */
  readonly recoverUs: Us;
}

export const DEFAULT_TIMING: ChaosTiming = {
  faultStartUs: 2_000_000,
  faultEndUs: 14_000_000,
  endUs: 30_000_000,
  recoverUs: 3_000_000,
};

/**
 * `loss` is a burst of broken sessions on one node's links (short cuts, which the interconnect
 * reports as disconnects), or with `rawLoss` the runtime's silent net.loss.
 */
export type EpisodeKind =
  | 'node.restart'
  | 'rack.outage'
  | 'dc.outage'
  | 'partition'
  | 'loss'
  | 'delay'
  /** A one-way cut between a node / rack / DC and the rest (drawn only with `extraFaults`). */
  | 'one-way'
  /** net.duplicate: messages delivered twice (drawn only with `extraFaults`). */
  | 'duplicate';

/** Disk faults, drawn only with `bridge` (disk-faults.ts): one node's drive, or every drive of a pile. */
export type DiskEpisodeKind = 'vdisk.lost' | 'pile.disks.lost';

/** One fault from its start to its heal, with the commands that carry it out. */
export interface Episode {
  readonly kind: EpisodeKind | DiskEpisodeKind;
  readonly startUs: Us;
  /** Heal time: node/rack/DC back up, cut healed, loss or delay reset. */
  readonly endUs: Us;
  /** Racks charged against the tolerance over [startUs, chargedUntilUs). */
  readonly racks: readonly string[];
  readonly chargedUntilUs: Us;
  /** Whether its nodes restart with empty volatile state (restarts and outages). */
  readonly losesState: boolean;
  /** Nodes actually down or cut off over [startUs, endUs) (the workload avoids booting there). */
  readonly nodes: readonly NodeId[];
  /** Short description, e.g. `rack dc1-r3 down 1.20 s`. */
  readonly label: string;
  readonly commands: readonly TimedCommand[];
}

export interface FaultPlan {
  readonly mode: ChaosMode;
  readonly episodes: readonly Episode[];
  /** Every fault command, in time order. */
  readonly commands: readonly TimedCommand[];
  /** Largest set of racks charged at one moment. */
  readonly peakRacks: readonly string[];
  /** Whether that peak is within tolerance (always true in `within`, false in `beyond`). */
  readonly peakWithin: boolean;
}
