/** The Storage tab (bridge mode): each pile's static group, its VDisks and its disk quorum. */
import { tabPart } from './part.ts';

export class StoragePanel extends tabPart('storage', {
  ids: {
    panel: 'storage-panel',
    /** The dsproxy-proxy's config; `data-ppgen` is its PPGeneration. */
    proxy: 'storage-proxy',
    /** The PPGeneration chip. */
    ppGeneration: 'storage-proxy-ppgen',
    /** Each pile's group generation and the PPGeneration it holds. */
    proxyGroups: 'storage-proxy-groups',
    /** The last sync: `data-pile`, `data-blobs` / `data-total-blobs` copied, `data-done` `yes`, `no` or `none`. */
    syncProgress: 'storage-sync-progress',
  },
  keyed: {
    /** A pile's static group. */
    group: 'storage-group-',
    /** The group's disk-quorum badge; `data-quorum` is `yes` or `no`. */
    quorum: 'storage-quorum-',
    /** The VDisk on node N (its button loses or restores the node's drive); `data-up` is `yes` or `no`. */
    vdisk: 'storage-vdisk-',
    /** The pair of the primary pile and pile P; `data-mode` and `data-submode` are its mode. */
    proxyPair: 'storage-proxy-pair-',
    /** On the cluster map: the last write of node N a group refused; `data-by` the refusing VDisk's node. */
    refusedWrite: 'refused-write-',
  },
}) {
  /** Loses every drive of `pile`. */
  async loseDisks(pile: string): Promise<void> {
    await this.page.getByTestId(`storage-lose-${pile}`).click();
  }
  /** Writes one blob through the dsproxy-proxy of node `node`. */
  async writeThrough(node: number): Promise<void> {
    await this.page.getByTestId('storage-write-node').selectOption(String(node));
    await this.page.getByTestId('storage-write').click();
  }
  /** Restores every drive of `pile`. */
  async restoreDisks(pile: string): Promise<void> {
    await this.page.getByTestId(`storage-restore-${pile}`).click();
  }
}
