/**
 * Tablets as StateStorage sees them: who leads each one now, at which generation, and how it got
 * there (elected, demoted, stopped, lost with its node). A new leader always takes a higher
 * generation than every earlier one (ydb/core/tablet/tablet_sys.cpp bumps it on every boot).
 */
import type { TabletEvent, TabletObserver } from './observerFold.ts';
import { EmptyRow, NodeChip, ObserverCard } from './ObserverParts.tsx';

/** YDB's root SchemeShard (ydb/core/base/domain.h), named so it reads as more than a number. */
const SCHEMESHARD_TABLET = '72057594046678944';

function HistoryStep({ ev }: { ev: TabletEvent }) {
  const ms = (ev.t / 1000).toFixed(1);
  switch (ev.kind) {
    case 'elected':
      return (
        <span className="obs-step obs-step-elected" title={`${ms} ms: elected on n${ev.node}`}>
          g{ev.generation} · n{ev.node}
        </span>
      );
    case 'demoted':
      return (
        <span className="obs-step obs-step-lost" title={`${ms} ms: demoted (${ev.reason ?? ''})`}>
          g{ev.generation} demoted
        </span>
      );
    case 'stopped':
      return (
        <span
          className="obs-step obs-step-lost"
          title={`${ms} ms: stopped on n${ev.node} (${ev.reason ?? ''})`}
        >
          n{ev.node} stopped
        </span>
      );
    case 'node-down':
      return (
        <span className="obs-step obs-step-lost" title={`${ms} ms: n${ev.node} went down with its leader`}>
          ✕ n{ev.node} down
        </span>
      );
  }
}

function TabletRow({ tab }: { tab: TabletObserver }) {
  const leader = tab.leaderNode;
  const steps = tab.history.slice(-6);
  return (
    <tr
      data-testid={`observer-tablet-${tab.tabletId}`}
      data-generation={tab.generation}
      data-leader-node={leader ?? ''}
      data-state={leader === null ? 'no-leader' : 'leader'}
      className={leader === null ? 'obs-row-lost' : undefined}
    >
      <td className="obs-key">
        <span className="mono">{tab.tabletId}</span>
        {tab.tabletId === SCHEMESHARD_TABLET && <span className="badge obs-tag">SchemeShard</span>}
      </td>
      <td>
        {leader === null ? (
          <span className="obs-pill obs-pill-bad">no leader</span>
        ) : (
          <NodeChip node={leader} />
        )}
      </td>
      <td className="obs-num">{tab.generation}</td>
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

export function TabletsCard({ tablets }: { tablets: readonly TabletObserver[] }) {
  return (
    <ObserverCard
      subsystem="statestorage"
      title="Tablets"
      sub="leader and generation in StateStorage"
      count={tablets.length}
      testId="observers-tablets"
      wide
    >
      <table className="obs-table">
        <thead>
          <tr>
            <th>Tablet</th>
            <th>Leader</th>
            <th className="obs-num">Gen</th>
            <th className="obs-grow">History</th>
          </tr>
        </thead>
        <tbody>
          {tablets.map((t) => (
            <TabletRow key={t.tabletId} tab={t} />
          ))}
          {tablets.length === 0 && (
            <EmptyRow cols={4}>No tablet booted yet — inspect a TabletId and press “Boot tablet”.</EmptyRow>
          )}
        </tbody>
      </table>
    </ObserverCard>
  );
}
