/**
 * The cluster: datacenters (fail realms) ⊃ racks (fail domains) ⊃ nodes, each node showing the
 * replicas it hosts. Click (or Enter / Space) fails or restores a node, rack or datacenter.
 * The inspected record's replicas are ringed. d3-zoom pans and zooms, with semantic zoom
 * (zoomLevel.ts): far out each datacenter is one tile with a cell per rack, then racks are summary
 * tiles, then full nodes. The flow layer (app/flows) is drawn over it with the same transform.
 */
import { useT } from '../../i18n/useT.ts';
import { useCallback, useMemo, useRef } from 'react';
import { blastSeverity, useHoverBlast } from '../../analysis/useAnalysis.ts';
import { FlowLayer } from '../../flows/FlowLayer.tsx';
import { FlowLegend, FlowMarks } from '../../flows/FlowLegend.tsx';
import { layoutCluster } from '../../viewmodel/layout.ts';
import { restoreAll, toggleDc, toggleRack } from '../../runtime/intents.ts';
import { useAppStore } from '../../store/index.ts';
import {
  selectDownDcs,
  selectDownRacks,
  selectLiveHosting,
  selectHover,
  selectNodeStatus,
  selectTopology,
  selectTopologyIndex,
  useRecordAnalysis,
} from '../../store/selectors.ts';
import { useElementSize } from '../common/useElementSize.ts';
import { NetLinks } from '../network/NetLinks.tsx';
import { RefusedSessions } from '../network/RefusedSessions.tsx';
import { RefusedWrites } from '../storage/RefusedWrites.tsx';
import { BlastReadout } from './BlastReadout.tsx';
import { ClusterLegend } from './ClusterLegend.tsx';
import { DcSummaryTile } from './DcSummaryTile.tsx';
import { DetailedDc } from './DetailedDc.tsx';
import { MembershipBar } from './MembershipBar.tsx';
import { memberState, outsideCount } from '../../store/membershipSelectors.ts';
import { replicaKey } from './svgHelpers.ts';
import { useDcTiles } from './useDcTiles.ts';
import { useHeldArrangement } from './useHeldArrangement.ts';
import { useZoom } from './useZoom.ts';
import { zoomLevel } from './zoomLevel.ts';

/** No reserved slots (a run without membership changes). */
const NO_NODES: ReadonlySet<number> = new Set();

