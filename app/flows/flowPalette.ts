/**
 * Colours and shapes of messages by subsystem, from the app's subsystem entries (app/subsystems):
 * each takes its engine descriptor's colour (Okabe–Ito, made to stay apart under the common
 * colour-vision deficiencies) and the cluster legend's shape (circle = StateStorage, square =
 * Board, diamond = SchemeBoard), so colour is never the only cue. A message's code is its flow
 * entry's index in FLOW_SUBSYSTEMS (the kernel's grey last).
 */
import { FLOW_ENTRIES } from '../subsystems/index.ts';
import { messageCodeOf, type FlowEntry } from '../subsystems/read.ts';
import type { GlyphShape } from '../subsystems/types.ts';

/** A flow entry's id: `statestorage`, `board`, `schemeboard`, …, `system`. */
export type FlowSubsystem = string;

export const FLOW_SUBSYSTEMS: readonly FlowSubsystem[] = FLOW_ENTRIES.map((e) => e.id);

const SYSTEM = FLOW_ENTRIES[FLOW_ENTRIES.length - 1]!;
const entry = (id: FlowSubsystem): FlowEntry => FLOW_ENTRIES.find((e) => e.id === id) ?? SYSTEM;

export const flowColour = (id: FlowSubsystem): string => entry(id).flow.colour;
export const flowShape = (id: FlowSubsystem): GlyphShape => entry(id).flow.shape;

/** By message code (an index into FLOW_SUBSYSTEMS). */
export const CODE_COLOUR: readonly string[] = FLOW_ENTRIES.map((e) => e.flow.colour);
export const CODE_INK: readonly string[] = FLOW_ENTRIES.map((e) => e.flow.ink);

/** The message code of a message kind (its flow entry's index). */
export const messageCode: (kind: string) => number = messageCodeOf(FLOW_ENTRIES);

/** Drops: vermillion, the Okabe–Ito colour kept apart from every subsystem colour. */
export const DROP_COLOR = '#D55E00';

/** A flow entry's name as shown: its product name, or the kernel's words in the reader's language. */
export function flowLabel(id: FlowSubsystem, words: (key: 'flows.system') => string): string {
  const e = entry(id);
  return e.labelKey ? words(e.labelKey) : e.label;
}
