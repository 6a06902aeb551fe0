/**
 * The static groups as the Storage tab shows them, derived once from three store fields — the
 * topology, which nodes are down (clusterStatus fold) and which drives are lost (bridge fold; none
 * without piles) — by the engine's `staticGroupStatus`. Views read them here, never work them out.
 */
import { useMemo } from 'react';
import { staticGroupStatus, type NodeId, type StaticGroupStatus } from '../../engine/index.ts';
import { useAppStore } from './index.ts';
import type { AppState } from './types.ts';

const NO_DRIVES_LOST: ReadonlySet<NodeId> = new Set();

const selectLostDrives = (s: AppState): ReadonlySet<NodeId> => s.bridge?.lostDrives ?? NO_DRIVES_LOST;

/** Each pile's static group in bridge mode, else the cluster's one, with VDisk and quorum status. */
export function useStaticGroups(): readonly StaticGroupStatus[] {
  const topology = useAppStore((s) => s.topology);
  const nodeStatus = useAppStore((s) => s.nodeStatus);
  const lost = useAppStore(selectLostDrives);
  return useMemo(
    () => staticGroupStatus(topology, lost, (n) => !(n in nodeStatus)),
    [topology, lost, nodeStatus],
  );
}
