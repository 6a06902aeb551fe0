/**
 * Host over a set of workers (Web Workers or worker_threads): one worker per node up to
 * `maxDedicated` nodes (64), past that nodes are multiplexed onto a pool (replica nodes spread
 * evenly, ./slots.ts), since a worker costs 25-40 ms to start, or one per datacenter (`partition`;
 * a slot may run on the coordinator's own thread: ./inThread.ts).
 * Each round sends every worker with work due its whole share of the window in one call, in
 * parallel; a worker with nothing due is not called (nor waited on). Where every worker called has
 * a synchronous transport (worker_threads), the round is answered without the event loop. A worker
 * that dies turns into `crashed` outputs for every live node it hosted; a later node.up on such a
 * node starts a fresh worker for its slot.
 */
import type {
  Host,
  HostRequest,
  HostResponse,
  HostSetup,
  NodeState,
  NodeStepOutput,
  NodeId,
} from '../engine/index.ts';
import { WorkerBridge, type WorkerHandle } from './workerBridge.ts';
import { crashedOutput, mergeResponses, splitRequest, type Share } from './shares.ts';
import { assignSlots, partitionSlots } from './slots.ts';
import { workerSetup, type WorkerSetup } from './worker-api.ts';

export interface PoolOptions {
  readonly kind: 'threads' | 'browser';
  /** Starts worker number `slot`. */
  readonly spawn: (slot: number) => WorkerHandle;
  /** Dedicated worker per node up to this many nodes. Default 64. */
  readonly maxDedicated?: number;
  /** Workers when multiplexing. Default: hardware threads, clamped to [2, 8]. */
  readonly poolSize?: number;
  /** 'dc': one worker per datacenter (and pile), whatever the node count (./slots.ts). */
  readonly partition?: 'dc';
  /** A call without an answer for this long (wall ms) counts as a dead worker. Default 30 000; 0 = never. */
  readonly callTimeoutMs?: number;
  /** Same for a worker's start and init (wall ms). Default 120 000. */
  readonly startTimeoutMs?: number;
  readonly hardwareConcurrency?: number;
}

/** What one worker (slot) of the pool has done, for the UI's workers figures. */
export interface SlotFigures {
  /** Nodes assigned to this slot, in setup order. */
  readonly nodes: readonly NodeId[];
  /** Of them, nodes running now (not down, not crashed). */
  readonly running: number;
  /** Requests sent to this worker (rounds it took part in). */
  readonly requests: number;
  /** Node steps in those requests. */
  readonly steps: number;
  /** Why its worker died; null while it runs. */
  readonly dead: string | null;
}

/** Most node states one snapshot reply carries (a part deserialises within a frame's budget). */
const SNAPSHOT_PART_NODES = 100;

export class WorkerPoolHost implements Host {
  readonly kind: 'threads' | 'browser';
  workerCount = 0;
  /** Wall time init() took to start and initialise every worker (ms). */
  startupMs = 0;
  /** Requests answered so far (one per scheduler round). */
  calls = 0;
  private slots: (WorkerBridge | null)[] = [];
  private readonly slotOf = new Map<NodeId, number>();
  /** Nodes currently running in each slot. */
  private live: Set<NodeId>[] = [];
  /** Crashes noticed between rounds (a worker died on its own), reported with the next response. */
  private reports: NodeStepOutput[] = [];
  private setup: WorkerSetup | null = null;
  /** Per slot since init(): requests sent and node steps in them (plain counters: the hot path allocates nothing). */
  private requests: number[] = [];
  private steps: number[] = [];

  constructor(private readonly o: PoolOptions) {
    this.kind = o.kind;
  }

  /** Threads the slots run on (a slot on the coordinator's own thread is not one: ./inThread.ts). */
  get threadCount(): number {
    return this.slots.filter((b) => b !== null && !b.inThread).length;
  }

  /** By datacenter, each worker runs its nodes' windows apart: it can take several per call (span.ts). */
  get partitions(): ReadonlyMap<NodeId, number> | null {
    return this.o.partition === 'dc' && this.setup ? this.slotOf : null;
  }

