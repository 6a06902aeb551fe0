/**
 * Event-log lines for the cluster itself rather than one record: faults (nodes, links, loss),
 * distconf commits and refusals, node reactions, the reconfiguration stepper and bridge mode's
 * cluster state.
 */
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import type { FlowSubsystem } from '../flows/flowPalette.ts';
import { L, node, s, type LogLine, type LogValue } from './logLine.ts';

export type SystemEvent = Extract<
  TraceEvent,
  {
    kind:
      | 'node.down'
      | 'node.up'
      | 'node.crashed'
      | 'link.cut'
      | 'link.healed'
      | 'net.loss'
      | 'net.duplicate'
      | 'link.delay'
      | 'config.changed'
      | 'config.applied'
      | 'replica.lifecycle'
      | 'distconf.root'
      | 'config.committed'
      | 'config.refused'
      | 'config.failed'
      | 'reconfig.step'
      | 'reconfig.rushed'
      | 'reconfig.done'
      | 'bridge.refused'
      | 'bridge.proposed'
      | 'bridge.committed'
      | 'bridge.waiting'
      | 'bridge.applied'
      | 'bridge.root'
      | 'bridge.sync';
  }
>;

export interface SystemRow {
  readonly subsystem: FlowSubsystem;
  readonly nodes: readonly number[];
  readonly record: string | null;
  readonly line: LogLine;
  readonly network: false;
  readonly alarm: boolean;
}

const nodes = (ids: readonly number[]): LogValue => ({ nodes: ids });

const row = (
  subsystem: FlowSubsystem,
  nodes: readonly number[],
  record: string | null,
  line: LogLine,
  alarm = false,
): SystemRow => ({ subsystem, nodes, record, line, network: false, alarm });

export function systemRow(e: SystemEvent): SystemRow {
  switch (e.kind) {
    case 'node.down':
    case 'node.up':
      return row(
        'system',
        [e.target],
        null,
        L(e.kind === 'node.down' ? 'nodeDown' : 'nodeUp', { id: s(e.target) }),
        e.kind === 'node.down',
      );
    case 'node.crashed':
      return row('system', [e.target], null, L('nodeCrashed', { id: s(e.target), error: e.error }), true);
    case 'link.cut':
    case 'link.healed':
      return row(
        'system',
        [...e.a, ...e.b],
        null,
        L(e.kind === 'link.healed' ? 'linkHealed' : e.oneWay ? 'linkCutOneWay' : 'linkCut', {
          a: nodes(e.a),
          b: nodes(e.b),
        }),
        e.kind === 'link.cut',
      );
    case 'net.loss':
      return row('system', [], null, L('netLoss', { pct: { pct: e.probability, digits: 1 } }));
    case 'net.duplicate':
      return row('system', [], null, L('netDuplicate', { pct: { pct: e.probability, digits: 1 } }));
    case 'link.delay':
      return row(
        'system',
        [...e.a, ...e.b],
        null,
        L('linkDelay', { delay: { us: e.extraUs }, a: nodes(e.a), b: nodes(e.b) }),
      );
    case 'config.changed':
      return row('system', [], null, L('configChanged', { summary: e.summary }));
    case 'config.applied':
      return row('system', [e.node], null, L('configApplied', { node: node(e.node), version: s(e.version) }));
    case 'replica.lifecycle':
      return row(
        e.subsystem,
        [e.node],
        e.replica,
        L(e.change === 'started' ? 'replicaStarted' : 'replicaPoisoned', {
          replica: e.replica,
          node: node(e.node),
          version: s(e.version),
        }),
        e.change === 'poisoned',
      );
    case 'distconf.root':
      return row('system', [e.node], null, L(e.root ? 'rootBecame' : 'rootLost', { node: node(e.node) }));
    case 'config.committed':
      return row(
        'system',
        [e.node],
        null,
        L('configCommitted', { version: s(e.version), command: e.command }),
      );
    case 'config.refused':
      return row(
        'system',
        [e.node],
        null,
        L('configRefused', { command: e.command, reason: e.reason }),
        true,
      );
    case 'config.failed':
      return row('system', [e.node], null, L('configFailed', { command: e.command, reason: e.reason }), true);
    case 'reconfig.step':
      return row(
        'system',
        [e.node],
        null,
        L('reconfigStep', { step: s(e.step), name: e.name, version: s(e.version) }),
      );
    case 'reconfig.rushed':
      return row(
        'system',
        [e.node],
        null,
        L('reconfigRushed', {
          step: s(e.step),
          pause: { ms: Math.round(e.remainingUs / 1000) * 1000, digits: 0 },
        }),
        true,
      );
    case 'reconfig.done':
      return row(
        'system',
        [e.node],
        null,
        e.ok ? L('reconfigDone') : L('reconfigStopped', { reason: e.reason ?? '' }),
        !e.ok,
      );
    case 'bridge.refused':
      return row(
        'system',
        [e.node],
        null,
        L('bridgeRefused', { command: e.command, reason: e.reason }),
        true,
      );
    case 'bridge.proposed':
    case 'bridge.committed':
      return row(
        'system',
        [e.node],
        null,
        L(e.kind === 'bridge.proposed' ? 'bridgeProposed' : 'bridgeCommitted', {
          cause: e.cause,
          gen: s(e.generation),
          primary: s(e.primary),
          piles: e.perPile.join(' / '),
        }),
      );
    case 'bridge.waiting':
      return row(
        'system',
        [e.node],
        null,
        L('bridgeWaiting', { gen: s(e.generation), missing: e.missing.join(', ') }),
        true,
      );
    case 'bridge.applied':
      return row('system', [e.node], null, L('bridgeApplied', { node: node(e.node), gen: s(e.generation) }));
    case 'bridge.root':
      return row(
        'system',
        [e.node],
        null,
        L(e.root ? 'bridgeRoot' : 'bridgeRootLost', { node: node(e.node) }),
        !e.root,
      );
    case 'bridge.sync':
      return row(
        'system',
        [e.node],
        null,
        L('bridgeSync', { pile: s(e.pile), pct: { pct: e.permille / 1000, digits: 0 } }),
      );
  }
}
