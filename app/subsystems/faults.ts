/**
 * The app's entry of each fault kind: the log line of its events and its control on the Network
 * tab. FAULT_LOG is exhaustive over FaultEvent: a new fault event fails to compile until it has
 * its line here. FAULT_CONTROLS is the Network tab's table of controls: which input each takes and
 * how its command is built (sent by the `fault` intent). The words of both, lines and controls,
 * are in app/i18n/locales/{en,ru}/log.json. The scrubber marks every kind in FAULT_LOG as a fault.
 */
import {
  MAX_LINK_DELAY_MS,
  type Command,
  type FaultEvent,
  type NodeCommand,
  type Stamped,
} from '../../engine/index.ts';
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

/** A kernel fault command (engine/kernel/faults.ts FAULTS). */
export type FaultCommand = Exclude<Command, NodeCommand>;

/** A rack, datacenter or pile by id, as the engine's node sets name them. */
export type Place = { readonly level: 'rack' | 'dc' | 'pile'; readonly id: string };

const nodeSet = (p: Place) =>
  p.level === 'rack' ? { racks: [p.id] } : p.level === 'dc' ? { dcs: [p.id] } : { piles: [p.id] };

/** What a control's command is built from: the number typed, in its input's unit (0 without one). */
interface NetInput {
  readonly value: number;
}

/** A link control's: the two chosen places and the direction too. */
interface LinkInput extends NetInput {
  readonly a: Place;
  readonly b: Place;
  readonly oneWay: boolean;
}

/** A `log:control.*` key: the Network tab's words live with the fault's log lines. */
type ControlKey =
  | 'cut'
  | 'healLink'
  | 'delay'
  | 'delayLabel'
  | 'ms'
  | 'setDelay'
  | 'lose'
  | 'lossLabel'
  | 'lossUnit'
  | 'set'
  | 'duplicate'
  | 'dupLabel'
  | 'percent'
  | 'healAll';

export interface NumberInput {
  /** Test id of the input field. */
  readonly testid: string;
  readonly initial: string;
  /** Words before the field, its aria label and its unit after it. */
  readonly before: ControlKey;
  readonly label: ControlKey;
  readonly unit: ControlKey;
  /** Its name in error messages (`log:control.field.<field>`), its largest value and unit. */
  readonly field: 'delay' | 'loss' | 'duplication';
  readonly max: number;
  readonly per: 'ms' | 'percent';
}

interface ControlBase {
  /** Test id of its button. */
  readonly testid: string;
  readonly button: ControlKey;
  readonly input?: NumberInput;
}

/** 'link': acts on the two chosen places (disabled until they are valid); 'net': everywhere. */
export type FaultControl =
  | (ControlBase & { readonly row: 'link'; build(v: LinkInput): FaultCommand })
  | (ControlBase & { readonly row: 'net'; build(v: NetInput): FaultCommand });

/** The Network tab's controls, in display order within each row. */
export const FAULT_CONTROLS: readonly FaultControl[] = [
  {
    testid: 'net-cut',
    button: 'cut',
    row: 'link',
    build: ({ a, b, oneWay }) =>
      oneWay
        ? { kind: 'link.cut', a: nodeSet(a), b: nodeSet(b), oneWay: true }
        : { kind: 'link.cut', a: nodeSet(a), b: nodeSet(b) },
  },
  {
    testid: 'net-heal',
    button: 'healLink',
    row: 'link',
    build: ({ a, b }) => ({ kind: 'link.heal', a: nodeSet(a), b: nodeSet(b) }),
  },
  {
    testid: 'net-delay-set',
    button: 'setDelay',
    row: 'link',
    input: {
      testid: 'net-delay',
      initial: '5',
      before: 'delay',
      label: 'delayLabel',
      unit: 'ms',
      field: 'delay',
      max: MAX_LINK_DELAY_MS,
      per: 'ms',
    },
    build: ({ a, b, value }) => ({
      kind: 'link.delay',
      a: nodeSet(a),
      b: nodeSet(b),
      extraUs: Math.round(value * 1000),
    }),
  },
  {
    testid: 'net-loss-set',
    button: 'set',
    row: 'net',
    input: {
      testid: 'net-loss',
      initial: '0',
      before: 'lose',
      label: 'lossLabel',
      unit: 'lossUnit',
      field: 'loss',
      max: 100,
      per: 'percent',
    },
    build: ({ value }) => ({ kind: 'net.loss', probability: value / 100 }),
  },
  {
    testid: 'net-dup-set',
    button: 'set',
    row: 'net',
    input: {
      testid: 'net-dup',
      initial: '0',
      before: 'duplicate',
      label: 'dupLabel',
      unit: 'percent',
      field: 'duplication',
      max: 100,
      per: 'percent',
    },
    build: ({ value }) => ({ kind: 'net.duplicate', probability: value / 100 }),
  },
  { testid: 'net-heal-all', button: 'healAll', row: 'net', build: () => ({ kind: 'net.healAll' }) },
];

/** The commands that heal one link in force: its cut, its extra delay. */
export function healLink(a: Place, b: Place, cut: boolean, delayed: boolean): FaultCommand[] {
  return [
    ...(cut ? [{ kind: 'link.heal' as const, a: nodeSet(a), b: nodeSet(b) }] : []),
    ...(delayed ? [{ kind: 'link.delay' as const, a: nodeSet(a), b: nodeSet(b), extraUs: 0 }] : []),
  ];
}
