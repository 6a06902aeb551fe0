/** The cluster view: datacenters, racks and nodes a person fails and restores, zoom, hover readouts. */
import type { Locator } from '@playwright/test';
import { part } from './part.ts';

export class ClusterView extends part({
  ids: {
    svg: 'cluster-svg',
    /** The panel's summary line: datacenters, racks and nodes in the cluster, how many are down. */
    sub: 'cluster-sub',
    /** What the hovered rack or datacenter would cost if it failed now. */
    blastRadius: 'blast-radius',
    /** In the hover readout: may the hovered domain go down now, and which ring refuses it. */
    maintenance: 'maintenance-answer',
    maintenanceCms: 'maintenance-cms',
    /** The key above the drawing: one line, the rarer entries under `legendMore`. */
    legend: 'legend',
    legendMore: 'legend-more',
    flowLegend: 'flow-legend',
    flowCount: 'flow-count',
    /** The label of sessions refused at the bridge handshake, with YDB's reason. */
    refusedLabel: 'refused-session-label',
    /** Growing and shrinking the cluster: shown when the run has reserved slots. */
    membershipBar: 'membership-bar',
    membershipCounts: 'membership-counts',
    addRack: 'add-rack',
    addNode: 'add-node',
    /** The node "Decommission" takes out, and distconf's refusal when it still hosts a replica. */
    decommissionPick: 'decommission-node',
    decommissionButton: 'decommission',
    decommissionRefusal: 'decommission-refusal',
    /** The kernel's refusal of an add whose slots are not free (joined already). */
    joinRefusal: 'join-refusal',
    /** Puts the join refusal away, as a notice's × does. */
    joinRefusalDismiss: 'join-refusal-dismiss',
  },
  keyed: {
    node: 'node-',
    rack: 'rack-',
    dc: 'dc-',
    /** A replica glyph, by `<subsystem>-<group>-<ring>-<index>`. */
    replica: 'replica-',
    /** The maintenance answer's line for a subsystem that would lose quorum. */
    maintenanceQuorum: 'maintenance-quorum-',
  },
}) {
  nodes(): Locator {
    return this.page.locator('[data-testid^="node-"]');
  }
  /** Lines between two nodes whose bridge handshake refused the session. */
  refusedSessions(): Locator {
    return this.page.locator('[data-testid^="refused-session-"]:not([data-testid="refused-session-label"])');
  }
  racks(): Locator {
    return this.page.locator('[data-testid^="rack-"]');
  }
  dcs(): Locator {
    return this.page.locator('[data-testid^="dc-"]');
  }
  /** Zoomed far out, racks (and on ydb-1000 datacenters) are summary tiles: `kind` picks which. */
  tiles(kind?: 'rack' | 'dc'): Locator {
    return this.page.locator(kind ? `[data-summary="${kind}"]` : '[data-summary]');
  }
  /** Every replica glyph whose id starts with `prefix` (e.g. `statestorage-0-`). */
  replicas(prefix: string): Locator {
    return this.page.locator(`[data-testid^="replica-${prefix}"]`);
  }

  /** A click fails a node, rack or datacenter that is up and restores one that is down. */
  async toggleNode(id: number): Promise<void> {
    await this.node(id).click();
  }
  async toggleRack(name: string): Promise<void> {
    await this.rack(name).click();
  }
  async toggleDc(name: string): Promise<void> {
    await this.dc(name).click();
  }
  async restoreAll(): Promise<void> {
    await this.page.getByTestId('restore-all').click();
  }

  async decommission(node: number): Promise<void> {
    await this.decommissionPick.selectOption(String(node));
    await this.decommissionButton.click();
  }

  async zoomIn(times = 1): Promise<void> {
    await this.zoom('Zoom in', times);
  }
  async zoomOut(times = 1): Promise<void> {
    await this.zoom('Zoom out', times);
  }
  private async zoom(button: 'Zoom in' | 'Zoom out', times: number): Promise<void> {
    for (let i = 0; i < times; i++)
      await this.page.getByRole('button', { name: button, exact: true }).click();
  }
  async zoomToFit(): Promise<void> {
    await this.page.getByTestId('zoom-fit').click();
  }
}
