/**
 * Sync progress in the Storage tab: the last sync of a NOT_SYNCHRONIZED pile's group from the primary
 * one (engine syncer: blobs the group lacked, copied with their bytes), done when all are copied and
 * BSController's report is accepted. Blobs written through the proxy (the control above) while a pile is
 * DISCONNECTED are what it copies when the pile rejoins.
 */
import { useT } from '../../i18n/useT.ts';
import { selectBridge } from '../../store/bridgeSelectors.ts';
import { useAppStore } from '../../store/index.ts';
import { StorageCard } from './StorageCard.tsx';

const kib = (bytes: number) => Math.round(bytes / 1024);

export function SyncProgress() {
  const t = useT('bridge');
  const bridge = useAppStore(selectBridge);
  const sync = bridge?.sync ?? null;
  const done = sync !== null && sync.blobs === sync.totalBlobs;
  return (
    <StorageCard testId="storage-sync" title={t('storage.syncTitle')}>
      {sync ? (
        <p
          className="storage-checks"
          data-testid="storage-sync-progress"
          data-pile={sync.pile}
          data-blobs={sync.blobs}
          data-total-blobs={sync.totalBlobs}
          data-done={done ? 'yes' : 'no'}
        >
          <meter min={0} max={1000} value={sync.permille} />{' '}
          {t('storage.syncProgress', {
            pile: sync.pile,
            gen: sync.generation,
            blobs: sync.blobs,
            totalBlobs: sync.totalBlobs,
            kib: kib(sync.bytes),
            totalKib: kib(sync.totalBytes),
          })}{' '}
          <span className={`badge ${done ? 'storage-ok' : ''}`}>
            {done ? t('storage.syncDone') : t('storage.syncRunning')}
          </span>
        </p>
      ) : (
        <p className="muted storage-checks" data-testid="storage-sync-progress" data-done="none">
          {t('storage.syncNone')}
        </p>
      )}
    </StorageCard>
  );
}
