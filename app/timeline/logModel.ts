/**
 * What the event log shows for a trace event: its subsystem, the nodes it concerns, the record it
 * is about (tablet id or path) and one readable line. Plus the filter predicate. Pure functions.
 */
import { messageSubsystem } from '../../engine/subsystems/index.ts';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { assertNever } from '../../engine/util/assert.ts';
import type { FlowSubsystem } from '../flows/flowPalette.ts';
import { selfHealLine } from './selfHealRows.ts';
import { L, node, s, type LogLine } from './logLine.ts';
import { systemRow } from './systemRows.ts';
import { detailLine, summaryLine } from './engineText.ts';

export interface LogRow {
  readonly subsystem: FlowSubsystem;
  /** Nodes the event concerns (sender and receiver of a message; the failed node of a fault). */
  readonly nodes: readonly number[];
  /** Record key (tablet id or path) or null. */
  readonly record: string | null;
  /** What happened, as a catalogue key and values (renderLogLine words it). */
  readonly line: LogLine;
  /** Network events (msg.*) are hidden unless the log shows messages. */
  readonly network: boolean;
  /** Worth a colour: drops, failures, violated invariants. */
  readonly alarm: boolean;
}

/** Looks up a message's kind by id (drops and deliveries do not carry it). */
export type KindOf = (id: number) => string | undefined;

const sub = (kind: string): FlowSubsystem => messageSubsystem(kind);

