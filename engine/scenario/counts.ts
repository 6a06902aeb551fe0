/** Message counts of a run, from the trace's msg.sent / msg.dropped events. */
import { messageSubsystem } from '../subsystems/index.ts';
import type { TraceEvent } from '../subsystems/unions.ts';

export interface MessageCounts {
  readonly sent: number;
  readonly delivered: number;
  readonly dropped: number;
  /** Message kind → messages sent, sorted by kind. */
  readonly byKind: Readonly<Record<string, number>>;
  /** statestorage / board / schemeboard / system → messages sent. */
  readonly bySubsystem: Readonly<Record<string, number>>;
  /** Drop reason → messages dropped. */
  readonly droppedBy: Readonly<Record<string, number>>;
}

export class MessageCounter {
  private sent = 0;
  private delivered = 0;
  private dropped = 0;
  private readonly kinds = new Map<string, number>();
  private readonly reasons = new Map<string, number>();

  observe(e: TraceEvent): void {
    if (e.kind === 'msg.sent') {
      this.sent++;
      this.kinds.set(e.msg, (this.kinds.get(e.msg) ?? 0) + 1);
    } else if (e.kind === 'msg.delivered') this.delivered++;
    else if (e.kind === 'msg.dropped') {
      this.dropped++;
      this.reasons.set(e.reason, (this.reasons.get(e.reason) ?? 0) + 1);
    }
  }

  result(): MessageCounts {
    const sorted = (m: Map<string, number>) =>
      Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySubsystem = new Map<string, number>();
    for (const [k, n] of this.kinds) {
      const s = messageSubsystem(k);
      bySubsystem.set(s, (bySubsystem.get(s) ?? 0) + n);
    }
    return {
      sent: this.sent,
      delivered: this.delivered,
      dropped: this.dropped,
      byKind: sorted(this.kinds),
      bySubsystem: sorted(bySubsystem),
      droppedBy: sorted(this.reasons),
    };
  }
}
