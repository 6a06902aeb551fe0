/**
 * The Storage tab. Without piles: the cluster's one static group (ClusterGroup.tsx). In bridge mode:
 * each pile's static group (distconf allocates one per pile on that pile's nodes),
 * its VDisks with the node they sit on and whether they are up, and whether the group and the pile's
 * drives have the disk quorum a config commit needs in that pile (`HasStorageQuorum`,
 * `HasDiskQuorum`). Buttons lose or restore a pile's drives, a VDisk's button its node's drive.
 */
import { useT } from '../../i18n/useT.ts';
import { diskIntents } from '../../runtime/diskIntents.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import { useStaticGroups } from '../../store/storageSelectors.ts';
import { ClusterGroup } from './ClusterGroup.tsx';
import { PoolsCard } from './PoolsCard.tsx';
import { ProxyConfig } from './ProxyConfig.tsx';
import { StorageCard } from './StorageCard.tsx';
import { SyncProgress } from './SyncProgress.tsx';
import './storage.css';

export function StoragePanel() {
  const bridgeMode = useAppStore((s) => s.topology.piles.length >= 2);
  return bridgeMode ? <PileGroups /> : <ClusterGroup />;
}

function PileGroups() {
  const t = useT('bridge');
  const bridge = useAppStore(selectBridge);
  const groups = useStaticGroups();
  if (!bridge || groups.length === 0) return null;
  return (
    <div className="storage-panel" data-testid="storage-panel">
      <p className="muted storage-intro">{t('storage.intro')}</p>
      <ProxyConfig />
      <PoolsCard />
      <SyncProgress />
      {groups.map((g) => {
        const quorum = g.groupQuorum && g.driveQuorum === true;
        return (
          <StorageCard
            key={g.pile}
            testId={`storage-group-${g.pile}`}
            title={t('storage.group', { pile: g.pile })}
            head={
              <>
                <span className="chip">{g.erasure}</span>
                <span
                  className={`badge ${quorum ? 'storage-ok' : 'storage-bad'}`}
                  data-testid={`storage-quorum-${g.pile}`}
                  data-quorum={quorum ? 'yes' : 'no'}
                >
                  {quorum ? t('storage.quorum') : t('storage.noQuorum')}
                </span>
                <button
                  type="button"
                  className="chip chip-btn"
                  data-testid={`storage-lose-${g.pile}`}
                  onClick={() => diskIntents.pileDrives(g.pile, true)}
                >
                  {t('storage.lose')}
                </button>
                <button
                  type="button"
                  className="chip chip-btn"
                  data-testid={`storage-restore-${g.pile}`}
                  onClick={() => diskIntents.pileDrives(g.pile, false)}
                >
                  {t('storage.restore')}
                </button>
              </>
            }
            intro={t('storage.checks', {
              group: g.groupQuorum ? t('storage.yes') : t('storage.no'),
              drives: g.driveQuorum === true ? t('storage.yes') : t('storage.no'),
            })}
          >
            <ul className="storage-vdisks">
              {g.vdisks.map((v) => (
                <li key={v.id}>
                  <button
                    type="button"
                    className={`storage-vdisk ${v.up ? 'up' : 'down'}`}
                    data-testid={`storage-vdisk-${v.node}`}
                    data-up={v.up ? 'yes' : 'no'}
                    title={t('storage.toggle')}
                    onClick={() => diskIntents.toggleDrive(v.node)}
                  >
                    <span className="storage-vdisk-id">{v.id}</span>{' '}
                    {t('storage.on', { node: v.node, rack: v.domain })}{' '}
                    <strong>
                      {v.up ? t('storage.up') : v.driveLost ? t('storage.driveLost') : t('storage.nodeDown')}
                    </strong>
                  </button>
                </li>
              ))}
            </ul>
          </StorageCard>
        );
      })}
    </div>
  );
}