  async init(setup: HostSetup): Promise<void> {
    const t0 = performance.now();
    this.setup = workerSetup(setup);
    const n = setup.nodes.length;
    const hc = this.o.hardwareConcurrency ?? 4;
    const byDc = this.o.partition === 'dc' ? partitionSlots(setup.world.topology, setup.nodes) : null;
    const size = byDc
      ? new Set(byDc.values()).size
      : n <= (this.o.maxDedicated ?? 64)
        ? n
        : (this.o.poolSize ?? Math.min(8, Math.max(2, hc)));
    this.slotOf.clear();
    for (const [id, k] of byDc ?? assignSlots(setup.nodes, setup.world.config, size)) this.slotOf.set(id, k);
    // A host can serve a new simulation: live workers of the right count are re-initialised.
    const reuse = this.slots.length === size ? this.slots : [];
    if (reuse !== this.slots) this.dispose();
    this.workerCount = size;
    this.slots = reuse.length === size ? reuse : new Array<WorkerBridge | null>(size).fill(null);
    this.live = Array.from({ length: size }, () => new Set<NodeId>());
    this.reports = [];
    this.requests = new Array<number>(size).fill(0);
    this.steps = new Array<number>(size).fill(0);
    await Promise.all(
      this.slots.map((b, k) =>
        b && b.dead === null ? b.call((r) => r.init(this.setup as WorkerSetup)) : this.start(k),
      ),
    );
    this.startupMs = performance.now() - t0;
  }

  private async start(k: number): Promise<WorkerBridge> {
    const bridge = new WorkerBridge(this.o.spawn(k), this.o.callTimeoutMs ?? 30_000);
    bridge.onDeath((why) => this.died(k, why));
    this.slots[k] = bridge;
    const setup = this.setup as WorkerSetup;
    // Starting many workers at once on a busy machine is slow: allow more time than a step.
    await bridge.call((r) => r.init(setup), this.o.startTimeoutMs ?? 120_000);
    return bridge;
  }

  private died(k: number, why: string): void {
    for (const node of this.live[k] as Set<NodeId>) this.reports.push(crashedOutput(node, why));
    (this.live[k] as Set<NodeId>).clear();
  }

  /** Test hook: kills the worker hosting `node`, as a crash of the worker itself would. */
  killWorkerOf(node: NodeId, why = 'killed'): void {
    this.slots[this.slotOf.get(node) as number]?.kill(why);
  }

  call(req: HostRequest): HostResponse | Promise<HostResponse> {
    this.calls++;
    const shares = splitRequest(req, this.slotOf);
    let sync = true;
    for (const k of shares.keys()) if (!this.slots[k]?.syncReady) sync = false;
    if (sync) return this.merge(this.callSync(shares), req.span !== undefined);
    return Promise.all([...shares].map(([k, s]) => this.send(k, s))).then((parts) =>
      this.merge(parts, req.span !== undefined),
    );
  }

  private merge(parts: readonly HostResponse[], span: boolean): HostResponse {
    const res = mergeResponses(this.reports, parts, span);
    this.reports = [];
    return res;
  }

  /**
   * Every share posted first (the workers run at once), then each answer taken, without the event
   * loop (a doorbell: ./node/doorbell.ts); a slot on the coordinator's own thread (./inThread.ts)
   * first, so it runs while the threads run theirs. Answers come back in slot order. A worker that
   * fails is handled as in `send`.
   */
  private callSync(shares: ReadonlyMap<number, Share>): HostResponse[] {
    const posted: [number, Share, WorkerBridge, unknown][] = [];
    for (const [k, s] of shares) {
      const bridge = this.sent(k, s) as WorkerBridge;
      this.count(k, s);
      let error: unknown = null;
      try {
        bridge.post(s);
      } catch (e) {
        error = e;
      }
      posted.push([k, s, bridge, error]);
    }
    const take = ([k, s, bridge, error]: (typeof posted)[number]): HostResponse => {
      try {
        if (error !== null) throw error;
        return this.answered(k, bridge.take());
      } catch (e) {
        return this.failed(k, s, e);
      }
    };
    const answers = posted.map((p) => (p[2].inThread ? take(p) : null));
    return posted.map((p, i) => answers[i] ?? take(p));
  }

