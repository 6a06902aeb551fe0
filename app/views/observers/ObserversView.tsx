/**
 * The Observers tab of the lower panel: what every observer currently sees — tablet leaders in
 * StateStorage, Board subscribers' publications, scheme caches' schema versions — so the end of
 * each flow (an election, a publish, a schema change) reads as a state, not only as messages.
 */
import { useT } from '../../i18n/useT.ts';
import { useMemo, useSyncExternalStore } from 'react';
import { observers } from '../../runtime/page.ts';
import { useAppStore } from '../../store/index.ts';
import { selectRuntime } from '../../store/selectors.ts';
import { BoardCard } from './BoardCard.tsx';
import type { ObserverState } from './observerFold.ts';
import { SchemaCard } from './SchemaCard.tsx';
import { TabletsCard } from './TabletsCard.tsx';
import { SelfHealCard } from '../selfheal/SelfHealCard.tsx';
import './observers.css';

function sorted(s: ObserverState) {
  const byPathNode = <T extends { path: string; node: number }>(a: T, b: T) =>
    a.path.localeCompare(b.path) || a.node - b.node;
  return {
    tablets: [...s.tablets.values()].sort((a, b) => a.tabletId.localeCompare(b.tabletId)),
    board: [...s.board.values()].sort(byPathNode),
    schema: [...s.schema.values()].sort(byPathNode),
  };
}

export function ObserversView() {
  const t = useT('observers');
  const obs = useSyncExternalStore(observers.subscribe, observers.current);
  const runtime = useAppStore(selectRuntime);
  const { tablets, board, schema } = useMemo(() => sorted(obs), [obs]);
  return (
    <div className="observers" data-testid="observers">
      <div className="obs-tools">
        <span className="obs-title">{t('title')}</span>
        <span className="obs-hint">{runtime.kind === 'live' ? t('hintLive') : t('hintStatic')}</span>
      </div>
      <div className="obs-grid">
        <TabletsCard tablets={tablets} bridge={obs.piles.size > 0} />
        <BoardCard subscribers={board} />
        <SchemaCard caches={schema} />
        <SelfHealCard />
      </div>
    </div>
  );
}
