/**
 * Growing and shrinking the live cluster, shown when the run has reserved slots or a node left:
 * "add rack" / "add node" join the next reserved slots, "decommission" takes a chosen member out.
 * Each button only sends a command (app/runtime/membershipIntents.ts); the distconf root's refusal
 * of a decommission (a node that still hosts a replica, SelfHeal off) and the kernel's refusal of
 * an add whose slots already joined are read back from the trace as data and said in the page's
 * language. A refusal
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

/** One of the bar's buttons: its full label, or the short one (the full one as its title) where the bar is narrow. */
function BarButton(p: {
  testId: string;
  compact: boolean;
  full: string;
  short: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-small"
      data-testid={p.testId}
      disabled={p.disabled}
      onClick={p.onClick}
      title={p.compact ? p.full : undefined}
    >
      {p.compact ? p.short : p.full}
    </button>
  );
}

/** A refusal with its × to put it away. */
function Refusal({
  testId,
  onDismiss,
  children,
}: {
  testId: string;
  onDismiss: () => void;
  children: string;
}) {
  const tc = useT('common');
  return (
    <span className="membership-refusal" role="status">
      <span data-testid={testId}>{children}</span>
      <button
        type="button"
        className="notice-close"
        data-testid={`${testId}-dismiss`}
        aria-label={tc('dismiss')}
        onClick={onDismiss}
      >
        ×
      </button>
    </span>
  );
}

export function MembershipBar() {
  const topology = useAppStore((s) => s.topology);
  const membership = useAppStore((s) => s.membership);
  if (membership === null || (topology.reserve === undefined && membership.left.size === 0)) return null;
  return <Bar membership={membership} />;
}

function Bar({ membership }: { membership: Membership }) {
  const t = useT('cluster');
  const tl = useT('log');
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
  const leaving = topology.nodes.filter((n) => membership.draining.has(n.id)).map((n) => n.name);
  const counts =
    t('membership.counts', {
      members: members.length,
      reserved: membership.reserved.size,
      left: membership.left.size,
    }) + (leaving.length > 0 ? ` · ${t('membership.leaving', { nodes: leaving.join(', ') })}` : '');
  const addRack = rack === null ? t('membership.addRackNone') : t('membership.addRack', { rack });
  const addNode = slot === null ? t('membership.addNodeNone') : t('membership.addNode', { node: slot });
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
        <BarButton
          testId="add-rack"
          compact={compact}
          full={addRack}
          short={rack === null ? addRack : t('membership.addRackShort', { rack })}
          disabled={!live || rack === null}
          onClick={() => (putAwayNow(), membershipIntents.addRack())}
        />
        <BarButton
          testId="add-node"
          compact={compact}
          full={addNode}
          short={slot === null ? addNode : t('membership.addNodeShort', { node: slot })}
          disabled={!live || slot === null}
          onClick={() => (putAwayNow(), membershipIntents.addNode())}
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
        <BarButton
          testId="decommission"
          compact={compact}
          full={t('membership.decommission')}
          short={t('membership.decommissionShort')}
          disabled={!live || node === null}
          onClick={() => node !== null && (putAwayNow(), membershipIntents.decommission(node))}
        />
      </div>
      {joinRefusal && (
        <Refusal testId="join-refusal" onDismiss={putAwayNow}>
          {sentence(renderLogLine(joinRefusedLine(joinRefusal.command, joinRefusal.refusal), tl, lang))}
        </Refusal>
      )}
      {refusal && (
        <Refusal testId="decommission-refusal" onDismiss={putAwayNow}>
          {refusal.replicaHost
            ? t('membership.refusedHost', { ...refusal.replicaHost })
            : t('membership.refused', { reason: refusal.reason })}
        </Refusal>
      )}
    </div>
  );
}
