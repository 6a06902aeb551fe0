/**
 * The analysis in two steps: `prepareFaultModel` walks the selection of every subsystem once per
 * config (the expensive part), `faultView` applies a current state (failed nodes) and caches what
 * each level looks like from it. Headroom, cut sets and blast radius all read a view, so a UI can
 * keep one model per config and one view per fault state.
 */
import { RING_SUBSYSTEMS, type ClusterConfig, type Subsystem } from '../config/types.ts';
import type { WalkerKind } from '../selection/index.ts';
import type { NodeId, Topology } from '../topology/types.ts';
import { recordClasses, type ClassOptions, type RecordClasses } from './classes.ts';
import { levelDomains, projectClasses, type LevelDomains, type LevelView } from './levels.ts';
import { countsFor, LEVELS, type Level, type Op } from './types.ts';

export interface OpClasses {
  /** Decides cut sets and headroom: exact, or a safe bound on the replica choice. */
  readonly structural: RecordClasses;
  /** Gives shares: the same object as `structural` when that is exact. */
  readonly weights: RecordClasses;
}

interface SubsystemModel {
  readonly subsystem: Subsystem;
  readonly read: OpClasses;
  /**
   * The same object as `read` when reads and writes count the same groups (always, today); equal
   * placements of different subsystems share one object too, so results can be cached by identity.
   */
  readonly write: OpClasses;
}

export interface FaultModel {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly walker: WalkerKind;
  readonly levels: Readonly<Record<Level, LevelDomains>>;
  readonly subsystems: readonly SubsystemModel[];
}

export type FaultModelOptions = Omit<ClassOptions, 'range'>;

export function prepareFaultModel(
  topology: Topology,
  config: ClusterConfig,
  opts: FaultModelOptions = {},
): FaultModel {
  const levels = Object.fromEntries(LEVELS.map((l) => [l, levelDomains(topology, l)])) as Record<
    Level,
    LevelDomains
  >;
  // Subsystems often share one placement: walk each distinct one once. Ring-specific replica
  // choice hashes the subsystem's replica ids, so there the subsystem is part of the key.
  const memo = new Map<string, OpClasses>();
  const classes = (subsystem: Subsystem, op: Op): OpClasses => {
    const sc = config[subsystem];
    const specific = sc.ringGroups.some((g) => g.ringSpecificNodeSelection);
    const key = `${op}|${specific ? subsystem : ''}|${JSON.stringify(sc)}`;
    let hit = memo.get(key);
    if (!hit) memo.set(key, (hit = recordClasses(sc, subsystem, op, opts)));
    return hit;
  };
  const subsystems = RING_SUBSYSTEMS.map((subsystem): SubsystemModel => {
    const same = config[subsystem].ringGroups.every((g) => countsFor('read', g) === countsFor('write', g));
    const read = classes(subsystem, 'read');
    return { subsystem, read, write: same ? read : classes(subsystem, 'write') };
  });
  return { topology, config, walker: opts.walker ?? 'fixed', levels, subsystems };
}

/** A model seen from a set of failed nodes; projections are computed on first use and kept. */
export class FaultView {
  readonly down: ReadonlySet<NodeId>;
  private readonly cache = new Map<RecordClasses, Map<Level, LevelView>>();
  private readonly known: ReadonlySet<NodeId>;

  constructor(
    readonly model: FaultModel,
    down: Iterable<NodeId>,
  ) {
    this.down = new Set(down);
    this.known = new Set(model.topology.nodes.map((n) => n.id));
  }

  /** A node is down when failed or absent from the topology (a replica there never answers). */
  isDown = (n: NodeId): boolean => this.down.has(n) || !this.known.has(n);

  project(rc: RecordClasses, level: Level): LevelView {
    let byLevel = this.cache.get(rc);
    if (!byLevel) this.cache.set(rc, (byLevel = new Map()));
    let v = byLevel.get(level);
    if (!v) byLevel.set(level, (v = projectClasses(rc, this.model.levels[level], this.isDown)));
    return v;
  }

  /**
   * The projection that gives shares: the structural classes where they project exactly (their
   * ring-set weights are exact even when the replica choice is bounded), else the weights.
   */
  shares(c: OpClasses, level: Level): LevelView {
    const s = this.project(c.structural, level);
    return s.exact && s.method !== 'sampled' ? s : this.project(c.weights, level);
  }
}

export function faultView(model: FaultModel, down: Iterable<NodeId> = []): FaultView {
  return new FaultView(model, down);
}