  /** Applies a share's kills to slot `k`'s running nodes; returns the slot's worker. */
  private sent(k: number, s: Share): WorkerBridge | null {
    const live = this.live[k] as Set<NodeId>;
    for (const id of s.kill) live.delete(id);
    return this.slots[k] ?? null;
  }

  private count(k: number, s: Share): void {
    this.requests[k] = (this.requests[k] ?? 0) + 1;
    this.steps[k] = (this.steps[k] ?? 0) + s.steps.length;
  }

  private answered(k: number, res: HostResponse): HostResponse {
    const live = this.live[k] as Set<NodeId>;
    const stopped = (res.spans ?? []).flatMap((r) => r.stop?.outputs ?? []);
    for (const o of [...res.outputs, ...stopped]) {
      if (o.crashed === null) live.add(o.node);
      else live.delete(o.node);
    }
    return res;
  }

  private failed(k: number, s: Share, e: unknown): HostResponse {
    const live = this.live[k] as Set<NodeId>;
    const why = e instanceof Error ? e.message : String(e);
    const out = [...s.boot.map((b) => b.node), ...s.steps.map((st) => st.node), ...live].map((n) =>
      crashedOutput(n, why),
    );
    live.clear();
    this.reports = this.reports.filter((r) => !out.some((o) => o.node === r.node));
    return { outputs: out };
  }

  private async send(k: number, s: Share): Promise<HostResponse> {
    let bridge = this.sent(k, s);
    if (!bridge || bridge.dead !== null) {
      const why = bridge?.dead ?? 'gone';
      if (s.boot.length === 0) return { outputs: s.steps.map((st) => crashedOutput(st.node, why)) };
      bridge = await this.start(k); // node.up on a dead slot: a fresh worker (its other nodes stay crashed)
    }
    // Counted only when the worker is sent something: a dead one's nodes are answered as crashed here.
    this.count(k, s);
    try {
      return this.answered(k, await bridge.request(s));
    } catch (e) {
      return this.failed(k, s, e);
    }
  }

  /** Per slot: its nodes, what it has run and whether it lives (once a second for the UI, not per round). */
  figures(): SlotFigures[] {
    const nodes: NodeId[][] = this.slots.map(() => []);
    for (const id of this.setup?.nodes ?? []) nodes[this.slotOf.get(id) as number]?.push(id);
    return this.slots.map((b, k) => ({
      nodes: nodes[k] as NodeId[],
      running: this.live[k]?.size ?? 0,
      requests: this.requests[k] ?? 0,
      steps: this.steps[k] ?? 0,
      dead: b ? b.dead : 'gone',
    }));
  }

  /** JS heap bytes per live worker (null entries where the runtime does not report it). */
  async memory(): Promise<(number | null)[]> {
    return Promise.all(
      this.slots.map((b) => (b && b.dead === null ? b.call((r) => r.memory()) : Promise.resolve(null))),
    );
  }

  /**
   * Every node's state, fetched in parts of at most SNAPSHOT_PART_NODES nodes: each reply is
   * deserialised on the page's thread in a task of its own, and one reply of 500 nodes is a frame of
   * 100–250 ms there (ydb-1000 on a pool of two). Nothing runs on the workers until it resolves.
   */
  async snapshot(): Promise<NodeState[]> {
    const parts = await Promise.all(
      this.slots.map((b, k) => {
        if (!b || b.dead !== null) return Promise.resolve([]);
        const n = Math.max(1, Math.ceil((this.live[k]?.size ?? 0) / SNAPSHOT_PART_NODES));
        return Promise.all(Array.from({ length: n }, (_, i) => b.call((r) => r.snapshot(i, n)))).then((p) =>
          p.flat(),
        );
      }),
    );
    return parts.flat();
  }

  async restore(states: readonly NodeState[]): Promise<void> {
    const per: NodeState[][] = this.slots.map(() => []);
    for (const s of states) (per[this.slotOf.get(s.node) as number] as NodeState[]).push(s);
    await Promise.all(
      per.map(async (list, k) => {
        let b = this.slots[k];
        if (!b || b.dead !== null) b = await this.start(k);
        await b.call((r) => r.restore(list));
        this.live[k] = new Set(list.map((s) => s.node));
      }),
    );
    this.reports = [];
  }

  dispose(): void {
    for (const b of this.slots) b?.dispose();
    this.slots = [];
  }
}
