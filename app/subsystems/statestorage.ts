/** StateStorage in the page: blue circles, tablet leaders and their resolution in the log. */
import { subsystemsById, type TraceEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { shortKey, stories } from './story.ts';
import { flowOf, readers, type AppSubsystem } from './types.ts';

const [descriptor] = subsystemsById(['statestorage']);

export const statestorageApp: AppSubsystem = {
  id: 'statestorage',
  label: descriptor!.view.label,
  flow: flowOf(descriptor!, '#005a8c', 'circle'),
  log: readers<TraceEvent>({
    'leader.elected': (e) => ({
      nodes: [e.node],
      record: e.tabletId,
      line: L('leaderElected', {
        tablet: e.tabletId,
        node: node(e.actor.node),
        actor: e.actor.name,
        gen: s(e.generation),
      }),
    }),
    'leader.demoted': (e) => ({
      nodes: [e.node],
      record: e.tabletId,
      line: L('leaderDemoted', { tablet: e.tabletId, gen: s(e.generation), reason: e.reason }),
      alarm: true,
    }),
    'tablet.stopped': (e) => ({
      nodes: [e.node],
      record: e.tabletId,
      line: L('tabletStopped', { tablet: e.tabletId, node: node(e.actor.node), reason: e.reason }),
    }),
    // bridge mode: a Bootstrapper outside the PRIMARY / PROMOTED pile hands the launch over
    'tablet.handoff': (e) => ({
      nodes: e.to === null ? [e.node] : [e.node, e.to],
      record: e.tabletId,
      line:
        e.to === null
          ? L('tabletHandoffNone', { tablet: e.tabletId, node: node(e.node), pile: e.pile, reason: e.reason })
          : L(e.cause === 'switchover' ? 'tabletSuccessor' : 'tabletHandoff', {
              tablet: e.tabletId,
              node: node(e.node),
              pile: e.pile,
              to: node(e.to),
              toPile: e.toPile ?? '',
              reason: e.reason,
            }),
      alarm: e.to === null,
    }),
    'tablet.served': (e) => ({
      nodes: [e.node],
      record: e.tabletId,
      line: L('tabletServed', {
        tablet: e.tabletId,
        node: node(e.client.node),
        gen: s(e.generation),
        step: s(e.step),
      }),
    }),
    'tablet.resolved': (e) => ({
      nodes: [e.node],
      record: e.tabletId,
      line: e.leader
        ? L('tabletResolved', { tablet: e.tabletId, node: node(e.leader.node), gen: s(e.generation) })
        : L('tabletResolvedNone', { tablet: e.tabletId, gen: s(e.generation) }),
    }),
    'ss.config.mismatch': (e) => ({
      nodes: [e.node, e.peer],
      record: null,
      line: L('ssConfigMismatch', {
        by: { key: `mismatchBy.${e.by}` },
        node: node(e.node),
        own: `${e.ownGeneration}/${e.ownGuid.toString(16)}`,
        heard: `${e.generation}/${e.guid.toString(16)}`,
        peer: node(e.peer),
      }),
      alarm: e.by === 'proxy',
    }),
  }),
  story: stories<TraceEvent>({
    'leader.elected': (e, t) => ({
      text: t('elected', { key: shortKey(e.tabletId), node: e.actor.node, gen: e.generation }),
      record: e.tabletId,
    }),
    'leader.demoted': (e, t) => ({
      text: t('demoted', {
        key: shortKey(e.tabletId),
        node: e.actor.node,
        gen: e.generation,
        reason: e.reason,
      }),
      record: e.tabletId,
    }),
    'tablet.resolved': (e, t) => ({
      text:
        e.leader === null
          ? t('resolvedNone', { node: e.node, key: shortKey(e.tabletId) })
          : t('resolved', {
              node: e.node,
              key: shortKey(e.tabletId),
              leader: e.leader.node,
              gen: e.generation,
            }),
      record: e.tabletId,
    }),
    'tablet.served': (e, t) => ({
      text: t('served', { key: shortKey(e.tabletId), node: e.actor.node, gen: e.generation }),
      record: e.tabletId,
    }),
  }),
};