export function describe(e: TraceEvent, kindOf: KindOf): LogRow {
  const row = (
    subsystem: FlowSubsystem,
    ns: readonly number[],
    record: string | null,
    line: LogLine,
    alarm = false,
  ): LogRow => ({ subsystem, nodes: ns, record, line, network: false, alarm });
  switch (e.kind) {
    case 'msg.sent':
      return {
        ...row(
          sub(e.msg),
          [e.from.node, e.to.node],
          null,
          L('sent', {
            msg: e.msg,
            from: node(e.from.node),
            to: node(e.to.node),
            lat: { ms: e.deliverAt - e.t, digits: 2 },
          }),
        ),
        network: true,
      };
    case 'msg.delivered': {
      const k = kindOf(e.id);
      const v = { id: s(e.id), to: node(e.to.node) };
      return {
        ...row(sub(k ?? ''), [e.to.node], null, k ? L('deliveredKind', { ...v, msg: k }) : L('delivered', v)),
        network: true,
      };
    }
    case 'msg.dropped': {
      const k = kindOf(e.id);
      const v = { to: node(e.to.node), reason: { key: `drop.${e.reason}` } as const };
      return {
        ...row(
          sub(k ?? ''),
          [e.to.node],
          null,
          k ? L('dropped', { ...v, msg: k }) : L('droppedId', { ...v, id: s(e.id) }),
          true,
        ),
        network: true,
      };
    }
    case 'replica.changed':
      return row(
        e.subsystem,
        [e.node],
        e.key,
        L('replicaChanged', {
          replica: e.replica,
          node: node(e.node),
          key: e.key,
          summary: { line: summaryLine(e.summary) },
        }),
      );
    case 'op.started':
      return row(e.subsystem, [e.node], e.key, L('opStarted', { op: e.op, key: e.key }));
    case 'op.quorum':
      return row(
        e.subsystem,
        [e.node],
        e.key,
        L('opQuorum', { op: e.op, key: e.key, detail: { line: detailLine(e.detail) } }),
      );
    case 'op.failed':
    case 'op.timeout':
      return row(
        e.subsystem,
        [e.node],
        e.key,
        L(e.kind === 'op.failed' ? 'opFailed' : 'opTimeout', {
          op: e.op,
          key: e.key,
          detail: { line: detailLine(e.detail) },
        }),
        true,
      );
    case 'leader.elected':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        L('leaderElected', {
          tablet: e.tabletId,
          node: node(e.actor.node),
          actor: e.actor.name,
          gen: s(e.generation),
        }),
      );
    case 'leader.demoted':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        L('leaderDemoted', { tablet: e.tabletId, gen: s(e.generation), reason: e.reason }),
        true,
      );
    case 'tablet.stopped':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        L('tabletStopped', { tablet: e.tabletId, node: node(e.actor.node), reason: e.reason }),
      );
    case 'tablet.served':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        L('tabletServed', {
          tablet: e.tabletId,
          node: node(e.client.node),
          gen: s(e.generation),
          step: s(e.step),
        }),
      );
    case 'tablet.resolved':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        e.leader
          ? L('tabletResolved', { tablet: e.tabletId, node: node(e.leader.node), gen: s(e.generation) })
          : L('tabletResolvedNone', { tablet: e.tabletId, gen: s(e.generation) }),
      );
    case 'ss.config.mismatch':
      return row(
        'statestorage',
        [e.node, e.peer],
        null,
        L('ssConfigMismatch', {
          by: { key: `mismatchBy.${e.by}` },
          node: node(e.node),
          own: `${e.ownGeneration}/${e.ownGuid.toString(16)}`,
          heard: `${e.generation}/${e.guid.toString(16)}`,
          peer: node(e.peer),
        }),
        e.by === 'proxy',
      );
    case 'board.view':
      return row(
        'board',
        [e.node],
        e.path,
        L('boardView', { subscriber: e.subscriber, path: e.path, payloads: e.payloads.join(', ') }),
      );
    case 'schema.view':
      return row(
        'schemeboard',
        [e.node],
        e.path,
        L(e.deleted ? 'schemaViewDeleted' : 'schemaView', {
          node: node(e.node),
          path: e.path,
          version: s(e.version),
        }),
      );
    case 'schema.committed':
      return row(
        'schemeboard',
        [e.node],
        e.path,
        L('schemaCommitted', { path: e.path, version: s(e.version) }),
      );
    case 'note':
      // Scenario authors' own words: shown as written.
      return row('system', [e.node], null, L('verbatim', { text: e.text }));
    case 'node.down':
    case 'node.up':
    case 'node.crashed':
    case 'link.cut':
    case 'link.healed':
    case 'net.loss':
    case 'net.duplicate':
    case 'link.delay':
    case 'config.changed':
    case 'config.applied':
    case 'replica.lifecycle':
    case 'distconf.root':
    case 'config.committed':
    case 'config.refused':
    case 'config.failed':
    case 'reconfig.step':
    case 'reconfig.rushed':
    case 'reconfig.done':
    case 'bridge.refused':
    case 'bridge.proposed':
    case 'bridge.committed':
    case 'bridge.waiting':
    case 'bridge.applied':
    case 'bridge.root':
    case 'bridge.sync':
      return systemRow(e);
    case 'selfheal.settings':
    case 'selfheal.sentinel':
    case 'selfheal.relax':
    case 'selfheal.decision':
    case 'selfheal.step':
    case 'selfheal.done': {
      const l = selfHealLine(e);
      return row('system', l.nodes, null, l.line, l.alarm);
    }
    case 'invariant.violated':
      return row(
        'system',
        [e.node],
        null,
        L('invariant', { invariant: e.invariant, message: e.message }),
        true,
      );
    case 'expect.met':
    case 'expect.failed':
      return row(
        'system',
        [],
        null,
        L(e.kind === 'expect.met' ? 'expectMet' : 'expectFailed', { expect: e.expect, detail: e.detail }),
        e.kind === 'expect.failed',
      );
    default:
      return assertNever(e, 'trace event');
  }
}

export interface LogFilter {
  readonly subsystem: FlowSubsystem | 'all';
  /** Node id, or null for every node. */
  readonly node: number | null;
  /** Substring of the record key (tablet id or path); empty = any. */
  readonly record: string;
  /** Show msg.sent / msg.delivered (drops always show). */
  readonly messages: boolean;
}

export const NO_FILTER: LogFilter = { subsystem: 'all', node: null, record: '', messages: false };

export function matches(r: LogRow, e: TraceEvent, f: LogFilter): boolean {
  if (r.network && !f.messages && e.kind !== 'msg.dropped') return false;
  if (e.kind === 'msg.delivered' && !f.messages) return false;
  if (f.subsystem !== 'all' && r.subsystem !== f.subsystem) return false;
  if (f.node !== null && !r.nodes.includes(f.node)) return false;
  if (f.record !== '' && !(r.record ?? '').includes(f.record)) return false;
  return true;
}
