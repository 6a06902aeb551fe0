/**
 * The static group's dsproxy-proxy in the Storage tab: per pair of the primary pile and another pile
 * its mode and submode, the PPGeneration of its config and each pile's group generation, as the
 * committed cluster state sets them (engine dsProxyStatus; bridge-mode docs, "dsproxy-proxy behavior").
 */
import { useMemo, useState } from 'react';
import { dsProxyStatus } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import { diskIntents } from '../../runtime/diskIntents.ts';
import { StorageCard } from './StorageCard.tsx';

export function ProxyConfig() {
  const t = useT('bridge');
  const bridge = useAppStore(selectBridge);
  const proxy = useMemo(() => (bridge ? dsProxyStatus(bridge) : null), [bridge]);
  const nodes = useAppStore((s) => s.topology.nodes);
  const [writer, setWriter] = useState(nodes[0]?.id ?? 1);
  if (!proxy) return null;
  return (
    <StorageCard
      testId="storage-proxy"
      className="storage-proxy"
      data={{ ppgen: proxy.ppGeneration }}
      title={t('proxy.title')}
      head={
        <span className="chip" data-testid="storage-proxy-ppgen">
          {t('proxy.ppGeneration', { n: proxy.ppGeneration })}
        </span>
      }
      intro={t('proxy.intro')}
    >
      <ul className="storage-vdisks">
        {proxy.pairs.map((p) => (
          <li
            key={p.pile}
            className="storage-proxy-pair"
            data-testid={`storage-proxy-pair-${p.pile}`}
            data-mode={p.mode}
            data-submode={p.submode ?? ''}
          >
            <strong>{t('proxy.pair', { primary: p.primary, pile: p.pile })}</strong>{' '}
            <span className="storage-vdisk-id">
              {p.submode
                ? t('proxy.modeSub', { mode: p.mode, submode: p.submode })
                : t('proxy.modeName', { mode: p.mode })}
            </span>{' '}
            <span className="muted">{t(`proxy.mode.${p.mode}`)}</span>
          </li>
        ))}
      </ul>
      <p className="muted storage-checks" data-testid="storage-proxy-groups">
        {proxy.groups
          .map((g) => t('proxy.group', { pile: g.pile, gen: g.generation, pp: g.ppGeneration }))
          .join(' · ')}
      </p>
      <p className="muted storage-checks">{t('proxy.check')}</p>
      <div className="storage-write">
        <label>
          {t('proxy.writeThrough')}{' '}
          <select
            data-testid="storage-write-node"
            value={writer}
            onChange={(e) => setWriter(Number(e.target.value))}
          >
            {nodes.map((n) => (
              <option key={n.id} value={n.id}>{`n${n.id}`}</option>
            ))}
          </select>
        </label>
        <button type="button" data-testid="storage-write" onClick={() => diskIntents.writeBlob(writer)}>
          {t('proxy.write')}
        </button>
      </div>
    </StorageCard>
  );
}
