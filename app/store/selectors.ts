/**
 * Module-level selectors (stable identities, so components re-render only when their slice of the
 * state changes) and the derived record analysis shared by the inspector, ring view and cluster view.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Subsystem, RecordVerdict } from '../../engine/index.ts';
import { recordAvailability } from '../viewmodel/availability.ts';
import { liveHostingIndex, type HostingIndex } from '../viewmodel/hosting.ts';
import { selectRecord, type RecordSelection } from '../viewmodel/selection.ts';
import { useLiveConfig } from './bridgeSelectors.ts';
import { useAppStore, type AppState } from './index.ts';

export const selectTopology = (s: AppState) => s.topology;
export const selectTopologyIndex = (s: AppState) => s.topologyIndex;
export const selectConfig = (s: AppState) => s.config;

let hostingMemo: { hosting: HostingIndex; live: AppState['liveConfig']; out: HostingIndex } | null = null;
/**
 * Replicas per node under the configuration each node runs, from the live-config fold (memoised on
 * its inputs, so the identity is stable between unrelated store updates).
 */
export const selectLiveHosting = (s: AppState): HostingIndex => {
  if (!s.liveConfig) return s.hosting;
  if (hostingMemo && hostingMemo.hosting === s.hosting && hostingMemo.live === s.liveConfig)
    return hostingMemo.out;
  // A fold left from the previous cluster, for the moment before its projection resets.
  const stale = [...s.liveConfig.byNode.keys()].some((n) => !s.topologyIndex.node.has(n));
  const out = stale ? s.hosting : liveHostingIndex(s.liveConfig, s.hosting);
  hostingMemo = { hosting: s.hosting, live: s.liveConfig, out };
  return out;
};
export const selectNodeStatus = (s: AppState) => s.nodeStatus;
export const selectDownRacks = (s: AppState) => s.downRacks;
export const selectDownDcs = (s: AppState) => s.downDcs;
export const selectPresetName = (s: AppState) => s.presetName;
export const selectSeed = (s: AppState) => s.seed;
export const selectRuntime = (s: AppState) => s.runtime;
export const selectWorkerStats = (s: AppState) => s.workerStats;
export const selectWorkerStatsRead = (s: AppState) => s.workerStatsRead;
export const selectNotices = (s: AppState) => s.notices;
export const selectHover = (s: AppState) => s.hover;
export const selectReplicaValues = (s: AppState) => s.replicaValues;
export const selectRingSubsystem = (s: AppState) => s.ringSubsystem;

const selectRecordView = (s: AppState) => ({
  record: s.record,
  recordInput: s.recordInput,
  recordError: s.recordError,
  recordSubsystem: s.recordSubsystem,
});
export const useRecordView = () => useAppStore(useShallow(selectRecordView));

export interface RecordAnalysis {
  readonly subsystem: Subsystem;
  readonly selection: RecordSelection | null;
  readonly verdict: RecordVerdict | null;
  /** Why no selection could be made (a config the walker refuses), for display. */
  readonly error: string | null;
}

/** Selection (config × record) and availability (× node status), memoised on their inputs. */
export function useRecordAnalysis(): RecordAnalysis {
  // Bridge mode: ring groups in the states the committed cluster state gives them.
  const config = useLiveConfig();
  const status = useAppStore(selectNodeStatus);
  const { record, recordSubsystem } = useRecordView();
  const sel = useMemo(() => {
    if (!record) return { selection: null, error: null };
    try {
      return { selection: selectRecord(config[recordSubsystem], recordSubsystem, record.key), error: null };
    } catch (e) {
      return { selection: null, error: e instanceof Error ? e.message : String(e) };
    }
  }, [config, record, recordSubsystem]);
  const verdict = useMemo(
    () => (sel.selection ? recordAvailability(sel.selection.groups, status) : null),
    [sel.selection, status],
  );
  return { subsystem: recordSubsystem, selection: sel.selection, verdict, error: sel.error };
}
