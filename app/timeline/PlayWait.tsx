/**
 * Why Play is not pressable yet: while the run is being built (ydb-1000's thousand nodes take a
 * few seconds after the tiles paint) the bar says so, instead of a grey button with no reason.
 */
import { formatNumber } from '../i18n/format.ts';
import { useLanguage, useT } from '../i18n/useT.ts';
import { useAppStore } from '../store/index.ts';
import { selectRuntime, selectTopology } from '../store/selectors.ts';

export function PlayWait() {
  const t = useT('timeline');
  const lang = useLanguage();
  const runtime = useAppStore(selectRuntime);
  const nodes = useAppStore(selectTopology).nodes.length;
  if (runtime.kind !== 'starting') return null;
  return (
    <span className="tl-wait muted" role="status" data-testid="play-wait">
      {t('bar.preparing', { count: nodes, nodes: formatNumber(lang, nodes) })}
    </span>
  );
}
