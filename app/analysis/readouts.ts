/**
 * The three readouts that judge quorum on the page — the header's headroom ("… already lost"), the
 * inspector's verdict ("reads OK · writes OK") and the ring view's meters ("Quorum lost: …") — and the
 * rule they must agree by. All three read one configuration: what the nodes run with (the latest
 * committed one, in bridge mode with the committed pile states in its ring groups, distconf_bridge.cpp),
 * so a DISCONNECTED pile's group neither counts for a record nor makes it "lost".
 */
import {
  committedClusterState,
  configUnderBridge,
  prepareFaultModel,
  type BridgeStatus,
  type ClusterConfig,
  type FaultModel,
  type Topology,
} from '../../engine/index.ts';

type Prepared = { topology: Topology; model: FaultModel | null };
/** Per committed configuration, per committed pile state (its key; '' outside bridge mode). */
const models = new WeakMap<ClusterConfig, Map<string, Prepared>>();

/** The pile state that changes which groups count; the generation alone changes nothing here. */
export function pileKey(bridge: BridgeStatus | null): string {
  const s = bridge ? committedClusterState(bridge) : null;
  return s && bridge ? JSON.stringify([bridge.piles, s.perPile, s.primary, s.promoted]) : '';
}

/** The fault model of what the nodes run with; null when the analysis refuses the cluster. */
export function analysisModel(
  topology: Topology,
  committed: ClusterConfig,
  bridge: BridgeStatus | null,
): FaultModel | null {
  const key = pileKey(bridge);
  let byState = models.get(committed);
  if (!byState) models.set(committed, (byState = new Map()));
  const hit = byState.get(key);
  if (hit && hit.topology === topology) return hit.model;
  let model: FaultModel | null;
  try {
    model = prepareFaultModel(topology, bridge ? configUnderBridge(bridge, committed) : committed);
  } catch {
    model = null;
  }
  byState.set(key, { topology, model });
  return model;
}

export interface Readouts {
  /** The header's share of the record's subsystem already without quorum, per operation. */
  readonly header: { readonly read: number; readonly write: number } | null;
  /** The inspector's verdict on the record. */
  readonly inspector: { readonly read: boolean; readonly write: boolean } | null;
  /** The ring view's meters for the record, one per ring group. */
  readonly rings: readonly { readonly counted: boolean; readonly quorum: boolean }[] | null;
}

/**
 * Where the readouts contradict each other (empty when they agree). The rings decide a record as
 * YDB's proxy does: every counted group needs its majority (statestorage_proxy.cpp); reads and writes
 * count the same groups. The header may not call the whole subsystem lost while the record is served,
 * nor nothing lost while the record is not (exact for walked placements; a sampled one may miss a
 * rare class, which the presets on the page are not).
 */
export function readoutDisagreements(r: Readouts): string[] {
  const out: string[] = [];
  const { header, inspector, rings } = r;
  if (inspector && rings && rings.length > 0) {
    const counted = rings.filter((g) => g.counted);
    const ok = counted.length > 0 && counted.every((g) => g.quorum);
    for (const op of ['read', 'write'] as const)
      if (inspector[op] !== ok)
        out.push(
          `rings say the record ${ok ? 'has' : 'lacks'} quorum, the inspector ${op}s ${inspector[op] ? 'OK' : 'unavailable'}`,
        );
  }
  if (header && inspector)
    for (const op of ['read', 'write'] as const) {
      if (header[op] >= 1 && inspector[op])
        out.push(`header: 100% ${op}s already lost, inspector: ${op}s OK`);
      if (header[op] === 0 && !inspector[op])
        out.push(`header: no ${op}s lost, inspector: ${op}s unavailable`);
    }
  return out;
}
