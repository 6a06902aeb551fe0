/**
 * Tablets as StateStorage sees them: who leads each one now, at which generation, and how it got
 * there (elected, demoted, stopped, lost with its node). A new leader always takes a higher
 * generation than every earlier one (ydb/core/tablet/tablet_sys.cpp bumps it on every boot).
 */
import type { TabletEvent, TabletObserver } from './observerFold.ts';
import { NodeChip, ObserverCard } from './ObserverParts.tsx';
import { useT } from '../../i18n/useT.ts';

/** YDB's root SchemeShard (ydb/core/base/domain.h), named so it reads as more than a number. */
const SCHEMESHARD_TABLET = '72057594046678944';

function HistoryStep({ ev }: { ev: TabletEvent }) {
  const t = useT('observers');
  const ms = (ev.t / 1000).toFixed(1);
  switch (ev.kind) {
    case 'elected':
      return (
        <span className="obs-step obs-step-elected" title={t('tablets.elected', { ms, node: ev.node })}>
          {t('tablets.step', { gen: ev.generation, node: ev.node })}
        </span>
      );
    case 'demoted':
      return (
        <span
          className="obs-step obs-step-lost"
          title={t('tablets.demoted', { ms, reason: ev.reason ?? '' })}
        >
          {t('tablets.demotedShort', { gen: ev.generation })}
        </span>
      );
    case 'stopped':
      return (
        <span
          className="obs-step obs-step-lost"
          title={t('tablets.stopped', { ms, node: ev.node, reason: ev.reason ?? '' })}
        >
          {t('tablets.stoppedShort', { node: ev.node })}
        </span>
      );
    case 'node-down':
      return (
        <span className="obs-step obs-step-lost" title={t('tablets.nodeDown', { ms, node: ev.node })}>
          {t('tablets.nodeDownShort', { node: ev.node })}
        </span>
      );
  }
}

/** `bridge`: a Pile column names the pile the leader runs in (the observers fold's `leaderPile`). */
function TabletRow({ tab, bridge }: { tab: TabletObserver; bridge: boolean }) {
  const t = useT('observers');
  const leader = tab.leaderNode;
  // A boot StateStorage already names (locked or written) but not elected yet: the Record panel's
  // replicas show it, so the row does too rather than "no leader" at the old generation.
  const booting = leader === null ? tab.candidate : null;
  const steps = tab.history.slice(-6);
  return (
    <tr
      data-testid={`observer-tablet-${tab.tabletId}`}
      data-generation={tab.generation}
      data-leader-node={leader ?? ''}
      data-leader-pile={tab.leaderPile ?? ''}
      data-state={leader !== null ? 'leader' : booting ? 'booting' : 'no-leader'}
      data-candidate-node={booting?.node ?? ''}
      className={leader === null && !booting ? 'obs-row-lost' : undefined}
    >
      <td className="obs-key">
        <span className="mono">{tab.tabletId}</span>
        {tab.tabletId === SCHEMESHARD_TABLET && <span className="badge obs-tag">SchemeShard</span>}
      </td>
      <td>
        {leader !== null ? (
          <NodeChip node={leader} />
        ) : booting ? (
          <span
            className="obs-booting"
            title={t('tablets.bootingTitle', { node: booting.node, gen: booting.generation })}
          >
            <span className="obs-pill obs-pill-warn">{t('tablets.booting')}</span>
            <NodeChip node={booting.node} />
          </span>
        ) : (
          <span className="obs-pill obs-pill-bad">{t('tablets.noLeader')}</span>
        )}
      </td>
      {bridge && (
        <td className="obs-pile" data-testid={`observer-tablet-pile-${tab.tabletId}`}>
          {tab.leaderPile === null ? '—' : t('tablets.pileName', { pile: tab.leaderPile })}
        </td>
      )}
      <td className="obs-num">{booting ? booting.generation : tab.generation}</td>
      <td className="obs-history">
        {tab.history.length > steps.length && <span className="muted">…</span>}
        {steps.map((ev, i) => (
          <span key={`${ev.t}-${i}`} className="obs-step-wrap">
            {i > 0 && <span className="obs-arrow">→</span>}
            <HistoryStep ev={ev} />
          </span>
        ))}
      </td>
    </tr>
  );
}

export function TabletsCard({
  tablets,
  bridge,
}: {
  tablets: readonly TabletObserver[];
  /** A bridge cluster: show the leader's pile. */
  bridge: boolean;
}) {
  const t = useT('observers');
  return (
    <ObserverCard
      section="tablets"
      subsystem="statestorage"
      count={tablets.length}
      columns={[
        [t('tablets.tablet')],
        [t('tablets.leader')],
        ...(bridge ? [[t('tablets.pile')] as const] : []),
        [t('tablets.gen'), 'obs-num'],
        [t('tablets.history'), 'obs-grow'],
      ]}
      wide
    >
      {tablets.map((tab) => (
        <TabletRow key={tab.tabletId} tab={tab} bridge={bridge} />
      ))}
    </ObserverCard>
  );
}
