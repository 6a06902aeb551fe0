/**
 * The kernel's refusal of an add command (`cluster.joinRefused`) as a log phrase. The engine
 * words the reason in English (engine/model/topology/membership.ts `nodesToJoin`); its two forms
 * are read back here so each language says it in its own words. A reason in another form prints
 * as the engine wrote it.
 */
import { commandName } from './opNames.ts';
import { L, type LogLine, type LogValue } from './logLine.ts';

const WHERE = String.raw`(?:node (?<node>\d+)|rack '(?<rack>[^']*)'|datacenter '(?<dc>[^']*)')`;
const BUSY = new RegExp(
  String.raw`^${WHERE}: node (?<nodes>[\d, ]+) is already in the cluster \(reserved slots free: (?<free>.*)\)$`,
);
const MISSING = new RegExp(String.raw`^${WHERE} is not in the topology$`);

function where(g: Record<string, string | undefined>): LogValue {
  if (g.node !== undefined) return { line: L('joinReason.whereNode', { id: g.node }) };
  if (g.rack !== undefined) return { line: L('joinReason.whereRack', { id: g.rack }) };
  return { line: L('joinReason.whereDc', { id: g.dc ?? '' }) };
}

/** The reason alone, in the page's words. */
function joinReason(reason: string): LogValue {
  const busy = BUSY.exec(reason)?.groups;
  if (busy)
    return {
      line: L('joinReason.joinBusy', {
        where: where(busy),
        nodes: busy.nodes ?? '',
        count: { count: (busy.nodes ?? '').split(',').length },
        free: busy.free === 'none' ? { key: 'joinReason.freeNone' } : (busy.free ?? ''),
      }),
    };
  const missing = MISSING.exec(reason)?.groups;
  return missing ? { line: L('joinReason.joinMissing', { where: where(missing) }) } : reason;
}

/** The whole line: which add was refused, and why. */
export const joinRefusedLine = (command: string, reason: string): LogLine =>
  L('clusterJoinRefused', { command: commandName(command), reason: joinReason(reason) });
