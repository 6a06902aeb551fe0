/**
 * The one place the UI asks "which replicas hold this record, and why": engine/model/selection's
 * `selectReplicas` (what the simulated proxies use) plus `explainSelection` (hash value and walker
 * steps), computed together so the inspector, ring view and cluster view always agree.
 */
import {
  explainSelection,
  recordHash,
  replicaServiceName,
  selectReplicas,
  type Subsystem,
  type SubsystemConfig,
  type GroupSelection,
  type RecordKey,
  type SelectionExplanation,
} from '../../engine/index.ts';

export type { GroupSelection, RecordKey, SelectionExplanation } from '../../engine/index.ts';
export { replicaServiceName };

export interface RecordSelection {
  readonly groups: readonly GroupSelection[];
  readonly explanation: SelectionExplanation;
}

/** Selection plus explanation; throws with a readable message on a config the walker cannot use. */
export function selectRecord(cfg: SubsystemConfig, subsystem: Subsystem, key: RecordKey): RecordSelection {
  // selectReplicas reuses scratch buffers but returns fresh arrays, so keeping the result is safe.
  const groups = selectReplicas(cfg, subsystem, recordHash(key));
  return { groups, explanation: explainSelection(cfg, subsystem, key) };
}
