/**
 * Space-time diagram (a tab of the lower panel): a lane per node (or per rack), message arrows over
 * virtual time, a window that follows the current time. Wheel zooms the time axis and drag pans
 * it (d3-zoom; the offset is relative to "now", so the view keeps following). Linked both ways
 * with the cluster view through the store's hover.
 */
import { useT } from '../i18n/useT.ts';
import { select } from 'd3-selection';
import { timer } from 'd3-timer';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DisplayClock } from '../flows/displayClock.ts';
import { layoutCluster } from '../viewmodel/layout.ts';
import { messageTable } from '../runtime/page.ts';
import { appStore, useAppStore } from '../store/index.ts';
import { selectTopology } from '../store/selectors.ts';
import { useElementSize } from '../views/common/useElementSize.ts';
import { drawSpaceTime } from './drawSpaceTime.ts';
import { buildLanes } from './lanes.ts';
import { openingTransform, quietBeforeNowUs } from './openWindow.ts';
import { formatShortDuration } from '../i18n/format.ts';
import { currentLanguage } from '../i18n/index.ts';
import { useLanguage } from '../i18n/useT.ts';
import { nowAnchorX, timeScale, WINDOW_US } from './timeScale.ts';
import { SpaceTimeTooltip } from './SpaceTimeTooltip.tsx';
import './spacetime.css';
import { useSpaceTimeHover, type HoverInfo, type SpaceTimeView } from './useSpaceTimeHover.ts';

const MIN_LANE_PX = 9;
const MAX_LANE_PX = 22;

