/**
 * A thin shell around one comlink-wrapped worker (squoosh's WorkerBridge): calls are queued one at
 * a time, a worker that dies (error/exit event, a failing call, or no answer within
 * `callTimeoutMs`) rejects every pending call with WorkerDeath instead of hanging, and dispose
 * releases the proxy and terminates the worker.
 */
import type { Remote } from 'comlink';
import type { HostRequest, HostResponse } from '../engine/index.ts';
import type { WorkerApi } from './worker-api.ts';

export interface WorkerHandle {
  readonly remote: Remote<WorkerApi>;
  /** The per-window request over a port of its own (./direct.ts); absent: through `remote`. */
  readonly request?: (req: HostRequest) => Promise<HostResponse>;
  /** The per-window request answered synchronously (worker_threads: ./node/doorbell.ts); absent: async only. */
  readonly sync?: SyncTransport;
  /** Runs on the coordinator's own thread (./inThread.ts): its synchronous answer is the coordinator's work. */
  readonly inThread?: boolean;
  terminate(): void;
  /** Releases the comlink proxy (frees the worker-side listener). */
  release(): void;
  /** Calls `cb` once if the worker dies on its own (uncaught error, exit). */
  onDeath(cb: (why: string) => void): void;
}

/** Requests to one worker answered synchronously: post to several workers, then take each answer. */
interface SyncTransport {
  post(req: HostRequest): void;
  /** The last posted request's answer; throws when it failed, the worker died or `timeoutMs` (0: never) passed. */
  take(timeoutMs: number): HostResponse;
  /** Lets the worker serve calls through its event loop again (called before each one). */
  wake(): void;
}

export class WorkerDeath extends Error {
  constructor(readonly why: string) {
    super(`worker died: ${why}`);
  }
}

export class WorkerBridge {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly waiters = new Set<(e: Error) => void>();
  dead: string | null = null;
  private deathListener: ((why: string) => void) | null = null;
  /** Calls queued or under way (a synchronous request waits for none). */
  private pending = 0;

  constructor(
    private readonly handle: WorkerHandle,
    private readonly callTimeoutMs: number,
  ) {
    handle.onDeath((why) => this.kill(why));
  }

  /** Called once when the worker dies (not on dispose). */
  onDeath(cb: (why: string) => void): void {
    this.deathListener = cb;
  }

  /** Queues a call; `timeoutMs` overrides the bridge's call timeout (0 = none). */
  call<T>(f: (remote: Remote<WorkerApi>) => Promise<T>, timeoutMs = this.callTimeoutMs): Promise<T> {
    const run = () =>
      new Promise<T>((resolve, reject) => {
        if (this.dead !== null) {
          this.pending--;
          return reject(new WorkerDeath(this.dead));
        }
        this.handle.sync?.wake();
        this.waiters.add(reject);
        this.arm(timeoutMs);
        f(this.handle.remote).then(
          (v) => {
            this.pending--;
            this.waiters.delete(reject);
            this.deadline = 0;
            resolve(v);
          },
          (e: unknown) => {
            this.pending--;
            this.waiters.delete(reject);
            this.deadline = 0;
            // A throwing call leaves the worker's state unknown: treat it as dead.
            this.kill(e instanceof Error ? e.message : String(e));
            reject(new WorkerDeath(this.dead ?? 'failed'));
          },
        );
      });
    this.pending++;
    const p = this.queue.then(run, run);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /** Runs on the coordinator's thread (./inThread.ts). */
  get inThread(): boolean {
    return this.handle.inThread === true;
  }

  /** Whether `post` and `take` may be used now: a live worker with a synchronous transport and no call queued. */
  get syncReady(): boolean {
    return this.dead === null && this.pending === 0 && this.handle.sync !== undefined;
  }

  /** Posts a request to be answered by `take` (only when syncReady). */
  post(req: HostRequest): void {
    this.sync(() => (this.handle.sync as SyncTransport).post(req));
  }

  /** The answer to the request posted last; a worker that failed it is dead (WorkerDeath). */
  take(): HostResponse {
    return this.sync(() => (this.handle.sync as SyncTransport).take(this.callTimeoutMs));
  }

  private sync<T>(f: () => T): T {
    if (this.dead !== null) throw new WorkerDeath(this.dead);
    try {
      return f();
    } catch (e) {
      this.kill(e instanceof Error ? e.message : String(e));
      throw new WorkerDeath(this.dead ?? 'failed');
    }
  }

  /** Queues a host request (on the handle's own port when it has one). */
  request(req: HostRequest): Promise<HostResponse> {
    const direct = this.handle.request;
    return this.call((r) => (direct ? direct(req) : r.call(req)));
  }

  // One lazily re-armed watchdog timer instead of a setTimeout per call (calls are per window).
  private deadline = 0;
  private limitMs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  private arm(timeoutMs: number): void {
    if (timeoutMs <= 0) return;
    this.limitMs = timeoutMs;
    this.deadline = performance.now() + timeoutMs;
    if (this.timer === null) this.rearm(timeoutMs);
  }

  private rearm(ms: number): void {
    const t = setTimeout(() => this.check(), ms);
    // Node: a watchdog alone must not keep the process alive.
    (t as { unref?: () => void }).unref?.();
    this.timer = t;
  }

  private check(): void {
    this.timer = null;
    if (this.dead !== null || this.deadline === 0) return;
    const left = this.deadline - performance.now();
    if (left <= 0) this.kill(`no answer within ${this.limitMs} ms`);
    else this.rearm(left);
  }

  /** Marks the worker dead, fails pending calls, frees and terminates it. */
  kill(why: string, notify = true): void {
    if (this.dead !== null) return;
    this.dead = why;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const reject of this.waiters) reject(new WorkerDeath(why));
    this.waiters.clear();
    try {
      this.handle.release();
    } catch {
      // The port may already be closed; nothing left to release.
    }
    this.handle.terminate();
    if (notify) this.deathListener?.(why);
  }

  dispose(): void {
    this.kill('disposed', false);
  }
}
