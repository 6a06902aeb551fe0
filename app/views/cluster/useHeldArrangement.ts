/**
 * The cluster's arrangement (datacenters in a row or a column, racks per row) for the panel's size,
 * held while the person has zoomed or panned: re-arranged for a panel a notice made shorter, the
 * racks they zoomed in on would move away. Fit, or a new cluster, arranges it for the panel again
 * (useZoom reports both through `onHold`).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Topology } from '../../../engine/index.ts';
import { bestArrangement, type Arrangement } from '../../viewmodel/layout.ts';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Room the arrangement leaves around the cluster (px on each axis). */
const ARRANGE_MARGIN_PX = 32;

export function useHeldArrangement(
  topology: Topology,
  size: Size,
): { arrangement: Arrangement; onHold: (held: boolean) => void } {
  const [held, setHeld] = useState<Size | null>(null);
  const { width, height } = held ?? size;
  const arrangement = useMemo(
    () => bestArrangement(topology, width - ARRANGE_MARGIN_PX, height - ARRANGE_MARGIN_PX),
    [topology, width, height],
  );
  // The size the arrangement in use was made for is the one rendered last: it is what is held.
  const onHold = useCallback(
    (h: boolean) => setHeld(h ? { width: size.width, height: size.height } : null),
    [size.width, size.height],
  );
  return { arrangement, onHold };
}
