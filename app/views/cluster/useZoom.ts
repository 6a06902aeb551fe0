/**
 * d3-zoom on the cluster view's <svg>: d3 handles wheel, drag and pinch, React draws with the
 * resulting transform. `fit()` frames the whole cluster; it runs again for a new layout, and when
 * the view is resized unless the person has zoomed or panned since (a notice or a wrapped header
 * line that changes the panel's height must not throw their zoom away).
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ViewTransform } from '../../viewmodel/layout.ts';

export interface ZoomControls {
  readonly transform: ViewTransform;
  /**
   * False until the transform is fitted to the current content: nothing should be drawn at the
   * placeholder scale 1 or at another layout's scale (on a large preset, every node).
   */
  readonly fitted: boolean;
  fit(): void;
  zoomBy(factor: number): void;
}

const FIT_MARGIN_PX = 16;
/** Never enlarge small clusters past this on fit: oversized boxes look clumsy. */
const FIT_MAX_SCALE = 1.35;

export function useZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  size: { width: number; height: number },
  content: { width: number; height: number },
  /** Told when the person first zooms or pans after a fit (true), and at every fit (false). */
  onHold?: (held: boolean) => void,
): ZoomControls {
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ViewTransform>({ k: 1, x: 0, y: 0 });
  // The content size the transform was last fitted to: a new layout (another preset) is not drawn
  // at the old scale, where a large cluster would be every node for one render.
  const [fittedFor, setFittedFor] = useState('');
  const contentKey = `${content.width}x${content.height}`;
  // Zoomed or panned by the person (wheel, drag, pinch, the buttons) since the last fit.
  const moved = useRef(false);
  // `fittedFor` as the fit effect reads it (a state in its dependencies would run the fit twice).
  const framed = useRef('');
  const hold = useRef(onHold);
  useLayoutEffect(() => {
    hold.current = onHold;
  }, [onHold]);
  const move = useCallback(() => {
    if (moved.current) return;
    moved.current = true;
    hold.current?.(true);
  }, []);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const z = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.15, 4])
      .on('zoom', (e: { transform: ViewTransform; sourceEvent: unknown }) => {
        if (e.sourceEvent) move();
        setTransform({ k: e.transform.k, x: e.transform.x, y: e.transform.y });
      });
    behaviour.current = z;
    // Double-click is no zoom here: people double-click nodes while failing and restoring them.
    select(svg).call(z).on('dblclick.zoom', null);
    return () => {
      select(svg).on('.zoom', null);
    };
  }, [svgRef, move]);

  const fit = useCallback(() => {
    const svg = svgRef.current;
    const z = behaviour.current;
    if (!svg || !z || size.width === 0 || content.width === 0) return;
    const k = Math.min(
      FIT_MAX_SCALE,
      (size.width - 2 * FIT_MARGIN_PX) / content.width,
      (size.height - 2 * FIT_MARGIN_PX) / content.height,
    );
    const x = (size.width - content.width * k) / 2;
    const y = Math.max(FIT_MARGIN_PX, (size.height - content.height * k) / 2);
    select(svg).call(z.transform, zoomIdentity.translate(x, y).scale(k));
    moved.current = false;
    hold.current?.(false);
    framed.current = `${content.width}x${content.height}`;
    setFittedFor(framed.current);
  }, [svgRef, size.width, size.height, content.width, content.height]);

  // Before paint: the first frame already shows the fitted cluster, not an empty canvas.
  useLayoutEffect(() => {
    if (!moved.current || framed.current !== contentKey) fit();
  }, [fit, contentKey]);

  const zoomBy = useCallback(
    (factor: number) => {
      const svg = svgRef.current;
      if (!svg || !behaviour.current) return;
      select(svg).call(behaviour.current.scaleBy, factor);
      move();
    },
    [svgRef, move],
  );

  return { transform, fitted: fittedFor === contentKey, fit, zoomBy };
}
