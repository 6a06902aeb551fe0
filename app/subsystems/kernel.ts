/**
 * The kernel's entry: its own events (messages, faults, configuration pushes, invariants,
 * expectations, notes) and the grey of commands, interconnect and messages no subsystem claims.
 */
import type { KernelEvent } from '../../engine/index.ts';
import { L, node, s } from '../timeline/logLine.ts';
import { joinRefusedLine } from '../timeline/joinRefusal.ts';
import { FAULT_LOG } from './faults.ts';
import { stories } from './story.ts';
import { readers, type AppSubsystem } from './types.ts';

export const kernelApp: AppSubsystem = {
  id: 'system',
  label: 'system, commands',
  labelKey: 'flows.system',
  flow: { colour: '#8a8f98', ink: '#5f6875', shape: 'circle', messagePrefix: '' },
  log: readers<KernelEvent>({
    ...(FAULT_LOG as object),
    'msg.sent': (e) => ({
      message: e.msg,
      nodes: [e.from.node, e.to.node],
      record: null,
      line: L('sent', {
        msg: e.msg,
        from: node(e.from.node),
        to: node(e.to.node),
        lat: { ms: e.deliverAt - e.t, digits: 2 },
      }),
      network: true,
    }),
    'msg.delivered': (e, kindOf) => {
      const k = kindOf(e.id);
      const v = { id: s(e.id), to: node(e.to.node) };
      return {
        message: k ?? '',
        nodes: [e.to.node],
        record: null,
        line: k ? L('deliveredKind', { ...v, msg: k }) : L('delivered', v),
        network: true,
      };
    },
    'msg.dropped': (e, kindOf) => {
      const k = kindOf(e.id);
      const v = { to: node(e.to.node), reason: { key: `drop.${e.reason}` } as const };
      return {
        message: k ?? '',
        nodes: [e.to.node],
        record: null,
        line: k ? L('dropped', { ...v, msg: k }) : L('droppedId', { ...v, id: s(e.id) }),
        network: true,
        alarm: true,
      };
    },
    'config.changed': (e) => ({ nodes: [], record: null, line: L('configChanged', { summary: e.summary }) }),
    'config.applied': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('configApplied', { node: node(e.node), version: s(e.version) }),
    }),
    'cluster.joined': (e) => ({
      nodes: [...e.nodes],
      record: null,
      line: L('clusterJoined', { nodes: { nodes: e.nodes } }),
    }),
    'cluster.joinRefused': (e) => ({
      nodes: [],
      record: null,
      line: joinRefusedLine(e.command, e.refusal),
      alarm: true,
    }),
    'invariant.violated': (e) => ({
      nodes: [e.node],
      record: null,
      line: L('invariant', { invariant: e.invariant, message: e.message }),
      alarm: true,
    }),
    'expect.met': (e) => ({
      nodes: [],
      record: null,
      line: L('expectMet', { expect: e.expect, detail: e.detail }),
    }),
    'expect.failed': (e) => ({
      nodes: [],
      record: null,
      line: L('expectFailed', { expect: e.expect, detail: e.detail }),
      alarm: true,
    }),
    // Scenario authors' own words: shown as written.
    note: (e) => ({ nodes: [e.node], record: null, line: L('verbatim', { text: e.text }) }),
  }),
  story: stories<KernelEvent>({
    'node.down': (e, t) => ({ text: t('nodeDown', { node: e.target }) }),
    'node.up': (e, t) => ({ text: t('nodeUp', { node: e.target }) }),
    'node.crashed': (e, t) => ({ text: t('nodeCrashed', { node: e.target }) }),
  }),
};
