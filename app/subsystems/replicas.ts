/**
 * Events every replicated subsystem emits (engine/subsystems/events.ts): a replica's record
 * changed, an operation's life. Each row takes the colour of the subsystem the event names.
 */
import type { SharedEvent, Stamped } from '../../engine/index.ts';
import { detailLine, summaryLine } from '../timeline/engineText.ts';
import { L, node } from '../timeline/logLine.ts';
import { opName } from '../timeline/opNames.ts';
import { readers, type AppSubsystem } from './types.ts';

export const replicasApp: AppSubsystem = {
  id: 'replicas',
  label: 'replicas',
  log: readers<Stamped<SharedEvent>>({
    'replica.changed': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.key,
      line: L('replicaChanged', {
        replica: e.replica,
        node: node(e.node),
        key: e.key,
        summary: { line: summaryLine(e.summary) },
      }),
    }),
    'op.started': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.key,
      line: L('opStarted', { op: opName(e.op), key: e.key }),
    }),
    'op.quorum': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.key,
      line: L('opQuorum', { op: opName(e.op), key: e.key, detail: { line: detailLine(e.detail) } }),
    }),
    'op.failed': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.key,
      line: L('opFailed', { op: opName(e.op), key: e.key, detail: { line: detailLine(e.detail) } }),
      alarm: true,
    }),
    'op.timeout': (e) => ({
      subsystem: e.subsystem,
      nodes: [e.node],
      record: e.key,
      line: L('opTimeout', { op: opName(e.op), key: e.key, detail: { line: detailLine(e.detail) } }),
      alarm: true,
    }),
  }),
};
