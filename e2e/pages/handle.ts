/**
 * The page's test handle, `window.__quorumscope` (app/runtime/testHandle.ts), and the flow layer's
 * `window.__flows`, seen structurally: e2e/ is type-checked without the DOM lib and must not pull
 * app/ sources in. Specs read the store through it and drive the engine only where a person could
 * not (scheduling commands at exact virtual times, crashing a worker).
 */
import type { Page } from '@playwright/test';

/** The part of the app's store the tests read. */
export interface StateView {
  readonly seed: number;
  readonly presetName: string;
  readonly topology: {
    readonly nodes: readonly { readonly id: number; readonly domain: string; readonly realm: string }[];
  };
  readonly nodeStatus: Readonly<Record<number, string>>;
  readonly timeUs: number;
  readonly runtime: { readonly kind: string; readonly host?: string; readonly workers?: number };
}

/** A command as the page's session takes it (structural: e2e/ does not import engine types). */
export type SimCommand = { readonly kind: string } & Record<string, unknown>;

interface TestHandle {
  store: { getState(): StateView };
  controller: {
    command(cmd: SimCommand): void;
    commandAt(cmd: SimCommand, atUs: number): void;
    seek(us: number): Promise<void>;
    setSpeed(speed: number): void;
    play(): void;
    pause(): void;
    settled(): Promise<void>;
  };
  traceHash(): string | null;
  eventCount(): number;
  killWorkerOf(node: number): boolean;
}
export type HandleHost = { __quorumscope?: TestHandle };

export interface FlowStats {
  readonly inFlight: number;
  readonly drops: number;
  readonly labels: number;
  readonly painted: number;
}
export type FlowsHost = { __flows?: { stats(): FlowStats; flood(n: number): void; stopFlood(): void } };

/** Gives `cmds` to the live run now, in order (as clicks would, without the clicking). */
export function command(page: Page, ...cmds: SimCommand[]): Promise<void> {
  return page.evaluate((list) => {
    const h = (globalThis as unknown as HandleHost).__quorumscope;
    if (!h) throw new Error('window.__quorumscope is missing');
    for (const c of list) h.controller.command(c);
  }, cmds);
}

/** The run's trace hash so far. */
export function traceHash(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as HandleHost).__quorumscope?.traceHash() ?? null);
}

/** The flow layer's figures: messages in flight, drop marks, labels, frames painted. */
export function flowStats(page: Page): Promise<FlowStats | null> {
  return page.evaluate(() => (globalThis as unknown as FlowsHost).__flows?.stats() ?? null);
}

/**
 * An election and a Board publish / subscribe, then play at `speed` (virtual s per wall s): the
 * traffic the flow and space-time specs watch.
 */
export function startTraffic(page: Page, speed: number): Promise<void> {
  return page.evaluate((sp) => {
    const c = (globalThis as unknown as HandleHost).__quorumscope?.controller;
    if (!c) throw new Error('window.__quorumscope is missing');
    c.setSpeed(sp);
    c.command({ kind: 'tablet.boot', node: 1, tabletId: '72075186224037888' });
    c.command({ kind: 'board.subscribe', node: 5, path: '/Root/db', subscriber: 'sub-1' });
    c.command({ kind: 'board.publish', node: 22, path: '/Root/db', payload: 'n22:2135', publisher: 'pub-1' });
    c.play();
  }, speed);
}
