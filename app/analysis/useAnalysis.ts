/**
 * The fault-tolerance analysis of the cluster on screen, from the current failed nodes (the
 * cluster status projection): headroom and blast radii. It reads the configuration the nodes run
 * with — the latest committed one, and in bridge mode the committed pile states in its ring groups
 * (a DISCONNECTED pile's group is not contacted, so it neither counts nor is "lost") — the same one
 * the inspector and the ring view judge a record by. The model is prepared once per configuration
 * and pile state, the view once per status change; both are memoised here, never stored.
 */
import { useMemo } from 'react';
import {
  blastRadius,
  domainDown,
  restoreRadius,
  faultView,
  headroom,
  type DomainBlast,
  type DomainRestore,
  type FaultView,
  type HeadroomReport,
  type BridgeStatus,
} from '../../engine/index.ts';
import { useAppStore } from '../store/index.ts';
import { selectHover, selectNodeStatus, selectTopology } from '../store/selectors.ts';
import { selectCommittedConfig } from '../store/bridgeSelectors.ts';
import type { AppState } from '../store/types.ts';
import { analysisModel, pileKey } from './readouts.ts';

let pileMemo: { key: string; bridge: BridgeStatus | null } | null = null;
/**
 * The bridge status, kept the same object while its committed pile state stays: it changes on every
 * applied / sync event, the analysis only when the pile state does.
 */
function selectPileBridge(s: AppState): BridgeStatus | null {
  const key = pileKey(s.bridge);
  if (pileMemo?.key !== key) pileMemo = { key, bridge: s.bridge };
  return pileMemo.bridge;
}

export function useFaultView(): FaultView | null {
  const topology = useAppStore(selectTopology);
  const committed = useAppStore(selectCommittedConfig);
  const bridge = useAppStore(selectPileBridge);
  const status = useAppStore(selectNodeStatus);
  const model = useMemo(() => analysisModel(topology, committed, bridge), [topology, committed, bridge]);
  return useMemo(() => (model ? faultView(model, Object.keys(status).map(Number)) : null), [model, status]);
}

export function useHeadroom(): HeadroomReport | null {
  const view = useFaultView();
  return useMemo(() => (view ? headroom(view) : null), [view]);
}

export type HoverReadout =
  | { readonly kind: 'blast'; readonly main: DomainBlast; readonly pile?: DomainBlast }
  /** The hovered domain is already down: what bringing it back would give, not a hypothetical failure. */
  | { readonly kind: 'restore'; readonly main: DomainRestore };

/** Blast radius of the hovered node / rack / DC (and of its pile in bridge mode), or its restore when down. */
export function useHoverBlast(): HoverReadout | null {
  const view = useFaultView();
  const hover = useAppStore(selectHover);
  return useMemo(() => {
    if (!view || !hover) return null;
    const id = String(hover.id);
    if (domainDown(view, hover.kind, id)) {
      const back = restoreRadius(view, hover.kind, id);
      return back ? { kind: 'restore', main: back } : null;
    }
    const main = blastRadius(view, hover.kind, id);
    if (!main) return null;
    if (hover.kind !== 'dc') return { kind: 'blast', main };
    const pileId = view.model.topology.realms.find((r) => r.id === hover.id)?.pile;
    const pile = pileId === undefined ? undefined : blastRadius(view, 'pile', pileId);
    return pile ? { kind: 'blast', main, pile } : { kind: 'blast', main };
  }, [view, hover]);
}

/** How bad failing a domain would be: some records lose quorum, only replicas, or nothing. */
export function blastSeverity(b: DomainBlast | undefined): 'quorum' | 'replica' | undefined {
  if (!b) return undefined;
  const worst = (k: 'loseQuorum' | 'loseReplica') => Math.max(b.read[k], b.write[k]);
  return worst('loseQuorum') > 0 ? 'quorum' : worst('loseReplica') > 0 ? 'replica' : undefined;
}
