/**
 * The cluster's arrangement (datacenters in a row or a column, racks per row) for the panel's size,
 * held while the person has zoomed or panned: re-arranged for a panel a notice made shorter, the
 * racks they zoomed in on would move away. Fit, or a new cluster, arranges it for the panel again
 * (useZoom reports both through `onHold`; Fit calls `rearrange`). A new size keeps the arrangement in use unless another
 * shows the cluster clearly larger (layout.ts REARRANGE_GAIN).
 */
import { useCallback, useState } from 'react';
import type { Topology } from '../../../engine/index.ts';
import { bestArrangement, type Arrangement } from '../../viewmodel/layout.ts';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Room the arrangement leaves around the cluster (px on each axis). */
const ARRANGE_MARGIN_PX = 32;

const arrange = (t: Topology, width: number, height: number, current?: Arrangement) =>
  bestArrangement(t, width - ARRANGE_MARGIN_PX, height - ARRANGE_MARGIN_PX, current);

export function useHeldArrangement(
  topology: Topology,
  size: Size,
): { arrangement: Arrangement; onHold: (held: boolean) => void; rearrange: () => void } {
  const [held, setHeld] = useState<Size | null>(null);
  const { width, height } = held ?? size;
  // The arrangement is derived from the one before it (React's "information from previous renders").
  const [made, setMade] = useState<{
    topology: Topology;
    width: number;
    height: number;
    arrangement: Arrangement;
  }>(() => ({ topology, width, height, arrangement: arrange(topology, width, height) }));
  let arrangement = made.arrangement;
  if (made.topology !== topology || made.width !== width || made.height !== height) {
    // One made for no room yet (the first render, before the panel is measured) is not kept.
    const sized = made.width > ARRANGE_MARGIN_PX && made.height > ARRANGE_MARGIN_PX;
    arrangement = arrange(
      topology,
      width,
      height,
      made.topology === topology && sized ? made.arrangement : undefined,
    );
    setMade({ topology, width, height, arrangement });
  }
  // The size the arrangement in use was made for is the one rendered last: it is what is held.
  const onHold = useCallback(
    (h: boolean) => setHeld(h ? { width: size.width, height: size.height } : null),
    [size.width, size.height],
  );
  // "Fit": the arrangement best for the panel now, whichever was in use.
  const rearrange = useCallback(() => setMade((m) => ({ ...m, width: 0, height: 0 })), []);
  return { arrangement, onHold, rearrange };
}
