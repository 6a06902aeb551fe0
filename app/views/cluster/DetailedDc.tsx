/**
 * One datacenter at the rack and node zoom levels: its frame and header, then each rack as a
 * summary tile (zoomed out) or as a frame around its full nodes with their replicas.
 */
import { useT } from '../../i18n/useT.ts';
import type { TopologyIndex, NodeId } from '../../../engine/index.ts';
import type { NodeStatusMap } from '../../viewmodel/availability.ts';
import type { HostingIndex } from '../../viewmodel/hosting.ts';
import type { DcBox as Box } from '../../viewmodel/layout.ts';
import { toggleDc, toggleNode, toggleRack } from '../../runtime/intents.ts';
import { DcBox } from './DcBox.tsx';
import { NodeBox } from './NodeBox.tsx';
import { RackBox } from './RackBox.tsx';
import { RackSummary } from './RackSummary.tsx';
import { replicaKey } from './svgHelpers.ts';

const EMPTY: readonly never[] = [];

interface Props {
  readonly dc: Box;
  /** Racks as summary tiles (the rack level) rather than full nodes (the node level). */
  readonly summary: boolean;
  readonly k: number;
  readonly idx: TopologyIndex;
  readonly hosting: HostingIndex;
  readonly status: NodeStatusMap;
  readonly downRacks: ReadonlySet<string>;
  readonly downDcs: ReadonlySet<string>;
  readonly selected: ReadonlySet<string>;
  readonly hoveredNode: NodeId | null;
  onHoverNode(id: NodeId | null): void;
  onHoverRack(id: string | null): void;
  onHoverDc(id: string | null): void;
}

export function DetailedDc(p: Props) {
  const { dc, summary, idx, hosting, status, selected } = p;
  const t = useT('cluster');
  // Down as a whole comes from the cluster status fold; "degraded" (some nodes down) is only drawn.
  const groupState = (down: boolean, ids: readonly NodeId[]) => ({
    state: down ? ('down' as const) : ('up' as const),
    degraded: !down && ids.some((n) => n in status),
  });
  const ringsOf = (rack: string) =>
    [
      ...new Set(
        (idx.nodesOfDomain.get(rack) ?? []).flatMap((n) => (hosting.get(n) ?? []).map((r) => r.ring)),
      ),
    ].sort((a, b) => a - b);
  const rackRings = (rack: string) => {
    const rings = ringsOf(rack);
    if (rings.length === 0) return '';
    return rings.length === 1
      ? t('rackRing', { ring: rings[0] })
      : t('rackRings', { rings: rings.join(',') });
  };
  const rackHolds = (rack: string) =>
    (idx.nodesOfDomain.get(rack) ?? []).some((n) =>
      (hosting.get(n) ?? []).some((r) => selected.has(replicaKey(r))),
    );
  return (
    <g>
      <DcBox
        box={dc}
        {...groupState(p.downDcs.has(dc.id), idx.nodesOfRealm.get(dc.id) ?? EMPTY)}
        k={summary ? p.k : 1}
        onToggle={toggleDc}
        onHover={p.onHoverDc}
      />
      {dc.racks.map((rack) =>
        summary ? (
          <RackSummary
            key={rack.id}
            box={rack}
            {...groupState(p.downRacks.has(rack.id), idx.nodesOfDomain.get(rack.id) ?? EMPTY)}
            nodes={rack.nodes.map((nb) => status[nb.id] ?? 'up')}
            rings={ringsOf(rack.id)}
            holds={rackHolds(rack.id)}
            k={p.k}
            onToggle={toggleRack}
            onHover={p.onHoverRack}
          />
        ) : (
          <g key={rack.id}>
            <RackBox
              box={rack}
              {...groupState(p.downRacks.has(rack.id), idx.nodesOfDomain.get(rack.id) ?? EMPTY)}
              rings={rackRings(rack.id)}
              onToggle={toggleRack}
              onHover={p.onHoverRack}
            />
            {rack.nodes.map((nb) => {
              const node = idx.node.get(nb.id);
              return node ? (
                <NodeBox
                  key={nb.id}
                  node={node}
                  box={nb}
                  status={status[nb.id] ?? 'up'}
                  replicas={hosting.get(nb.id) ?? EMPTY}
                  selected={selected}
                  hovered={p.hoveredNode === nb.id}
                  onToggle={toggleNode}
                  onHover={p.onHoverNode}
                />
              ) : null;
            })}
          </g>
        ),
      )}
    </g>
  );
}
