/**
 * What the event log shows for a trace event: its subsystem, the nodes it concerns, the record it
 * is about (tablet id or path) and one readable line. Plus the filter predicate. Pure functions.
 */
import { messageSubsystem } from '../../engine/subsystems/index.ts';
import type { TraceEvent } from '../../engine/subsystems/index.ts';
import { assertNever } from '../../engine/util/assert.ts';
import type { FlowSubsystem } from '../flows/flowPalette.ts';
import { selfHealLine } from './selfHealRows.ts';

export interface LogRow {
  readonly subsystem: FlowSubsystem;
  /** Nodes the event concerns (sender and receiver of a message; the failed node of a fault). */
  readonly nodes: readonly number[];
  /** Record key (tablet id or path) or null. */
  readonly record: string | null;
  readonly text: string;
  /** Network events (msg.*) are hidden unless the log shows messages. */
  readonly network: boolean;
  /** Worth a colour: drops, failures, violated invariants. */
  readonly alarm: boolean;
}

/** Looks up a message's kind by id (drops and deliveries do not carry it). */
export type KindOf = (id: number) => string | undefined;

const sub = (kind: string): FlowSubsystem => messageSubsystem(kind);
const n = (id: number) => (id === 0 ? 'user' : `n${id}`);
const list = (ids: readonly number[]) => ids.map(n).join(',');

