/**
 * Disk faults from the page: losing or restoring one node's drive (its static-group VDisk goes with
 * it), or every drive of a pile. Each sends `disk.lose` / `disk.restore` commands; what is lost comes
 * back through the trace (the bridge fold's `lostDrives`).
 */
import { pileDriveCommands, type NodeId } from '../../engine/index.ts';
import { appStore } from '../store/index.ts';
import { session } from './page.ts';

export const diskIntents = {
  /** Loses the drive of `node`, or restores it when it is lost. */
  toggleDrive(node: NodeId): void {
    const lost = appStore.getState().bridge?.lostDrives.has(node) ?? false;
    session.command({ kind: lost ? 'disk.restore' : 'disk.lose', node });
  },
  /**
   * Writes one blob through the dsproxy-proxy of the primary pile's first node that is up (`dsproxy.put`):
   * to both groups while SYNCHRONIZED, to the primary one only while the other pile is DISCONNECTED.
   */
  writeBlob(): void {
    const st = appStore.getState();
    const primary = st.bridge?.committed?.primary ?? st.topology.piles[0]?.id;
    const up = st.topology.nodes.find((n) => n.pile === primary && !(n.id in st.nodeStatus));
    if (up) session.command({ kind: 'dsproxy.put', node: up.id as NodeId });
  },
  /** Loses (or restores) every drive of `pile`. */
  pileDrives(pile: string, lost: boolean): void {
    for (const c of pileDriveCommands(appStore.getState().topology, pile, lost)) session.command(c);
  },
};
