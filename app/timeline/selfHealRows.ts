/** Event-log lines of SelfHeal's trace events (engine/subsystems/distconf/selfheal/events.ts). */
import type { SelfHealEvent } from '../../engine/subsystems/distconf/selfheal/events.ts';
import type { Stamped } from '../../engine/kernel/trace.ts';
import { assertNever } from '../../engine/util/assert.ts';

export interface SelfHealLine {
  readonly nodes: readonly number[];
  readonly text: string;
  readonly alarm: boolean;
}

const ms = (us: number) => `${Math.round(us / 1000)} ms`;

export function selfHealLine(e: Stamped<SelfHealEvent>): SelfHealLine {
  switch (e.kind) {
    case 'selfheal.settings':
      return {
        nodes: [e.node],
        text: e.enabled
          ? `SelfHeal on: sentinel every ${ms(e.periodUs)}, step wait ${ms(e.waitUs)}`
          : 'SelfHeal off',
        alarm: false,
      };
    case 'selfheal.sentinel':
      return {
        nodes: [e.target],
        text: `sentinel: n${e.target} is ${e.health}${e.trigger ? ' (reported to distconf)' : ''}`,
        alarm: e.health === 'BAD',
      };
    case 'selfheal.relax':
      return { nodes: [e.node], text: `SelfHeal relaxing until ${ms(e.untilUs)}`, alarm: false };
    case 'selfheal.decision':
      return {
        nodes: e.from !== undefined && e.to !== undefined ? [e.from, e.to] : [e.node],
        text: `SelfHeal ${e.decision}: ${e.reason}`,
        alarm: false,
      };
    case 'selfheal.step':
      return { nodes: [e.node], text: `SelfHeal step ${e.step}/${e.total}: ${e.command}`, alarm: false };
    case 'selfheal.done':
      return {
        nodes: [e.node],
        text: e.ok ? 'SelfHeal done' : `SelfHeal aborted: ${e.reason}`,
        alarm: !e.ok,
      };
    default:
      return assertNever(e, 'selfheal event');
  }
}
