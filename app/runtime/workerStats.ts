/**
 * The worker pool as the page shows it (the timeline's Workers popover): one row per worker with
 * the nodes it hosts, whether it lives, what it has run and its JS heap. Read from the pool's
 * counters and its memory() call about once a second while the popover is open, never per round.
 */
import type { NodeId } from '../../engine/index.ts';
import type { SlotFigures } from '../../workers/pool.ts';

/** Node ids listed before "…": a pooled worker of a 1 000-node cluster hosts hundreds. */
export const MAX_NODES_LISTED = 3;

/** A worker's nodes, compacted: the first few ids, the last one, and how many in all. */
export interface NodeList {
  readonly count: number;
  readonly head: readonly NodeId[];
  /** The last id when some are left out between `head` and it; null when `head` is the whole list. */
  readonly last: NodeId | null;
}

export interface WorkerStat {
  /** The worker's index in the pool (workers/slots.ts chooses each node's). */
  readonly slot: number;
  readonly nodes: NodeList;
  /** Hosted nodes running now (not down, not crashed). */
  readonly running: number;
  /** Requests the worker has answered or been sent: rounds it took part in. */
  readonly requests: number;
  /** Node steps in those requests. */
  readonly steps: number;
  /** Why the worker died (its nodes are crashed until one is brought up); null while it runs. */
  readonly dead: string | null;
  /** JS heap bytes; null where the browser does not report it or the worker is dead. */
  readonly heapBytes: number | null;
}

export interface WorkerPoolStats {
  readonly workers: readonly WorkerStat[];
  /** One node per worker; otherwise nodes are pooled (workers/slots.ts). */
  readonly dedicated: boolean;
  /** Fewest and most nodes a worker hosts. */
  readonly minNodes: number;
  readonly maxNodes: number;
  /** Scheduler rounds sent to the pool. */
  readonly rounds: number;
  /** Wall ms the pool took to start its workers. */
  readonly startupMs: number;
}

/** What the figures are read from: the worker pool host (workers/pool.ts), or a fake in tests. */
export interface PoolView {
  readonly calls: number;
  readonly startupMs: number;
  figures(): readonly SlotFigures[];
  memory(): Promise<readonly (number | null)[]>;
}

export function compactNodes(ids: readonly NodeId[], maxListed = MAX_NODES_LISTED): NodeList {
  // One more than the head would list them all anyway: "n1, n2, n3, n4" rather than "n1, n2, n3 … n4".
  if (ids.length <= maxListed + 1) return { count: ids.length, head: ids, last: null };
  return { count: ids.length, head: ids.slice(0, maxListed), last: ids[ids.length - 1] as NodeId };
}

/** The pool's figures now, with each worker's heap (null for all when the memory call fails). */
export async function poolStats(pool: PoolView): Promise<WorkerPoolStats> {
  const heap = await pool.memory().catch(() => []);
  const slots = pool.figures();
  const workers = slots.map((f, slot): WorkerStat => ({
    slot,
    nodes: compactNodes(f.nodes),
    running: f.running,
    requests: f.requests,
    steps: f.steps,
    dead: f.dead,
    heapBytes: f.dead === null ? (heap[slot] ?? null) : null,
  }));
  const counts = slots.map((f) => f.nodes.length);
  return {
    workers,
    dedicated: counts.every((c) => c === 1),
    minNodes: counts.length > 0 ? Math.min(...counts) : 0,
    maxNodes: counts.length > 0 ? Math.max(...counts) : 0,
    rounds: pool.calls,
    startupMs: pool.startupMs,
  };
}
