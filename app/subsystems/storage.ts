/** Storage in the page: each pile's static group and its disk quorum (the Storage tab). */
import { StoragePanel } from '../views/storage/StoragePanel.tsx';
import type { AppSubsystem } from './types.ts';

export const storageApp: AppSubsystem = {
  id: 'storage',
  label: 'Storage',
  log: {},
  panel: { tab: 'storage', Panel: StoragePanel, when: (st) => st.topology.piles.length >= 2 },
};
