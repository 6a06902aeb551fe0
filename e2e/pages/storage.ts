/** The Storage tab (bridge mode): each pile's static group, its VDisks and its disk quorum. */
import { tabPart } from './part.ts';

export class StoragePanel extends tabPart('storage', {
  ids: {
    panel: 'storage-panel',
    /** The tab that opens the Storage panel. */
    tab: 'tab-storage',
    /** The dsproxy-proxy's config; `data-ppgen` is its PPGeneration. */
    proxy: 'storage-proxy',
    /** The PPGeneration chip. */
    ppGeneration: 'storage-proxy-ppgen',
    /** Each pile's group generation and the PPGeneration it holds. */
    proxyGroups: 'storage-proxy-groups',
    /** The last sync: `data-pile`, `data-blobs` / `data-total-blobs` copied, `data-done` `yes`, `no` or `none`. */
    syncProgress: 'storage-sync-progress',
    /** BSController's pools card (pool A, B and the proxy-proxy pool C). */
    pools: 'storage-pools',
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
    /** A BSController pool by its id (A, B, C); `data-tablets` is `yes` where Hive places tablet channels. */
    pool: 'storage-pool-',
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
  /**
   * Starts noting every state the sync progress shows (its `data-done`, blob counts and text), as a
   * person watching it would; read them back with `syncStates`.
   */
  async recordSyncStates(): Promise<void> {
    await this.page.evaluate(() => {
      type Seen = { done: string; blobs: string; total: string; text: string };
      type El = { getAttribute(n: string): string | null; textContent: string | null };
      // The page's DOM, typed here: e2e code is compiled without the DOM library.
      const w = globalThis as unknown as {
        __syncSeen: Seen[];
        document: { querySelector(s: string): El | null; body: unknown };
        MutationObserver: new (f: () => void) => { observe(t: unknown, o: object): void };
      };
      const document = w.document;
      w.__syncSeen = [];
      const note = () => {
        const el = document.querySelector('[data-testid="storage-sync-progress"]');
        if (!el) return;
        const s = {
          done: el.getAttribute('data-done') ?? '',
          blobs: el.getAttribute('data-blobs') ?? '',
          total: el.getAttribute('data-total-blobs') ?? '',
          text: el.textContent ?? '',
        };
        const last = w.__syncSeen.at(-1);
        if (!last || last.done !== s.done || last.blobs !== s.blobs || last.total !== s.total)
          w.__syncSeen.push(s);
      };
      note();
      new w.MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-done', 'data-blobs', 'data-total-blobs'],
      });
    });
  }
  /** The sync progress states seen since `recordSyncStates`, in order. */
  async syncStates(): Promise<{ done: string; blobs: string; total: string; text: string }[]> {
    return this.page.evaluate(
      () =>
        (
          globalThis as unknown as {
            __syncSeen: { done: string; blobs: string; total: string; text: string }[];
          }
        ).__syncSeen,
    );
  }
  /** Restores every drive of `pile`. */
  async restoreDisks(pile: string): Promise<void> {
    await this.page.getByTestId(`storage-restore-${pile}`).click();
  }
}
