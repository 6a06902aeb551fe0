/**
 * Storage in the page: the static groups and their disk quorum (the Storage tab) — each pile's in
 * bridge mode, else the cluster's one — and the log lines of a tablet whose log the group holds up.
 */
import type { TraceEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { StoragePanel } from '../views/storage/StoragePanel.tsx';
import { readers, type AppSubsystem } from './types.ts';

export const storageApp: AppSubsystem = {
  id: 'storage',
  label: 'Storage',
  log: readers<TraceEvent>({
    'bs.tabletLog': (e) => {
      const args = { node: node(e.node), tablet: e.tabletId, op: e.op, group: s(e.group ?? '') };
      if (e.state === 'resumed')
        return { nodes: [e.node], record: null, line: L('bsTabletLogResumed', args) };
      return {
        nodes: [e.node],
        record: null,
        line:
          e.state === 'refused'
            ? L('bsTabletLogRefused', { ...args, gen: s(e.generation ?? 0) })
            : e.state === 'error'
              ? L('bsTabletLogError', args)
              : L('bsTabletLogWaiting', { ...args, reason: e.reason ?? '' }),
        alarm: true,
      };
    },
  }),
  panel: { tab: 'storage', Panel: StoragePanel },
};
