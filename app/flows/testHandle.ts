/**
 * Test-only handle on `window.__flows` for the Playwright perf script and flow tests: start a
 * synthetic flood, read and reset the frame counters.
 */
import { startFlood, stopFlood } from './flood.ts';
import { frameStats, resetFrameStats, type FrameStats } from './frameStats.ts';
import { messageTable } from '../runtime/page.ts';

interface FlowsHandle {
  flood(inFlight: number, seed?: number): void;
  stopFlood(): void;
  stats(): FrameStats;
  resetStats(): void;
  /** Messages held by the shared table (all rows, not just those in flight). */
  messageCount(): number;
}

declare global {
  interface Window {
    __flows?: FlowsHandle;
  }
}

export function installFlowsHandle(): void {
  if (typeof window === 'undefined' || window.__flows) return;
  window.__flows = {
    flood: startFlood,
    stopFlood,
    stats: () => ({ ...frameStats }),
    resetStats: resetFrameStats,
    messageCount: () => messageTable.head,
  };
}
