/**
 * Growing and shrinking the live cluster, shown when the run has reserved slots or a node left:
 * "add rack" / "add node" join the next reserved slots, "decommission" takes a chosen member out.
 * Each button only sends a command (app/runtime/membershipIntents.ts); the distconf root's refusal
 * (a node that still hosts a replica) is read back from the trace and shown as YDB words it, and
 * so is the kernel's refusal of an add whose slots already joined.
 */
import { useState } from 'react';
import { isMember, nextReservedNode, nextReservedRack } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { membershipIntents } from '../../runtime/membershipIntents.ts';
import { useAppStore } from '../../store/index.ts';
import './membership.css';

export function MembershipBar() {
  const t = useT('cluster');
  const topology = useAppStore((s) => s.topology);
  const membership = useAppStore((s) => s.membership);
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const refusal = useAppStore((s) =>
    s.liveConfig?.refusal?.command === 'cluster.decommission' ? s.liveConfig.refusal : null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  if (membership === null || (topology.reserve === undefined && membership.left.size === 0)) return null;
  const rack = nextReservedRack(topology, membership);
  const slot = nextReservedNode(membership);
  const members = topology.nodes.filter((n) => isMember(membership, n.id));
  const node = chosen !== null && isMember(membership, chosen) ? chosen : (members[0]?.id ?? null);
  return (
    <div className="membership-bar" data-testid="membership-bar">
      <span className="membership-counts" data-testid="membership-counts">
        {t('membership.counts', {
          members: members.length,
          reserved: membership.reserved.size,
          left: membership.left.size,
        })}
      </span>
      <button
        type="button"
        className="btn btn-small"
        data-testid="add-rack"
        disabled={!live || rack === null}
        onClick={membershipIntents.addRack}
      >
        {rack === null ? t('membership.addRackNone') : t('membership.addRack', { rack })}
      </button>
      <button
        type="button"
        className="btn btn-small"
        data-testid="add-node"
        disabled={!live || slot === null}
        onClick={membershipIntents.addNode}
      >
        {slot === null ? t('membership.addNodeNone') : t('membership.addNode', { node: slot })}
      </button>
      <label className="membership-pick">
        {t('membership.pick')}
        <select
          data-testid="decommission-node"
          value={node ?? ''}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          {members.map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn-small"
        data-testid="decommission"
        disabled={!live || node === null}
        onClick={() => node !== null && membershipIntents.decommission(node)}
      >
        {t('membership.decommission')}
      </button>
      {membership.refused && (
        <span className="membership-refusal" data-testid="join-refusal" role="status">
          {t('membership.joinRefused', membership.refused)}
        </span>
      )}
      {refusal && (
        <span className="membership-refusal" data-testid="decommission-refusal" role="status">
          {/* The reason is distconf's own text (English, as YDB logs it). */}
          {t('membership.refused', { reason: refusal.reason })}
        </span>
      )}
    </div>
  );
}
