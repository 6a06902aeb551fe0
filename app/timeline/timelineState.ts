/**
 * Small local state of the timeline (a zustand vanilla store in this folder, not a slice of the
 * app store): the furthest virtual time reached in this run — the scrubber's range, kept across
 * seeks back — and whether the event log is open. The horizon resets when the cluster or seed
 * changes (a new run).
 */
import { createStore } from 'zustand/vanilla';
import { appStore } from '../store/index.ts';

export interface TimelineState {
  readonly horizonUs: number;
  readonly logOpen: boolean;
  setLogOpen(open: boolean): void;
}

export const timelineStore = createStore<TimelineState>()((set) => ({
  horizonUs: 0,
  // Closed at first: the cluster view gets the room; "Show log" opens it.
  logOpen: false,
  setLogOpen: (logOpen) => set({ logOpen }),
}));

appStore.subscribe((s, prev) => {
  if (s.topology !== prev.topology || s.config !== prev.config || s.seed !== prev.seed)
    timelineStore.setState({ horizonUs: s.timeUs });
  else if (s.timeUs > timelineStore.getState().horizonUs) timelineStore.setState({ horizonUs: s.timeUs });
});
