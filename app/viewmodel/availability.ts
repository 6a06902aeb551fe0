/**
 * Read / write availability of a record right now, from the set of nodes that are not up.
 * The quorum rule itself is the engine's (engine/model/quorum/quorum.ts); this file only adapts it to the
 * UI's node-status map and phrases the verdict for people.
 */
import { tr } from '../i18n/index.ts';
import { recordVerdict, type NodeHealth, type NodeId, type RecordVerdict } from '../../engine/index.ts';
import type { GroupSelection } from './selection.ts';

/** A node's status as the cluster status fold gives it. */
export type NodeStatus = NodeHealth;
export type NodeStatusMap = Readonly<Record<NodeId, NodeStatus>>;

const isNodeDown = (status: NodeStatusMap) => (node: NodeId) => (status[node] ?? 'up') !== 'up';

export function recordAvailability(
  selection: readonly GroupSelection[],
  status: NodeStatusMap,
): RecordVerdict {
  return recordVerdict(selection, isNodeDown(status));
}

/** One line for the record-status banner, e.g. "reads OK · writes OK". */
export function verdictText(v: RecordVerdict): string {
  const part = (name: string, ok: boolean) =>
    `${name} ${ok ? tr('inspector:verdict.ok') : tr('inspector:verdict.unavailable')}`;
  const head = `${part(tr('inspector:verdict.reads'), v.read)} · ${part(tr('inspector:verdict.writes'), v.write)}`;
  if (v.read && v.write) return head;
  const short = v.groups
    .filter((g) => g.counted && !g.hasMajority)
    .map((g) =>
      tr('inspector:verdict.group', {
        group: g.group,
        alive: g.alive,
        nto: g.ntoSelect,
        majority: g.majority,
      }),
    );
  return short.length > 0 ? `${head} — ${short.join('; ')}` : `${head} — ${tr('inspector:verdict.noGroup')}`;
}
