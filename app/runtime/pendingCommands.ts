/**
 * The end of a replayed command log not given to the engine yet: from the first live command on
 * (LoggedCommand.live), each given once the run reaches its time — in the order and at the moment
 * the live run gave them. The run stops at `nextAt()` so that none is passed over.
 */
import type { Command, Us } from '../../engine/index.ts';
import { message, type LoggedCommand } from './pageRunHost.ts';
import type { SimRuntime } from './runtimeApi.ts';

export class PendingCommands {
  private list: LoggedCommand[] = [];

  get size(): number {
    return this.list.length;
  }
  clear(): void {
    this.list = [];
  }
  /** True when `c` must wait: it is a live command not reached yet, or one is waiting before it. */
  waits(c: LoggedCommand, nowUs: Us): boolean {
    return this.list.length > 0 || (c.live === true && c.atUs > nowUs);
  }
  push(c: LoggedCommand): void {
    this.list.push(c);
  }
  /** True when a waiting command's time has come at `nowUs` (a run ending there must give it first). */
  dueBy(nowUs: Us): boolean {
    const c = this.list[0];
    return c !== undefined && (!c.live || c.atUs <= nowUs);
  }
  /** Time of the next live command waiting (Infinity: none). */
  nextAt(): Us {
    return this.list[0]?.atUs ?? Infinity;
  }
  /** Gives the engine every waiting command whose time has come. */
  giveDue(rt: SimRuntime, refused: (cmd: Command, reason: string) => void): void {
    for (let c = this.list[0]; c && (!c.live || c.atUs <= rt.nowUs()); c = this.list[0]) {
      this.list.shift();
      try {
        rt.command(c.cmd, c.atUs);
      } catch (e) {
        refused(c.cmd, message(e));
      }
    }
  }
}
