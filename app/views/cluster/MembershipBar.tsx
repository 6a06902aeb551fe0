/**
 * Growing and shrinking the live cluster, shown when the run has reserved slots or a node left:
 * "add rack" / "add node" join the next reserved slots, "decommission" takes a chosen member out.
 * Each button only sends a command (app/runtime/membershipIntents.ts); the distconf root's refusal
 * (a node that still hosts a replica) is read back from the trace and shown as YDB words it; the
 * kernel's refusal of an add whose slots already joined is said in the page's language. A refusal
 * stays until it is dismissed or the person presses another button here, as a notice does. Where
 * the bar is narrow (1024 px, Russian) the buttons take short labels so it keeps to one line and
 * the cluster drawing below keeps its height.
 */
import { useRef, useState } from 'react';
import { isMember, nextReservedNode, nextReservedRack, type Membership } from '../../../engine/index.ts';
import { useLanguage, useT } from '../../i18n/useT.ts';
import { membershipIntents } from '../../runtime/membershipIntents.ts';
import { useAppStore } from '../../store/index.ts';
import { joinRefusedLine } from '../../timeline/joinRefusal.ts';
import { renderLogLine } from '../../timeline/logLine.ts';
import { useElementSize } from '../common/useElementSize.ts';
import './membership.css';

/** Narrower than this (px) the buttons take their short labels. */
const COMPACT_BELOW_PX = 760;

/** A log line starts in lower case; on its own here it is a sentence (an identifier stays as it is). */
const sentence = (s: string) => (/^\p{L}+\s/u.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

export function MembershipBar() {
  const topology = useAppStore((s) => s.topology);
  const membership = useAppStore((s) => s.membership);
  if (membership === null || (topology.reserve === undefined && membership.left.size === 0)) return null;
  return <Bar membership={membership} />;
}

function Bar({ membership }: { membership: Membership }) {
  const t = useT('cluster');
  const tl = useT('log');
  const tc = useT('common');
  const lang = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const compact = useElementSize(ref).width < COMPACT_BELOW_PX;
  const topology = useAppStore((s) => s.topology);
  const live = useAppStore((s) => s.runtime.kind === 'live');
  const decommissionRefusal = useAppStore((s) =>
    s.liveConfig?.refusal?.command === 'cluster.decommission' ? s.liveConfig.refusal : null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  // The refusals put away (dismissed, or another button pressed): a new refusal is a new object.
  const [putAway, setPutAway] = useState<readonly object[]>([]);
  const joinRefusal = membership.refused && !putAway.includes(membership.refused) ? membership.refused : null;
  const refusal = decommissionRefusal && !putAway.includes(decommissionRefusal) ? decommissionRefusal : null;
  const putAwayNow = () => setPutAway([membership.refused, decommissionRefusal].filter((r) => r !== null));
  const rack = nextReservedRack(topology, membership);
  const slot = nextReservedNode(membership);
  const members = topology.nodes.filter((n) => isMember(membership, n.id));
  const node = chosen !== null && isMember(membership, chosen) ? chosen : (members[0]?.id ?? null);
  const counts = t('membership.counts', {
    members: members.length,
    reserved: membership.reserved.size,
    left: membership.left.size,
  });
  const addRack = rack === null ? t('membership.addRackNone') : t('membership.addRack', { rack });
  const addNode = slot === null ? t('membership.addNodeNone') : t('membership.addNode', { node: slot });
  const label = (full: string, short: string) =>
    compact ? { children: short, title: full } : { children: full };
  return (
    <div
      className="membership-bar"
      data-testid="membership-bar"
      data-compact={compact || undefined}
      ref={ref}
    >
      <div className="membership-row">
        <span className="membership-counts" data-testid="membership-counts" title={counts}>
          {counts}
        </span>
        <button
          type="button"
          className="btn btn-small"
          data-testid="add-rack"
          disabled={!live || rack === null}
          onClick={() => (putAwayNow(), membershipIntents.addRack())}
          {...label(addRack, rack === null ? addRack : t('membership.addRackShort', { rack }))}
        />
        <button
          type="button"
          className="btn btn-small"
          data-testid="add-node"
          disabled={!live || slot === null}
          onClick={() => (putAwayNow(), membershipIntents.addNode())}
          {...label(addNode, slot === null ? addNode : t('membership.addNodeShort', { node: slot }))}
        />
        <label className="membership-pick">
          {!compact && t('membership.pick')}
          <select
            data-testid="decommission-node"
            aria-label={t('membership.pick')}
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
          onClick={() => node !== null && (putAwayNow(), membershipIntents.decommission(node))}
          {...label(t('membership.decommission'), t('membership.decommissionShort'))}
        />
      </div>
      {joinRefusal && (
        <span className="membership-refusal" role="status">
          <span data-testid="join-refusal">
            {sentence(renderLogLine(joinRefusedLine(joinRefusal.command, joinRefusal.refusal), tl, lang))}
          </span>
          <button
            type="button"
            className="notice-close"
            data-testid="join-refusal-dismiss"
            aria-label={tc('dismiss')}
            onClick={putAwayNow}
          >
            ×
          </button>
        </span>
      )}
      {refusal && (
        <span className="membership-refusal" role="status">
          {/* The reason is distconf's own text (English, as YDB logs it). */}
          <span data-testid="decommission-refusal">
            {t('membership.refused', { reason: refusal.reason })}
          </span>
          <button type="button" className="notice-close" aria-label={tc('dismiss')} onClick={putAwayNow}>
            ×
          </button>
        </span>
      )}
    </div>
  );
}
