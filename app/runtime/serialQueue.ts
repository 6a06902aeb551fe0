/**
 * Runs async tasks one after another. A Simulation must never be in two runUntil loops at once (a
 * click's run racing a seek interleaves host rounds: a restarted node's first step could reach its
 * fresh worker before its boot), so every engine call of the session goes through one queue.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it (whether those succeeded or failed). */
  run<T>(task: () => Promise<T>): Promise<T> {
    const p = this.tail.then(task, task);
    this.tail = p.catch(() => undefined);
    return p;
  }

  /** Resolves once every task queued so far is done. */
  settled(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
