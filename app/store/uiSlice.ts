/** UI slice: hover, which subsystem the ring view shows, notices. */
import type { Subsystem, NodeId } from '../../engine/index.ts';
import type { SliceSet } from './sliceSet.ts';

type HoverTarget =
  | { readonly kind: 'node'; readonly id: NodeId }
  | { readonly kind: 'rack'; readonly id: string }
  | { readonly kind: 'dc'; readonly id: string };

interface Notice {
  readonly id: number;
  readonly level: 'error' | 'warning' | 'info';
  readonly text: string;
  /** Extra lines shown as a list under the text (e.g. each problem of a scenario file). */
  readonly details?: readonly string[];
  /** Tests and styling tell notices apart by source, e.g. `url`, `scenario`, `share`. */
  readonly source: string;
}

export interface UiSlice {
  readonly hover: HoverTarget | null;
  readonly ringSubsystem: Subsystem | 'record';
  readonly notices: readonly Notice[];
  setHover(h: HoverTarget | null): void;
  setRingSubsystem(s: Subsystem | 'record'): void;
  pushNotice(n: Omit<Notice, 'id'>): void;
  dismissNotice(id: number): void;
  clearNotices(source: string): void;
}

let nextNoticeId = 1;

export const createUiSlice = (set: SliceSet<UiSlice>): UiSlice => ({
  hover: null,
  ringSubsystem: 'record',
  notices: [],
  setHover: (hover) => set({ hover }),
  setRingSubsystem: (ringSubsystem) => set({ ringSubsystem }),
  pushNotice: (n) =>
    set((s) => ({ notices: [...s.notices.filter((o) => o.text !== n.text), { ...n, id: nextNoticeId++ }] })),
  dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
  clearNotices: (source) => set((s) => ({ notices: s.notices.filter((n) => n.source !== source) })),
});
