/**
 * Mount points for the parts another contributor builds in app/flows/ and app/timeline/.
 * To plug one in, import it here and set the field, e.g.
 *   import { FlowLayer } from './flows/FlowLayer.tsx';   →   flowLayer: FlowLayer,
 * Nothing else in the app needs to change: the cluster view, the bottom panel and the footer
 * render whatever is set here (and nothing while it is null).
 *
 * Data they should use (all in app/store and app/sim/controller.ts):
 * - trace: `controller.onTrace(batch => …, onReset)` and `controller.traceHistory()`;
 * - time / play state: store `timeUs`, `playing`, `speed`, `runtime`; actions `controller.play()`,
 *   `pause()`, `step()`, `setSpeed(x)`, `seek(us)`;
 * - where nodes are: the `layout` prop (also store `layout`), `nodeCenter(layout, id)` in
 *   app/model/layout.ts, and the zoom `transform` (screen = content × k + (x, y));
 * - hover linking: store `hover` / `setHover({ kind: 'node', id })`.
 */
import type { ComponentType } from 'react';
import { FlowLayer } from './flows/FlowLayer.tsx';
import { ObserversView } from './views/observers/ObserversView.tsx';
import { SpaceTime } from './timeline/SpaceTime.tsx';
import { TimelineBar } from './timeline/TimelineBar.tsx';
import type { ClusterLayout } from './model/layout.ts';
import type { ViewTransform } from './store/uiSlice.ts';

/** Props of the canvas message-flow layer drawn over the cluster view (same size, no pointer events). */
export interface FlowLayerProps {
  /** CSS pixels of the cluster view's drawing area. */
  readonly width: number;
  readonly height: number;
  readonly transform: ViewTransform;
  readonly layout: ClusterLayout;
}

export interface Mounts {
  /** Canvas over the cluster view: messages moving between nodes, drops where they happen. */
  flowLayer: ComponentType<FlowLayerProps> | null;
  /** Space-time diagram: a tab next to the ring view in the lower panel. */
  spaceTime: ComponentType | null;
  /** Timeline bar (play, pause, step, speed, time) and event log, along the bottom of the page. */
  timeline: ComponentType | null;
  /** Observers: what every Board subscriber, scheme cache and tablet sees now (a lower-panel tab). */
  observers: ComponentType | null;
}

export const mounts: Mounts = {
  flowLayer: FlowLayer,
  spaceTime: SpaceTime,
  timeline: TimelineBar,
  observers: ObserversView,
};
