/**
 * Distconf in the page: configuration commits and refusals, the reconfiguration stepper, the root,
 * replicas started and poisoned by a new configuration.
 */
import { subsystemsById, type TraceEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { commandName } from '../timeline/opNames.ts';
import { ConfigPanel } from '../views/config/ConfigPanel.tsx';
import { readers, type AppSubsystem } from './types.ts';

const [descriptor] = subsystemsById(['distconf']);

export const distconfApp: AppSubsystem = {
  id: 'distconf',
  label: descriptor!.view.label,
  panel: { tab: 'config', Panel: ConfigPanel },
  log: readers<TraceEvent>({
    'replica.lifecycle': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.replica,
      line: L(e.change === 'started' ? 'replicaStarted' : 'replicaPoisoned', {
        replica: e.replica,
        node: node(e.node),
        version: s(e.version),
      }),
      alarm: e.change === 'poisoned',
    }),
    'distconf.root': (e) => ({
      nodes: [e.node],
      record: null,
      line: L(e.root ? 'rootBecame' : 'rootLost', { node: node(e.node) }),
    }),
    'config.committed': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('configCommitted', { version: s(e.version), command: commandName(e.command) }),
    }),
    'config.refused': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('configRefused', { command: commandName(e.command), reason: e.reason }),
      alarm: true,
    }),
    'config.failed': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('configFailed', { command: commandName(e.command), reason: e.reason }),
      alarm: true,
    }),
    'reconfig.step': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('reconfigStep', { step: s(e.step), name: e.name, version: s(e.version) }),
    }),
    'reconfig.rushed': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('reconfigRushed', {
        step: s(e.step),
        pause: { ms: Math.round(e.remainingUs / 1000) * 1000, digits: 0 },
      }),
      alarm: true,
    }),
    'reconfig.done': (e) => ({
      nodes: [e.node],
      record: null,
      line: e.ok ? L('reconfigDone') : L('reconfigStopped', { reason: e.reason ?? '' }),
      alarm: !e.ok,
    }),
  }),
};
