/**
 * The kernel's refusal of an add command (`cluster.joinRefused`) as a log phrase, worded in the
 * page's language from the refusal's code and parameters (engine/model/topology/membership.ts
 * `JoinRefusal`).
 */
import type { JoinPlace, JoinRefusal } from '../../engine/index.ts';
import { commandName } from './opNames.ts';
import { L, type LogLine, type LogValue } from './logLine.ts';

function where(w: JoinPlace): LogValue {
  const id = String(w.id);
  if (w.kind === 'node') return { line: L('joinReason.whereNode', { id }) };
  if (w.kind === 'rack') return { line: L('joinReason.whereRack', { id }) };
  return { line: L('joinReason.whereDc', { id }) };
}

/** The reason alone, in the page's words. */
function joinReason(r: JoinRefusal): LogValue {
  if (r.code === 'missing') return { line: L('joinReason.joinMissing', { where: where(r.where) }) };
  return {
    line: L('joinReason.joinBusy', {
      where: where(r.where),
      nodes: r.nodes.join(', '),
      count: { count: r.nodes.length },
      free: r.free.length === 0 ? { key: 'joinReason.freeNone' } : r.free.join(', '),
    }),
  };
}

/** The whole line: which add was refused, and why. */
export const joinRefusedLine = (command: string, refusal: JoinRefusal): LogLine =>
  L('clusterJoinRefused', { command: commandName(command), reason: joinReason(refusal) });
