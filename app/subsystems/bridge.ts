/** Bridge mode in the page: the cluster state's proposals, commits, waits and syncs in the log. */
import { subsystemsById, type TraceEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { stories } from './story.ts';
import { PilesPanel } from '../views/bridge/PilesPanel.tsx';
import { readers, type AppSubsystem } from './types.ts';

const [descriptor] = subsystemsById(['bridge']);

export const bridgeApp: AppSubsystem = {
  id: 'bridge',
  label: descriptor!.view.label,
  panel: { tab: 'bridge', Panel: PilesPanel, when: (st) => st.topology.piles.length >= 2 },
  log: readers<TraceEvent>({
    'bridge.refused': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeRefused', { command: e.command, reason: e.reason }),
      alarm: true,
    }),
    'bridge.proposed': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeProposed', {
        cause: e.cause,
        gen: s(e.generation),
        primary: s(e.primary),
        piles: e.perPile.join(' / '),
      }),
    }),
    'bridge.committed': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeCommitted', {
        cause: e.cause,
        gen: s(e.generation),
        primary: s(e.primary),
        piles: e.perPile.join(' / '),
      }),
    }),
    'bridge.queued': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeQueued', { command: e.command, gen: s(e.behind) }),
    }),
    'bridge.waiting': (e) => ({
      nodes: [e.node],
      record: null,
      line: e.disks?.length
        ? L('bridgeWaitingDisks', {
            gen: s(e.generation),
            missing: e.missing.join(', '),
            disks: e.disks.join(', '),
          })
        : L('bridgeWaiting', { gen: s(e.generation), missing: e.missing.join(', ') }),
      alarm: true,
    }),
    'bridge.drive': (e) => ({
      nodes: [e.node],
      record: null,
      line: L(e.lost ? 'bridgeDriveLost' : 'bridgeDriveRestored', { node: node(e.node) }),
      alarm: e.lost,
    }),
    'bridge.put': (e) => ({
      nodes: e.by === undefined ? [e.node] : [e.node, e.by],
      record: null,
      line: e.ok
        ? L('bridgePutOk', { node: node(e.node), pp: s(e.ppGeneration), mode: e.mode, blob: e.blob ?? '' })
        : e.reason === 'no-disk-quorum'
          ? L('bridgePutNoQuorum', { node: node(e.node), mode: e.mode, group: s(e.group ?? '') })
          : L('bridgePutRefused', {
              node: node(e.node),
              pp: s(e.ppGeneration),
              mode: e.mode,
              group: s(e.group ?? ''),
              by: node(e.by ?? e.node),
              groupPp: s(e.groupPPGeneration ?? 0),
              reason: e.reason ?? '',
            }),
      alarm: !e.ok,
    }),
    'bridge.tabletLog': (e) => {
      const args = { node: node(e.node), tablet: e.tabletId, op: e.op, group: s(e.group ?? '') };
      if (e.state === 'resumed')
        return { nodes: [e.node], record: null, line: L('bridgeTabletLogResumed', args) };
      return {
        nodes: [e.node],
        record: null,
        line:
          e.state === 'refused'
            ? L('bridgeTabletLogRefused', { ...args, gen: s(e.generation ?? 0) })
            : L('bridgeTabletLogWaiting', { ...args, reason: e.reason ?? '' }),
        alarm: true,
      };
    },
    // Every execution is traced; under the committed config it is routine, shown with the messages.
    'bridge.vdiskOp': (e) => ({
      nodes: [e.node],
      record: null,
      ...(e.asCommitted ? { routine: true } : {}),
      line: L(e.asCommitted ? 'bridgeVDiskOpCommitted' : 'bridgeVDiskOp', {
        node: node(e.node),
        group: e.group,
        op: e.op,
        pp: s(e.ppGeneration),
        mode: e.mode,
        committedPp: s(e.committedPPGeneration),
      }),
    }),
    'bridge.applied': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeApplied', { node: node(e.node), gen: s(e.generation) }),
    }),
    'bridge.root': (e) => ({
      nodes: [e.node],
      record: null,
      line: L(e.root ? 'bridgeRoot' : 'bridgeRootLost', { node: node(e.node) }),
      alarm: !e.root,
    }),
    'bridge.session': (e) => {
      const mine = {
        gen: s(e.generation),
        primary: s(e.primary),
        promoted: s(e.promoted),
        piles: e.perPile.join(' / '),
      };
      return {
        nodes: [e.node, e.peer],
        record: null,
        line: e.accepted
          ? L('bridgeSessionAccepted', { node: node(e.node), peer: node(e.peer), ...mine })
          : L('bridgeSessionRefused', {
              node: node(e.node),
              peer: node(e.peer),
              reason: e.reason,
              ...mine,
              peerGen: s(e.peerGeneration),
              peerPrimary: s(e.peerPrimary),
              peerPromoted: s(e.peerPromoted),
              peerPiles: e.peerPerPile.join(' / '),
            }),
        alarm: !e.accepted,
      };
    },
    'bridge.sync': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('bridgeSync', {
        pile: s(e.pile),
        pct: { pct: e.permille / 1000, digits: 0 },
        blobs: s(e.blobs),
        totalBlobs: s(e.totalBlobs),
        kib: s(Math.round(e.bytes / 1024)),
        totalKib: s(Math.round(e.totalBytes / 1024)),
      }),
    }),
    'bridge.syncReport': (e) => ({
      nodes: [e.node],
      record: null,
      line: e.ok
        ? L('bridgeSyncReport', { pile: s(e.pile), gen: s(e.generation) })
        : L('bridgeSyncReportRefused', { pile: s(e.pile), gen: s(e.generation), stored: s(e.stored) }),
      alarm: !e.ok,
    }),
    'bridge.get': (e) => ({
      nodes: [e.node],
      record: null,
      line: L(e.found ? 'bridgeGetFound' : e.reason ? 'bridgeGetRefused' : 'bridgeGetMissing', {
        node: node(e.node),
        blob: e.blob,
        group: s(e.group),
        reason: e.reason ?? '',
      }),
      alarm: !e.found,
    }),
  }),
  story: stories<TraceEvent>({
    'bridge.put': (e, t) =>
      e.ok
        ? { text: t('putOk', { node: e.node, pp: e.ppGeneration }) }
        : {
            text: t(e.reason === 'stale-generation' ? 'putRefused' : 'putRefusedMismatch', {
              node: e.node,
              pp: e.ppGeneration,
              group: e.group ?? '',
              by: e.by ?? e.node,
              groupPp: e.groupPPGeneration ?? 0,
            }),
            alarm: true,
          },
  }),
};
