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

/** The last selections per config (the cluster view, inspector and ring view ask the same question). */
const recent = new WeakMap<SubsystemConfig, Map<string, RecordSelection>>();
const RECENT_MAX = 8;

/**
 * Selection plus explanation; throws with a readable message on a config the walker cannot use.
 * The explanation is worked out when first read: on a thousand-node config it costs tens of ms,
 * and the cluster view, drawn first, needs only the groups.
 */
export function selectRecord(cfg: SubsystemConfig, subsystem: Subsystem, key: RecordKey): RecordSelection {
  const id = `${subsystem}|${JSON.stringify(key, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`;
  let byKey = recent.get(cfg);
  const known = byKey?.get(id);
  if (known) return known;
  // selectReplicas reuses scratch buffers but returns fresh arrays, so keeping the result is safe.
  const groups = selectReplicas(cfg, subsystem, recordHash(key));
  let explanation: SelectionExplanation | undefined;
  const sel: RecordSelection = {
    groups,
    get explanation() {
      return (explanation ??= explainSelection(cfg, subsystem, key));
    },
  };
  if (!byKey) recent.set(cfg, (byKey = new Map()));
  if (byKey.size >= RECENT_MAX) byKey.delete(byKey.keys().next().value as string);
  byKey.set(id, sel);
  return sel;
}
