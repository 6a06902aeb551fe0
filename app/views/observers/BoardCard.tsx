/**
 * Board subscribers: the publications each one currently sees for its path. A publication goes
 * away when its publisher unpublishes or its session to the replicas breaks (publisher node down),
 * as in ydb/core/base/board_replica.cpp, so a dead endpoint vanishes from every view.
 */
import type { BoardObserver } from './observerFold.ts';
import { NodeChip, ObserverCard } from './ObserverParts.tsx';
import { useT } from '../../i18n/useT.ts';

/** `sub-n5@n5` → `sub-n5` (the node is shown as its own chip). */
const shortName = (label: string) => label.replace(/@n\d+$/, '');

function Sees({ b }: { b: BoardObserver }) {
  const t = useT('observers');
  if (b.payloads === null) return <span className="muted obs-waiting">{t('board.waiting')}</span>;
  const at = (b.sinceUs / 1000).toFixed(1);
  return (
    <span className="obs-payloads">
      {b.payloads.map((p) => (
        <span key={p} className="obs-payload mono">
          {p}
        </span>
      ))}
      {b.payloads.length === 0 && <span className="muted">{t('board.nothing')}</span>}
      {b.removed.map((p) => (
        <span
          key={`-${p}`}
          className="obs-payload obs-payload-removed mono"
          title={t('board.withdrawn', { ms: at })}
        >
          {p}
        </span>
      ))}
    </span>
  );
}

export function BoardCard({ subscribers }: { subscribers: readonly BoardObserver[] }) {
  const t = useT('observers');
  return (
    <ObserverCard
      section="board"
      subsystem="board"
      count={subscribers.length}
      columns={[[t('board.subscriber')], [t('board.path')], [t('board.sees'), 'obs-grow']]}
    >
      {subscribers.map((b) => (
        <tr
          key={b.subscriber}
          data-testid={`observer-board-${b.subscriber}`}
          data-payloads={JSON.stringify(b.payloads ?? [])}
          data-removed={JSON.stringify(b.removed)}
          data-node={b.node}
          data-path={b.path}
          data-state={b.gone ? 'gone' : b.payloads === null ? 'waiting' : 'live'}
          className={b.gone ? 'obs-row-gone' : undefined}
        >
          <td className="obs-key">
            <span className="mono">{shortName(b.subscriber)}</span> <span className="muted">{t('on')}</span>{' '}
            <NodeChip node={b.node} />
          </td>
          <td className="mono obs-path" title={b.path}>
            {b.path}
          </td>
          <td>
            {b.gone ? (
              <span className="obs-pill obs-pill-bad" title={t('goneTitle')}>
                {t('gone')}
              </span>
            ) : null}{' '}
            <Sees b={b} />
          </td>
        </tr>
      ))}
    </ObserverCard>
  );
}
