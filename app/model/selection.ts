/**
 * The one place the UI asks "which replicas hold this record, and why". Built on the engine's
 * selection pieces (walker, node choice, record hash) so the UI shows exactly what the engine
 * computes. When engine/selection/index.ts exports `selectReplicas` / `explainSelection`, this file
 * is the only one that has to switch over.
 */
import type { ReplicaRef, RingGroupState, Subsystem, SubsystemConfig } from '../../engine/config/types.ts';
import { majority } from '../../engine/config/types.ts';
import { compileGroup } from '../../engine/selection/compiled-group.ts';
import { nodeChoiceMode, selectNodeIndex, type NodeChoiceMode } from '../../engine/selection/node-choice.ts';
import { walkerDelta } from '../../engine/selection/primes.ts';
import { inputSource, recordHash, recordInput64, type InputSource, type RecordKey } from '../../engine/selection/record-key.ts';
import { replicaServiceName } from '../../engine/selection/service-name.ts';
import { walkSteps, type WalkerStep } from '../../engine/selection/walker.ts';

export type { RecordKey } from '../../engine/selection/record-key.ts';

/** Same shape as engine/selection's GroupSelection. */
export interface GroupSelection {
  readonly group: number;
  readonly ntoSelect: number;
  readonly majority: number;
  readonly writeOnly: boolean;
  readonly state: RingGroupState;
  readonly pile?: string;
  /** In slot order: slot i is replicas[i]. */
  readonly replicas: readonly ReplicaRef[];
}

export interface GroupExplanation {
  readonly group: number;
  readonly totalRings: number;
  readonly ntoSelect: number;
  /** `Primes[hash % 128]`; undefined when every ring is taken (nto_select == rings). */
  readonly delta: number | undefined;
  readonly steps: readonly WalkerStep[];
  /** Per slot: how the replica inside the ring was chosen. */
  readonly nodeChoice: readonly { readonly ring: number; readonly ringSize: number; readonly mode: NodeChoiceMode; readonly index: number }[];
}

export interface SelectionExplanation {
  readonly source: InputSource;
  /** The 64-bit value fed to Hash64to32 (decimal string, JSON-safe). */
  readonly input64: string;
  readonly hash: number;
  readonly groups: readonly GroupExplanation[];
}

export interface RecordSelection {
  readonly groups: readonly GroupSelection[];
  readonly explanation: SelectionExplanation;
}

/** Selection plus explanation; throws with a readable message on a config the walker cannot use. */
export function selectRecord(cfg: SubsystemConfig, subsystem: Subsystem, key: RecordKey): RecordSelection {
  const hash = recordHash(key);
  const groups: GroupSelection[] = [];
  const explained: GroupExplanation[] = [];
  cfg.ringGroups.forEach((g, group) => {
    const compiled = compileGroup(subsystem, g);
    const steps = walkSteps(hash, compiled.total, compiled.ntoSelect);
    const replicas: ReplicaRef[] = [];
    const nodeChoice: GroupExplanation['nodeChoice'][number][] = [];
    for (const step of steps) {
      const nodes = g.rings[step.ring]?.replicas ?? [];
      const index = selectNodeIndex(hash, nodes.length, compiled.ringSpecific, compiled.contentHashes[step.ring] ?? 0);
      replicas.push({ subsystem, group, ring: step.ring, index, node: nodes[index] ?? 0 });
      nodeChoice.push({ ring: step.ring, ringSize: nodes.length, mode: nodeChoiceMode(nodes.length, compiled.ringSpecific), index });
    }
    groups.push({
      group,
      ntoSelect: g.ntoSelect,
      majority: majority(g.ntoSelect),
      writeOnly: g.writeOnly,
      state: g.state ?? 'PRIMARY',
      ...(g.pile !== undefined ? { pile: g.pile } : {}),
      replicas,
    });
    explained.push({
      group,
      totalRings: compiled.total,
      ntoSelect: compiled.ntoSelect,
      delta: compiled.ntoSelect === compiled.total ? undefined : walkerDelta(hash),
      steps,
      nodeChoice,
    });
  });
  return {
    groups,
    explanation: { source: inputSource(key), input64: recordInput64(key).toString(), hash, groups: explained },
  };
}

export { replicaServiceName };
