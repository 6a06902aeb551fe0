/**
 * The datacenter level's data: each datacenter's summary and tile geometry at the current scale,
 * and the layout the overlays draw on (racks at their cells). Nothing is computed at other levels.
 */
import { useMemo } from 'react';
import type { NodeId } from '../../../engine/index.ts';
import type { NodeStatusMap } from '../../viewmodel/availability.ts';
import type { HostingIndex } from '../../viewmodel/hosting.ts';
import type { ClusterLayout } from '../../viewmodel/layout.ts';
import { summariseDc, type DcSummary } from './dcSummary.ts';
import { dcTileGeometry, type DcTileGeometry } from './dcTileGeometry.ts';
import { cellAnchoredLayout } from './overlayLayout.ts';

/** Text lines under a datacenter tile's header: counts, then nodes up or down. */
const TILE_LINES = 2;

export interface DcTiles {
  readonly infos: readonly DcSummary[];
  readonly geometries: readonly DcTileGeometry[];
  /** The layout for the flow layer and network links. */
  readonly overlay: ClusterLayout;
}

export function useDcTiles(
  active: boolean,
  layout: ClusterLayout,
  k: number,
  state: {
    status: NodeStatusMap;
    downRacks: ReadonlySet<string>;
    reserved: ReadonlySet<NodeId>;
    hosting: HostingIndex;
    selected: ReadonlySet<string>;
  },
): DcTiles | null {
  const { status, downRacks, reserved, hosting, selected } = state;
  const infos = useMemo(
    () =>
      active
        ? layout.dcs.map((dc) =>
            summariseDc({ racks: dc.racks, downRacks, reserved, status, hosting, selected }),
          )
        : null,
    [active, layout, downRacks, reserved, status, hosting, selected],
  );
  // Geometry (and so the overlay's node points) changes with the scale and the ring rows, not
  // with every status update.
  const chipRows = infos?.map((i) => i.rings.length).join(',') ?? null;
  const geometries = useMemo(
    () =>
      chipRows === null
        ? null
        : layout.dcs.map((dc, i) =>
            dcTileGeometry(dc, k, dc.racks.length, TILE_LINES, Number(chipRows.split(',')[i] ?? 0)),
          ),
    [chipRows, layout, k],
  );
  const overlay = useMemo(
    () =>
      geometries &&
      cellAnchoredLayout(
        layout,
        geometries.map((g) => g.cells),
      ),
    [geometries, layout],
  );
  return useMemo(
    () => (infos && geometries && overlay ? { infos, geometries, overlay } : null),
    [infos, geometries, overlay],
  );
}
