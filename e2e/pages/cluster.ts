/** The cluster view: datacenters, racks and nodes a person fails and restores, zoom, hover readouts. */
import type { Locator, Page } from '@playwright/test';

export class ClusterView {
  constructor(readonly page: Page) {}

  get svg(): Locator {
    return this.page.getByTestId('cluster-svg');
  }
  nodes(): Locator {
    return this.page.locator('[data-testid^="node-"]');
  }
  racks(): Locator {
    return this.page.locator('[data-testid^="rack-"]');
  }
  dcs(): Locator {
    return this.page.locator('[data-testid^="dc-"]');
  }
  node(id: number): Locator {
    return this.page.getByTestId(`node-${id}`);
  }
  rack(name: string): Locator {
    return this.page.getByTestId(`rack-${name}`);
  }
  dc(name: string): Locator {
    return this.page.getByTestId(`dc-${name}`);
  }
  /** Zoomed far out, racks (and on ydb-1000 datacenters) are summary tiles: `kind` picks which. */
  tiles(kind?: 'rack' | 'dc'): Locator {
    return this.page.locator(kind ? `[data-summary="${kind}"]` : '[data-summary]');
  }
  /** A replica glyph, by `<subsystem>-<group>-<ring>-<index>`. */
  replica(id: string): Locator {
    return this.page.getByTestId(`replica-${id}`);
  }
  /** Every replica glyph whose id starts with `prefix` (e.g. `statestorage-0-`). */
  replicas(prefix: string): Locator {
    return this.page.locator(`[data-testid^="replica-${prefix}"]`);
  }
  /** What the hovered rack or datacenter would cost if it failed now. */
  get blastRadius(): Locator {
    return this.page.getByTestId('blast-radius');
  }
  get flowLegend(): Locator {
    return this.page.getByTestId('flow-legend');
  }
  get flowCount(): Locator {
    return this.page.getByTestId('flow-count');
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

  async zoomIn(times = 1): Promise<void> {
    for (let i = 0; i < times; i++)
      await this.page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  }
  async zoomOut(times = 1): Promise<void> {
    for (let i = 0; i < times; i++)
      await this.page.getByRole('button', { name: 'Zoom out', exact: true }).click();
  }
  async zoomToFit(): Promise<void> {
    await this.page.getByTestId('zoom-fit').click();
  }
}
