/**
 * The Storage tab of a cluster without piles: its one static group (engine/model/blobstorage/group.ts),
 * its erasure, its VDisks on their nodes and racks, and whether it is OK (every VDisk up), DEGRADED
 * (some down, the erasure's quorum kept) or has LOST its quorum.
 */
import { useT } from '../../i18n/useT.ts';
import { useStaticGroups } from '../../store/storageSelectors.ts';
import { StorageCard } from './StorageCard.tsx';

const HEALTH_CLASS = { ok: 'storage-ok', degraded: 'storage-warn', lost: 'storage-bad' } as const;

export function ClusterGroup() {
  const t = useT('bridge');
  const group = useStaticGroups()[0];
  if (!group) return null;
  return (
    <div className="storage-panel" data-testid="storage-panel">
      <p className="muted storage-intro">{t('storage.clusterIntro')}</p>
      <StorageCard
        testId={`storage-group-${group.pile}`}
        title={t('storage.clusterGroup')}
        head={
          <>
            <span className="chip" data-testid="storage-erasure">
              {group.erasure}
            </span>
            <span
              className={`badge ${HEALTH_CLASS[group.health]}`}
              data-testid={`storage-quorum-${group.pile}`}
              data-quorum={group.groupQuorum ? 'yes' : 'no'}
              data-health={group.health}
            >
              {t(`storage.health.${group.health}`)}
            </span>
          </>
        }
        intro={t('storage.clusterChecks', {
          up: group.vdisks.filter((v) => v.up).length,
          total: group.vdisks.length,
        })}
      >
        <ul className="storage-vdisks">
          {group.vdisks.map((v) => (
            <li
              key={v.id}
              className={`storage-vdisk ${v.up ? 'up' : 'down'}`}
              data-testid={`storage-vdisk-${v.node}`}
              data-up={v.up ? 'yes' : 'no'}
            >
              <span className="storage-vdisk-id">{v.id}</span>{' '}
              {t('storage.on', { node: v.node, rack: v.domain })}{' '}
              <strong>{v.up ? t('storage.up') : t('storage.nodeDown')}</strong>
            </li>
          ))}
        </ul>
      </StorageCard>
    </div>
  );
}
