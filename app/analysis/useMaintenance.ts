/**
 * "May I take this down now?" for the hovered node, rack or datacenter: the maintenance check
 * (engine/model/maintenance) on the same fault view as the blast radius, so what is down already
 * counts. Null when nothing is hovered or the hovered domain is down already.
 */
import { useMemo } from 'react';
import { domainDown, maintenanceCheck, type MaintenanceVerdict } from '../../engine/index.ts';
import { useAppStore } from '../store/index.ts';
import { selectHover } from '../store/selectors.ts';
import { useFaultView } from './useAnalysis.ts';

export function useHoverMaintenance(): MaintenanceVerdict | null {
  const view = useFaultView();
  const hover = useAppStore(selectHover);
  return useMemo(() => {
    if (!view || !hover) return null;
    const id = String(hover.id);
    const lv = view.model.levels[hover.kind];
    const d = lv.ids.indexOf(id);
    if (d < 0 || domainDown(view, hover.kind, id) !== false) return null;
    return maintenanceCheck(view.model, view.down, lv.nodes[d] ?? []);
  }, [view, hover]);
}
