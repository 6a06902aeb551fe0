/**
 * BSController's pools in the Storage tab: one per pile with that pile's groups and one of
 * proxy-proxy pairs, the only pool Hive places tablet channels in (engine bridgePools; bridge-mode
 * docs, "Configuration and startup of other tablets").
 */
import { useMemo } from 'react';
import { bridgePools, tabletChannelGroup } from '../../../engine/index.ts';
import { useT } from '../../i18n/useT.ts';
import { useAppStore } from '../../store/index.ts';
import { StorageCard } from './StorageCard.tsx';

export function PoolsCard() {
  const t = useT('bridge');
  const topology = useAppStore((s) => s.topology);
  const pools = useMemo(() => bridgePools(topology), [topology]);
  if (!pools) return null;
  const channels = tabletChannelGroup(pools);
  return (
    <StorageCard
      testId="storage-pools"
      className="storage-pools"
      title={t('pools.title', { pool: pools.storagePool })}
      intro={t('pools.intro')}
    >
      <ul className="storage-vdisks">
        {pools.pools.map((p) => (
          <li
            key={p.id}
            className="storage-pool"
            data-testid={`storage-pool-${p.id}`}
            data-tablets={p.tabletChannels ? 'yes' : 'no'}
          >
            <strong>
              {p.pile === null ? t('pools.proxy', { id: p.id }) : t('pools.pile', { id: p.id, pile: p.pile })}
            </strong>{' '}
            <span className="storage-vdisk-id">{p.groups.join(', ')}</span>
            {p.tabletChannels && p.groups.includes(channels ?? '') && (
              <span className="badge storage-ok storage-pool-tablets">{t('pools.tablets')}</span>
            )}
          </li>
        ))}
      </ul>
    </StorageCard>
  );
}
