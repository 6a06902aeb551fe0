/**
 * An app-side subsystem entry: how one subsystem reads in the page (its name, its colour and shape
 * on the message flows, the log lines and Story sentences of its own trace events, its panel).
 * index.ts lists them; the event log, flows, legend, log filter, Story and lower tabs iterate that
 * list, so a subsystem brings its own entry.
 */
import type { ComponentType } from 'react';
import type { SubsystemDescriptor } from '../../engine/index.ts';
import type { AppState } from '../store/index.ts';
import type { LogLine } from '../timeline/logLine.ts';
import type { TFunction } from 'i18next';

export type GlyphShape = 'circle' | 'square' | 'diamond';

/** One trace event as the event log reads it. */
export interface EntryRow {
  /** Which flow entry colours the row and filters it (default: the reading entry's, else 'system'). */
  readonly subsystem?: string;
  /** A message's kind: the row takes the colour of the flow entry whose prefix it has. */
  readonly message?: string;
  /** Nodes the event concerns (sender and receiver of a message; the failed node of a fault). */
  readonly nodes: readonly number[];
  /** Record key (tablet id or path) or null. */
  readonly record: string | null;
  readonly line: LogLine;
  /** Network events (msg.*) are hidden unless the log shows messages. */
  readonly network?: boolean;
  /**
   * A routine event that happens with every message (a VDisk's execution of an operation under its
   * committed config): hidden, like the messages, unless the log shows messages.
   */
  readonly routine?: boolean;
  /** Worth a colour: drops, failures, violated invariants. */
  readonly alarm?: boolean;
}

/** Looks up a message's kind by id (drops and deliveries do not carry it). */
export type KindOf = (id: number) => string | undefined;

export type LogReader = (e: { readonly kind: string }, kindOf: KindOf) => EntryRow;

/** Its messages' own colour and shape on the flows, the legend and the log's filter. */
export interface FlowLook {
  readonly colour: string;
  /** A darker shade of the colour for text on white (labels, log), readable at 11 px. */
  readonly ink: string;
  readonly shape: GlyphShape;
  /** Message kinds under this prefix are its (the descriptor's `view.messagePrefix`). */
  readonly messagePrefix: string;
}

export interface StoryLine {
  readonly text: string;
  /** The record the sentence is about (tablet id or path), to inspect. */
  readonly record?: string;
  /** Worth a colour, as the log's alarm rows (a refused write). */
  readonly alarm?: boolean;
}

export type FeedT = TFunction<'feed'>;
export type StoryReader = (e: { readonly kind: string }, t: FeedT) => StoryLine;

export interface AppSubsystem {
  readonly id: string;
  /** Its name as shown: a product name (`StateStorage`), the same in every language. */
  readonly label: string;
  /** A `timeline` catalogue key read instead of `label`, for an entry named in words (the kernel's). */
  readonly labelKey?: 'flows.system';
  readonly flow?: FlowLook;
  /** Log lines of its own trace event kinds, one reader per kind. */
  readonly log: Readonly<Record<string, LogReader>>;
  /** Story sentences of the kinds worth one (app/subsystems/story.ts). */
  readonly story?: Readonly<Record<string, StoryReader>>;
  /** Its lower tab, after the page's own tabs in list order (app/App.tsx). */
  readonly panel?: SubsystemPanel;
}

interface SubsystemPanel {
  /**
   * The tab's id (its test id is `tab-<id>`). Named by `common:tab.<id>` and its error area by
   * `common:area.<id>` when the catalogue has them, else by the entry's label.
   */
  readonly tab: string;
  readonly Panel: ComponentType;
  /** Shown only while this holds (absent: always). */
  readonly when?: (s: AppState) => boolean;
}

/** The members of `E` that may carry kind `K` (members may declare several kinds). */
export type OfKind<E, K> = E extends { readonly kind: infer X } ? (K extends X ? E : never) : never;

type Readers<E extends { readonly kind: string }> = {
  readonly [K in E['kind']]?: (e: OfKind<E, K>, kindOf: KindOf) => EntryRow;
};

/** Typed per-kind readers (`e` narrowed to each kind), stored untyped in the entry. */
export const readers = <E extends { readonly kind: string }>(
  r: Readers<E>,
): Readonly<Record<string, LogReader>> => r as unknown as Readonly<Record<string, LogReader>>;

/** A descriptor's name and colour, with the app's darker ink and its shape. */
export function flowOf(d: SubsystemDescriptor, ink: string, shape: GlyphShape): FlowLook {
  return { colour: d.view.colour, ink, shape, messagePrefix: d.view.messagePrefix };
}