export function SpaceTime() {
  const t = useT('timeline');
  const lang = useLanguage();
  const topology = useAppStore(selectTopology);
  // Lanes follow the cluster's order (DC → rack → node), which no viewport arrangement changes.
  const layout = useMemo(() => layoutCluster(topology), [topology]);
  const [byRack, setByRack] = useState(() => topology.nodes.length > 48);
  const lanes = useMemo(() => buildLanes(layout, byRack), [layout, byRack]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(wrapRef);
  const laneH = Math.max(
    MIN_LANE_PX,
    Math.min(MAX_LANE_PX, (size.height - 24) / Math.max(1, lanes.lanes.length)),
  );
  const height = Math.max(size.height, Math.ceil(24 + laneH * lanes.lanes.length));
  const zoomT = useRef<ZoomTransform>(zoomIdentity);
  const zoomer = useRef<ZoomBehavior<HTMLCanvasElement, unknown> | null>(null);
  const [windowUs, setWindowUs] = useState(WINDOW_US);
  const [info, setInfo] = useState<HoverInfo | null>(null);
  /** How far behind now the view opened (on the last messages); 0 once back on now. */
  const [openedBackUs, setOpenedBackUs] = useState(0);
  const view = useRef<SpaceTimeView>({ width: size.width, height, laneH, lanes, dirty: true });
  useEffect(() => {
    view.current = { width: size.width, height, laneH, lanes, dirty: true };
  }, [size.width, height, laneH, lanes]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const z = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([1 / 100, 200])
      .on('zoom', (e: { transform: ZoomTransform }) => {
        zoomT.current = e.transform;
        view.current.dirty = true;
        setWindowUs(WINDOW_US / e.transform.k);
      });
    zoomer.current = z;
    select(canvas).call(z).on('dblclick.zoom', null);
    return () => {
      select(canvas).on('.zoom', null);
    };
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const table = messageTable;
    const clock = new DisplayClock();
    let last = { version: -1, now: -1, hot: -2, status: {} as object };
    const t = timer(() => {
      const s = appStore.getState();
      const now = clock.tick(performance.now(), s.timeUs, s.playing);
      const v = view.current;
      const hot = hotLane(s.hover, v.lanes);
      if (
        !v.dirty &&
        last.version === table.version &&
        last.now === now &&
        last.hot === hot &&
        last.status === s.nodeStatus
      )
        return;
      if (hot !== last.hot) canvas.dataset.hot = hot >= 0 ? (v.lanes.lanes[hot]?.label ?? '') : ''; // for tests and a11y tools
      last = { version: table.version, now, hot, status: s.nodeStatus };
      v.dirty = false;
      const dpr = window.devicePixelRatio || 1;
      const pw = Math.max(1, Math.round(v.width * dpr));
      const ph = Math.max(1, Math.round(v.height * dpr));
      if (canvas.width !== pw || canvas.height !== ph) {
        canvas.width = pw;
        canvas.height = ph;
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, v.width, v.height);
      const down = new Uint8Array(v.lanes.lanes.length);
      v.lanes.lanes.forEach((l, i) => {
        const isDown = l.kind === 'rack' ? s.downRacks.has(l.target as string) : l.target in s.nodeStatus;
        down[i] = isDown ? 1 : 0;
      });
      drawSpaceTime(ctx, table, v.lanes, {
        width: v.width,
        laneH: v.laneH,
        nowUs: now,
        x: timeScale(zoomT.current, now, v.width),
        hot,
        down,
        lang: currentLanguage(),
      });
    });
    return () => t.stop();
  }, []);

  // Open on the last messages, once the canvas has its width.
  const opened = useRef(false);
  useEffect(() => {
    const c = canvasRef.current;
    if (opened.current || size.width <= 0 || !c || !zoomer.current) return;
    opened.current = true;
    const back = quietBeforeNowUs(messageTable, appStore.getState().timeUs);
    if (back <= 0) return;
    select(c).call(zoomer.current.transform, openingTransform(back, size.width));
    requestAnimationFrame(() => setOpenedBackUs(back));
  }, [size.width]);

  const onPointer = useSpaceTimeHover(view, zoomT, setInfo);
  const zoomBy = (k: number) => {
    const c = canvasRef.current;
    if (c && zoomer.current) select(c).call(zoomer.current.scaleBy, k, [nowAnchorX(size.width), 0]);
  };
  const reset = () => {
    const c = canvasRef.current;
    if (c && zoomer.current) select(c).call(zoomer.current.transform, zoomIdentity);
    setOpenedBackUs(0);
  };

  return (
    <div className="spacetime" data-testid="spacetime">
      <div className="st-tools">
        <span className="st-title">{t('st.title')}</span>
        <span className="st-hint">{t('st.hint', { window: formatShortDuration(lang, windowUs) })}</span>
        {openedBackUs > 0 && (
          <span className="st-hint" data-testid="spacetime-back">
            {t('st.openedBack', { back: formatShortDuration(lang, openedBackUs) })}
          </span>
        )}
        <div className="st-buttons">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setByRack(!byRack)}
            aria-pressed={byRack}
            data-testid="spacetime-collapse"
          >
            {byRack ? t('st.perNode') : t('st.perRack')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => zoomBy(1.5)}
            aria-label={t('st.zoomIn')}
          >
            +
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => zoomBy(1 / 1.5)}
            aria-label={t('st.zoomOut')}
          >
            −
          </button>
          <button type="button" className="btn btn-small" onClick={reset}>
            {t('st.now')}
          </button>
        </div>
      </div>
      <div className="st-canvas-wrap" ref={wrapRef}>
        <canvas
          ref={canvasRef}
          style={{ width: size.width, height }}
          className="st-canvas"
          data-testid="spacetime-canvas"
          onPointerMove={onPointer.move}
          onPointerLeave={onPointer.leave}
          aria-label={t('st.canvas')}
        />
        {info && <SpaceTimeTooltip info={info} />}
      </div>
    </div>
  );
}

function hotLane(
  h: ReturnType<typeof appStore.getState>['hover'],
  lanes: ReturnType<typeof buildLanes>,
): number {
  if (!h) return -1;
  if (h.kind === 'node') return lanes.laneOf[h.id] ?? -1;
  if (h.kind === 'rack') return lanes.lanes.findIndex((l) => l.kind === 'rack' && l.target === h.id);
  return -1;
}