export function describe(e: TraceEvent, kindOf: KindOf): LogRow {
  const row = (
    subsystem: FlowSubsystem,
    nodes: readonly number[],
    record: string | null,
    text: string,
    alarm = false,
  ): LogRow => ({
    subsystem,
    nodes,
    record,
    text,
    network: false,
    alarm,
  });
  switch (e.kind) {
    case 'msg.sent': {
      const lat = ((e.deliverAt - e.t) / 1000).toFixed(2);
      return {
        ...row(
          sub(e.msg),
          [e.from.node, e.to.node],
          null,
          `${e.msg}  ${n(e.from.node)} → ${n(e.to.node)}  (${lat} ms)`,
        ),
        network: true,
      };
    }
    case 'msg.delivered': {
      const k = kindOf(e.id);
      return {
        ...row(sub(k ?? ''), [e.to.node], null, `delivered #${e.id}${k ? ` ${k}` : ''} at ${n(e.to.node)}`),
        network: true,
      };
    }
    case 'msg.dropped': {
      const k = kindOf(e.id);
      return {
        ...row(
          sub(k ?? ''),
          [e.to.node],
          null,
          `✕ dropped ${k ?? `#${e.id}`} → ${n(e.to.node)}: ${e.reason}`,
          true,
        ),
        network: true,
      };
    }
    case 'replica.changed':
      return row(e.subsystem, [e.node], e.key, `${e.replica} on ${n(e.node)}: ${e.key} = ${e.summary}`);
    case 'op.started':
      return row(e.subsystem, [e.node], e.key, `${e.op} ${e.key} started`);
    case 'op.quorum':
      return row(e.subsystem, [e.node], e.key, `${e.op} ${e.key} quorum: ${e.detail}`);
    case 'op.failed':
    case 'op.timeout':
      return row(
        e.subsystem,
        [e.node],
        e.key,
        `${e.op} ${e.key} ${e.kind === 'op.failed' ? 'failed' : 'timed out'}: ${e.detail}`,
        true,
      );
    case 'leader.elected':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        `tablet ${e.tabletId}: leader ${n(e.actor.node)} ${e.actor.name}, generation ${e.generation}`,
      );
    case 'leader.demoted':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        `tablet ${e.tabletId}: leader gen ${e.generation} demoted (${e.reason})`,
        true,
      );
    case 'tablet.stopped':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        `tablet ${e.tabletId} stopped on ${n(e.actor.node)} (${e.reason})`,
      );
    case 'tablet.served':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        `tablet ${e.tabletId} served ${n(e.client.node)} at gen ${e.generation}:${e.step}`,
      );
    case 'tablet.resolved':
      return row(
        'statestorage',
        [e.node],
        e.tabletId,
        `tablet ${e.tabletId} resolved: ${e.leader ? n(e.leader.node) : 'no leader'} gen ${e.generation}`,
      );
    case 'ss.config.mismatch':
      return row(
        'statestorage',
        [e.node, e.peer],
        null,
        `${e.by} on ${n(e.node)} at cluster state ${e.ownGeneration}/${e.ownGuid.toString(16)} heard ${e.generation}/${e.guid.toString(16)} from ${n(e.peer)}`,
        e.by === 'proxy',
      );
    case 'board.view':
      return row('board', [e.node], e.path, `${e.subscriber} sees ${e.path}: [${e.payloads.join(', ')}]`);
    case 'schema.view':
      return row(
        'schemeboard',
        [e.node],
        e.path,
        `cache on ${n(e.node)}: ${e.path} v${e.version}${e.deleted ? ' (deleted)' : ''}`,
      );
    case 'schema.committed':
      return row('schemeboard', [e.node], e.path, `schema ${e.path} committed v${e.version}`);
    case 'note':
      return row('system', [e.node], null, e.text);
    case 'node.down':
    case 'node.up':
      return row(
        'system',
        [e.target],
        null,
        `node ${e.target} ${e.kind === 'node.down' ? 'down' : 'up'}`,
        e.kind === 'node.down',
      );
    case 'node.crashed':
      return row('system', [e.target], null, `node ${e.target} crashed: ${e.error}`, true);
    case 'link.cut':
    case 'link.healed':
      return row(
        'system',
        [...e.a, ...e.b],
        null,
        `link ${e.kind === 'link.cut' ? 'cut' : 'healed'}: ${list(e.a)} ${e.kind === 'link.cut' && e.oneWay ? '→' : '|'} ${list(e.b)}`,
        e.kind === 'link.cut',
      );
    case 'net.loss':
      return row('system', [], null, `message loss ${(e.probability * 100).toFixed(1)} %`);
    case 'net.duplicate':
      return row('system', [], null, `message duplication ${(e.probability * 100).toFixed(1)} %`);
    case 'link.delay':
      return row(
        'system',
        [...e.a, ...e.b],
        null,
        `link delay +${e.extraUs} µs: ${list(e.a)} | ${list(e.b)}`,
      );
    case 'config.changed':
      return row('system', [], null, `config: ${e.summary}`);
    case 'config.applied':
      return row('system', [e.node], null, `${n(e.node)} applied config v${e.version}`);
    case 'replica.lifecycle':
      return row(
        e.subsystem,
        [e.node],
        e.replica,
        `${e.replica} on ${n(e.node)} ${e.change === 'started' ? 'started empty' : 'poisoned, its data gone'} (v${e.version})`,
        e.change === 'poisoned',
      );
    case 'distconf.root':
      return row(
        'system',
        [e.node],
        null,
        `${n(e.node)} ${e.root ? 'became' : 'is no longer'} distconf root`,
      );
    case 'config.committed':
      return row('system', [e.node], null, `config v${e.version} committed (${e.command})`);
    case 'config.refused':
      return row('system', [e.node], null, `${e.command} refused: ${e.reason}`, true);
    case 'config.failed':
      return row('system', [e.node], null, `${e.command} failed: ${e.reason}`, true);
    case 'reconfig.step':
      return row('system', [e.node], null, `reconfiguration step ${e.step} ${e.name}: v${e.version}`);
    case 'reconfig.rushed':
      return row(
        'system',
        [e.node],
        null,
        `step ${e.step} rushed, ${Math.round(e.remainingUs / 1000)} ms of pause skipped`,
        true,
      );
    case 'reconfig.done':
      return row(
        'system',
        [e.node],
        null,
        e.ok ? 'reconfiguration done' : `reconfiguration stopped: ${e.reason}`,
        !e.ok,
      );
    case 'selfheal.settings':
    case 'selfheal.sentinel':
    case 'selfheal.relax':
    case 'selfheal.decision':
    case 'selfheal.step':
    case 'selfheal.done': {
      const l = selfHealLine(e);
      return row('system', l.nodes, null, l.text, l.alarm);
    }
    case 'invariant.violated':
      return row('system', [e.node], null, `⚠ invariant ${e.invariant}: ${e.message}`, true);
    case 'expect.met':
    case 'expect.failed':
      return row(
        'system',
        [],
        null,
        `expect ${e.expect} ${e.kind === 'expect.met' ? 'met' : 'FAILED'}: ${e.detail}`,
        e.kind === 'expect.failed',
      );
    case 'bridge.refused':
      return row('system', [e.node], null, `bridge ${e.command} refused: ${e.reason}`, true);
    case 'bridge.proposed':
    case 'bridge.committed':
      return row(
        'system',
        [e.node],
        null,
        `bridge ${e.cause} ${e.kind === 'bridge.proposed' ? 'proposed' : 'committed'}: gen ${e.generation}, primary ${e.primary}, ${e.perPile.join(' / ')}`,
      );
    case 'bridge.waiting':
      return row(
        'system',
        [e.node],
        null,
        `bridge gen ${e.generation} waits for quorum of ${e.missing.join(', ')}`,
        true,
      );
    case 'bridge.applied':
      return row('system', [e.node], null, `${n(e.node)} applied cluster state gen ${e.generation}`);
    case 'bridge.root':
      return row(
        'system',
        [e.node],
        null,
        `distconf root on ${n(e.node)}: ${e.root ? 'quorum' : 'quorum lost'}`,
        !e.root,
      );
    case 'bridge.sync':
      return row('system', [e.node], null, `pile ${e.pile} sync ${(e.permille / 10).toFixed(0)} %`);
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