export function ClusterView() {
  const t = useT('cluster');
  const topology = useAppStore(selectTopology);
  const idx = useAppStore(selectTopologyIndex);
  const hosting = useAppStore(selectLiveHosting);
  const status = useAppStore(selectNodeStatus);
  const downRacks = useAppStore(selectDownRacks);
  const downDcs = useAppStore(selectDownDcs);
  const hover = useAppStore(selectHover);
  const net = useAppStore((s) => s.net);
  const setHover = useAppStore((s) => s.setHover);
  const membership = useAppStore((s) => s.membership);
  const { selection } = useRecordAnalysis();
  const blast = useHoverBlast();

  const wrapRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const flowCountRef = useRef<HTMLSpanElement>(null);
  const size = useElementSize(wrapRef);
  // DCs and racks arranged to show the cluster as large as this viewport allows (held while zoomed).
  const { arrangement, onHold, rearrange } = useHeldArrangement(topology, size);
  const { dcs: dcDir, rackCols } = arrangement;
  const layout = useMemo(
    () => layoutCluster(topology, { dcs: dcDir, rackCols }),
    [topology, dcDir, rackCols],
  );
  const { transform, fitted, fit, zoomBy } = useZoom(svgRef, size, layout, onHold);
  const onFit = useCallback(() => {
    rearrange();
    fit();
  }, [rearrange, fit]);
  const level = zoomLevel(transform.k);

  const selected = useMemo(
    () => new Set(selection?.groups.flatMap((g) => g.replicas.map(replicaKey)) ?? []),
    [selection],
  );
  const tiles = useDcTiles(fitted && level === 'dc', layout, transform.k, {
    status,
    downRacks,
    reserved: membership?.reserved ?? NO_NODES,
    hosting,
    selected,
  });
  const overlay = tiles?.overlay ?? layout;
  const onHoverNode = useCallback(
    (id: number | null) => setHover(id === null ? null : { kind: 'node', id }),
    [setHover],
  );
  const onHoverRack = useCallback(
    (id: string | null) => setHover(id === null ? null : { kind: 'rack', id }),
    [setHover],
  );
  const onHoverDc = useCallback(
    (id: string | null) => setHover(id === null ? null : { kind: 'dc', id }),
    [setHover],
  );
  // Reserved slots and decommissioned nodes are outside the cluster, not down members.
  const downCount = Object.keys(status).filter(
    (n) => memberState({ membership }, Number(n)) === 'member',
  ).length;
  const outside = outsideCount({ membership });
  const sub = [
    t('sub.dcs', { count: topology.realms.length }),
    t('sub.racks', {
      count: new Set(
        topology.nodes.filter((n) => memberState({ membership }, n.id) === 'member').map((n) => n.domain),
      ).size,
    }),
    t('sub.nodes', { count: topology.nodes.length - outside }),
    ...(outside > 0 ? [t('sub.outside', { count: outside })] : []),
    ...(downCount > 0 ? [t('sub.down', { count: downCount })] : []),
    ...(net.loss > 0 ? [t('sub.loss', { pct: (net.loss * 100).toFixed(1) })] : []),
    ...(net.duplicate > 0 ? [t('sub.duplicate', { pct: (net.duplicate * 100).toFixed(1) })] : []),
    ...(level === 'dc'
      ? [t('sub.dcSummarised')]
      : level === 'rack'
        ? [t('sub.summarised')]
        : transform.k < 0.75
          ? [t('sub.zoomHint')]
          : []),
  ].join(' · ');

  return (
    <section className="panel cluster-panel" aria-label={t('panel')}>
      <div className="panel-head">
        <h2>{t('title')}</h2>
        <span className="panel-sub" data-testid="cluster-sub" title={sub}>
          {sub}
        </span>
        <div className="panel-tools">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => zoomBy(1.25)}
            aria-label={t('zoomIn')}
          >
            +
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => zoomBy(0.8)}
            aria-label={t('zoomOut')}
          >
            −
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={onFit}
            title={t('fitTitle')}
            data-testid="zoom-fit"
          >
            {t('fit')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={restoreAll}
            disabled={downCount === 0}
            data-testid="restore-all"
          >
            {t('restoreAll')}
          </button>
        </div>
      </div>
      <ClusterLegend more={<FlowMarks />}>
        <FlowLegend countRef={flowCountRef} />
      </ClusterLegend>
      <MembershipBar />
      <div className="cluster-canvas" ref={wrapRef}>
        <svg
          ref={svgRef}
          width={size.width}
          height={size.height}
          className="cluster-svg"
          data-testid="cluster-svg"
          data-blast={blast?.kind === 'blast' ? blastSeverity(blast.main) : undefined}
          // Empty space only: a double-click on a node or rack fails it and restores it.
          onDoubleClick={(e) => {
            if (e.target === e.currentTarget) onFit();
          }}
        >
          <defs>
            <pattern
              id="qs-hatch"
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill="#eceef1" />
              <line x1="0" y1="0" x2="0" y2="6" stroke="#d3d8de" strokeWidth="3" />
            </pattern>
          </defs>
          <g transform={`translate(${transform.x},${transform.y}) scale(${transform.k})`}>
            {/* Nothing at the placeholder scale before the first fit: on a large preset that is every node. */}
            {fitted &&
              layout.dcs.map((dc, i) => {
                const info = tiles?.infos[i];
                const geometry = tiles?.geometries[i];
                return info && geometry ? (
                  <DcSummaryTile
                    key={dc.id}
                    box={dc}
                    info={info}
                    geometry={geometry}
                    state={downDcs.has(dc.id) ? 'down' : 'up'}
                    onToggleDc={toggleDc}
                    onToggleRack={toggleRack}
                    onHoverDc={onHoverDc}
                    onHoverRack={onHoverRack}
                  />
                ) : (
                  <DetailedDc
                    key={dc.id}
                    dc={dc}
                    summary={level === 'rack'}
                    k={transform.k}
                    idx={idx}
                    hosting={hosting}
                    status={status}
                    downRacks={downRacks}
                    downDcs={downDcs}
                    selected={selected}
                    hoveredNode={hover?.kind === 'node' ? hover.id : null}
                    onHoverNode={onHoverNode}
                    onHoverRack={onHoverRack}
                    onHoverDc={onHoverDc}
                  />
                );
              })}
            <NetLinks links={net.links} layout={overlay} topY={-transform.y / transform.k} />
            <RefusedSessions layout={overlay} />
            <RefusedWrites layout={overlay} />
          </g>
        </svg>
        <div className="flow-layer-mount">
          <FlowLayer
            width={size.width}
            height={size.height}
            transform={transform}
            layout={overlay}
            countRef={flowCountRef}
          />
        </div>
        <BlastReadout container={wrapRef} />
      </div>
    </section>
  );
}
