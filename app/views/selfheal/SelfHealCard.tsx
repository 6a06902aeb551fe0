/**
 * SelfHeal (YDB's metadata SelfHeal on the distconf root): whether it is on, each node's Sentinel
 * state when it is not GOOD, the run in progress with the time to its next step, and how the last
 * activation ended. Off by default; the button sends `selfheal.enable`.
 */
import { useSyncExternalStore } from 'react';
import { stuckBadNodes } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { session, selfHeal } from '../../runtime/page.ts';
import { useAppStore } from '../../store/index.ts';
import { selectRuntime, selectTopology } from '../../store/selectors.ts';
import { selectCommittedConfig } from '../../store/bridgeSelectors.ts';
import { EmptyRow, NodeChip } from '../observers/ObserverParts.tsx';
import { dueLine, lastLine, pileLines, runLine } from './selfHealText.ts';

export function SelfHealCard() {
  const t = useT('selfheal');
  const v = useSyncExternalStore(selfHeal.subscribe, selfHeal.current);
  const nowUs = useAppStore((s) => s.timeUs);
  const topology = useAppStore(selectTopology);
  const live = useAppStore(selectRuntime).kind === 'live';
  const nodes = [...v.health].sort((a, b) => a[0] - b[0]);
  const last = lastLine(v);
  const config = useAppStore(selectCommittedConfig);
  const stuck = stuckBadNodes(v, topology, config);
  const enable = () => {
    const first = topology.nodes[0];
    if (first !== undefined) session.command({ kind: 'selfheal.enable', node: first.id });
  };
  return (
    <section className="obs-card obs-card-wide" data-testid="selfheal-card" aria-label={t('title')}>
      <header className="obs-card-head">
        <h3>{t('title')}</h3>
        <span className="obs-count" data-testid="selfheal-enabled">
          {v.enabled ? t('on') : t('off')}
        </span>
        <span className="obs-card-sub">
          {v.root === null ? t('rootUnknown') : t('root', { node: v.root })}
        </span>
        {!v.enabled && (
          <button className="btn btn-small" data-testid="selfheal-enable" disabled={!live} onClick={enable}>
            {t('enable')}
          </button>
        )}
      </header>
      <div className="obs-scroll">
        <p className="selfheal-line" data-testid="selfheal-run">
          {v.run === null ? t('noRun') : `${runLine(v.run)} · ${dueLine(v.run, nowUs)}`}
        </p>
        {v.run !== null &&
          pileLines(v.run).map((p) => (
            <p className="selfheal-line" data-testid={`selfheal-pile-${p.pile}`} key={p.pile}>
              {p.text}
            </p>
          ))}
        {last !== null && (
          <p className="selfheal-line muted" data-testid="selfheal-last">
            {last}
          </p>
        )}
        {stuck.map((x) => (
          <p className="selfheal-line selfheal-why" data-testid="selfheal-why" key={x.node}>
            {t('noSpare', { node: x.node, rack: x.rack })}
          </p>
        ))}
        <table className="obs-table" data-testid="selfheal-nodes">
          <thead>
            <tr>
              <th>{t('node')}</th>
              <th className="obs-grow">{t('sentinel')}</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map(([node, health]) => (
              <tr key={node} data-testid={`selfheal-node-${node}`} data-health={health}>
                <td>
                  <NodeChip node={node} />
                </td>
                <td className={health === 'BAD' ? 'selfheal-bad' : ''}>{health}</td>
              </tr>
            ))}
            {nodes.length === 0 && (
              <EmptyRow cols={2}>{v.enabled ? t('allGood') : t('sentinelOff')}</EmptyRow>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
