/**
 * Storage in the page: the static groups and their disk quorum (the Storage tab) — each pile's in
 * bridge mode, else the cluster's one.
 */
import { StoragePanel } from '../views/storage/StoragePanel.tsx';
import type { AppSubsystem } from './types.ts';

export const storageApp: AppSubsystem = {
  id: 'storage',
  label: 'Storage',
  log: {},
  panel: { tab: 'storage', Panel: StoragePanel },
};
