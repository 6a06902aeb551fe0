/** Event-log lines of SelfHeal's trace events (engine/subsystems/distconf/selfheal/events.ts). */
import { assertNever, type SelfHealEvent, type Stamped } from '../../engine/index.ts';
import type { LogLine, LogValue } from './logLine.ts';

export interface SelfHealLine {
  readonly nodes: readonly number[];
  readonly line: LogLine;
  readonly alarm: boolean;
}

/** Whole milliseconds ("5 ms"), as SelfHeal's periods and deadlines are set. */
const ms = (us: number): LogValue => ({ ms: Math.round(us / 1000) * 1000, digits: 0 });

export function selfHealLine(e: Stamped<SelfHealEvent>): SelfHealLine {
  switch (e.kind) {
    case 'selfheal.settings':
      return {
        nodes: [e.node],
        line: e.enabled
          ? { key: 'selfheal.on', values: { period: ms(e.periodUs), wait: ms(e.waitUs) } }
          : { key: 'selfheal.off' },
        alarm: false,
      };
    case 'selfheal.sentinel':
      return {
        nodes: [e.target],
        line: {
          // GOOD / BAD / … are Sentinel's own status names (NW… log lines): kept as YDB spells them.
          key: e.trigger ? 'selfheal.sentinelReported' : 'selfheal.sentinel',
          values: { node: { node: e.target }, health: e.health },
        },
        alarm: e.health === 'BAD',
      };
    case 'cluster.registered':
      return {
        nodes: [e.target],
        line: { key: 'selfheal.registered', values: { node: { node: e.target } } },
        alarm: false,
      };
    case 'cluster.draining':
      return {
        nodes: [...e.nodes],
        line: { key: 'selfheal.draining', values: { nodes: e.nodes.map((n) => `n${n}`).join(', ') } },
        alarm: false,
      };
    case 'cluster.left':
      return {
        nodes: [...e.nodes],
        line: { key: 'selfheal.left', values: { nodes: e.nodes.map((n) => `n${n}`).join(', ') } },
        alarm: false,
      };
    case 'selfheal.relax':
      return {
        nodes: [e.node],
        line: { key: 'selfheal.relax', values: { until: ms(e.untilUs) } },
        alarm: false,
      };
    case 'selfheal.decision':
      return {
        nodes: e.from !== undefined && e.to !== undefined ? [e.from, e.to] : [e.node],
        line: { key: 'selfheal.decision', values: { decision: e.decision, reason: e.reason } },
        alarm: false,
      };
    case 'selfheal.step':
      return {
        nodes: [e.node],
        line: {
          key: 'selfheal.step',
          values: { step: String(e.step), total: String(e.total), command: e.command },
        },
        alarm: false,
      };
    case 'selfheal.done':
      return {
        nodes: [e.node],
        line: e.ok
          ? { key: 'selfheal.done' }
          : { key: 'selfheal.aborted', values: { reason: e.reason ?? '' } },
        alarm: !e.ok,
      };
    default:
      return assertNever(e, 'selfheal event');
  }
}
