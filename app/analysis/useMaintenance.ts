/**
 * "May I take this down now?" for a node, rack or datacenter: the maintenance check
 * (engine/model/maintenance) on the same fault view as the blast radius, so what is down already
 * counts. Null when there is no target or the target is down already.
 */
import { useMemo } from 'react';
import {
  domainDown,
  maintenanceCheck,
  type FaultView,
  type MaintenanceVerdict,
  type NodeId,
} from '../../engine/index.ts';
import { useAppStore } from '../store/index.ts';
import { selectHover } from '../store/selectors.ts';
import { useFaultView } from './useAnalysis.ts';

export type MaintenanceTarget =
  { readonly kind: 'node'; readonly id: NodeId } | { readonly kind: 'rack' | 'dc'; readonly id: string };

function verdictFor(view: FaultView | null, target: MaintenanceTarget | null): MaintenanceVerdict | null {
  if (!view || !target) return null;
  const id = String(target.id);
  const lv = view.model.levels[target.kind];
  const d = lv.ids.indexOf(id);
  if (d < 0 || domainDown(view, target.kind, id) !== false) return null;
  return maintenanceCheck(view.model, view.down, lv.nodes[d] ?? []);
}

export function useHoverMaintenance(): MaintenanceVerdict | null {
  const view = useFaultView();
  const hover = useAppStore(selectHover);
  return useMemo(() => verdictFor(view, hover), [view, hover]);
}

/** The answer for a target picked in the inspector; `down` is true when it is down already. */
export function useMaintenanceFor(target: MaintenanceTarget | null): {
  verdict: MaintenanceVerdict | null;
  down: boolean;
} {
  const view = useFaultView();
  return useMemo(
    () => ({
      verdict: verdictFor(view, target),
      down: !!view && !!target && domainDown(view, target.kind, String(target.id)) !== false,
    }),
    [view, target],
  );
}
