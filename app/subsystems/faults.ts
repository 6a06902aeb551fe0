/**
 * Log lines of the kernel's fault events, one reader per kind. The Record is exhaustive over
 * FaultEvent: a new fault event fails to compile until it has its line here (and its words in
 * app/i18n/locales/{en,ru}/log.json). The scrubber marks every kind listed here as a fault.
 */
import type { FaultEvent, Stamped } from '../../engine/index.ts';
import { L, s, type LogValue } from '../timeline/logLine.ts';
import type { EntryRow, OfKind } from './types.ts';

type Reader<K extends FaultEvent['kind']> = (e: Stamped<OfKind<FaultEvent, K>>) => EntryRow;

const nodes = (ids: readonly number[]): LogValue => ({ nodes: ids });
const pct = (p: number): LogValue => ({ pct: p, digits: 1 });

export const FAULT_LOG: { readonly [K in FaultEvent['kind']]: Reader<K> } = {
  'node.down': (e) => ({
    nodes: [e.target],
    record: null,
    line: L('nodeDown', { id: s(e.target) }),
    alarm: true,
  }),
  'node.up': (e) => ({ nodes: [e.target], record: null, line: L('nodeUp', { id: s(e.target) }) }),
  'node.crashed': (e) => ({
    nodes: [e.target],
    record: null,
    line: L('nodeCrashed', { id: s(e.target), error: e.error }),
    alarm: true,
  }),
  'link.cut': (e) => ({
    nodes: [...e.a, ...e.b],
    record: null,
    line: L(e.oneWay ? 'linkCutOneWay' : 'linkCut', { a: nodes(e.a), b: nodes(e.b) }),
    alarm: true,
  }),
  'link.healed': (e) => ({
    nodes: [...e.a, ...e.b],
    record: null,
    line: L('linkHealed', { a: nodes(e.a), b: nodes(e.b) }),
  }),
  'net.loss': (e) => ({ nodes: [], record: null, line: L('netLoss', { pct: pct(e.probability) }) }),
  'net.duplicate': (e) => ({ nodes: [], record: null, line: L('netDuplicate', { pct: pct(e.probability) }) }),
  'link.delay': (e) => ({
    nodes: [...e.a, ...e.b],
    record: null,
    line: L('linkDelay', { delay: { us: e.extraUs }, a: nodes(e.a), b: nodes(e.b) }),
  }),
};

/** Whether `kind` is a fault event (a red tick on the scrubber). */
export const isFaultKind = (kind: string): boolean => Object.hasOwn(FAULT_LOG, kind);
