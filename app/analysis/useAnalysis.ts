/**
 * The fault-tolerance analysis of the cluster on screen, from the current failed nodes (the
 * cluster status projection): headroom and blast radii. The model is prepared once per cluster
 * and the view once per status change; both are memoised here, never stored.
 */
import { useMemo } from 'react';
import {
  blastRadius,
  faultView,
  headroom,
  prepareFaultModel,
  type DomainBlast,
  type FaultModel,
  type FaultView,
  type HeadroomReport,
  type ClusterConfig,
  type Topology,
} from '../../engine/index.ts';
import { useAppStore } from '../store/index.ts';
import { selectConfig, selectHover, selectNodeStatus, selectTopology } from '../store/selectors.ts';

const models = new WeakMap<ClusterConfig, { topology: Topology; model: FaultModel | null }>();

/** null when the analysis refuses the cluster (it is then simply not shown). */
function modelOf(topology: Topology, config: ClusterConfig): FaultModel | null {
  const hit = models.get(config);
  if (hit && hit.topology === topology) return hit.model;
  let model: FaultModel | null;
  try {
    model = prepareFaultModel(topology, config);
  } catch {
    model = null;
  }
  models.set(config, { topology, model });
  return model;
}

function useFaultView(): FaultView | null {
  const topology = useAppStore(selectTopology);
  const config = useAppStore(selectConfig);
  const status = useAppStore(selectNodeStatus);
  return useMemo(() => {
    const model = modelOf(topology, config);
    return model ? faultView(model, Object.keys(status).map(Number)) : null;
  }, [topology, config, status]);
}

export function useHeadroom(): HeadroomReport | null {
  const view = useFaultView();
  return useMemo(() => (view ? headroom(view) : null), [view]);
}

/** Blast radius of the hovered node / rack / DC, and of its pile in bridge mode. */
export function useHoverBlast(): { main: DomainBlast; pile?: DomainBlast } | null {
  const view = useFaultView();
  const hover = useAppStore(selectHover);
  return useMemo(() => {
    if (!view || !hover) return null;
    const main = blastRadius(view, hover.kind, String(hover.id));
    if (!main) return null;
    if (hover.kind !== 'dc') return { main };
    const pileId = view.model.topology.realms.find((r) => r.id === hover.id)?.pile;
    const pile = pileId === undefined ? undefined : blastRadius(view, 'pile', pileId);
    return pile ? { main, pile } : { main };
  }, [view, hover]);
}

/** How bad failing a domain would be: some records lose quorum, only replicas, or nothing. */
export function blastSeverity(b: DomainBlast | undefined): 'quorum' | 'replica' | undefined {
  if (!b) return undefined;
  const worst = (k: 'loseQuorum' | 'loseReplica') => Math.max(b.read[k], b.write[k]);
  return worst('loseQuorum') > 0 ? 'quorum' : worst('loseReplica') > 0 ? 'replica' : undefined;
}
