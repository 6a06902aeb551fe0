/**
 * Colours. Rings use Tableau 10 (designed to stay distinguishable for common colour-vision
 * deficiencies) and every replica also prints its ring number, so colour is never the only cue.
 * Subsystems are told apart by shape, not colour: each configured subsystem's shape and name come
 * from its app-side entry (app/subsystems).
 */
import { schemeTableau10 } from 'd3-scale-chromatic';
import { RING_SUBSYSTEMS, type Subsystem } from '../../engine/index.ts';
import { APP_SUBSYSTEMS } from '../subsystems/index.ts';
import type { AppSubsystem, GlyphShape } from '../subsystems/types.ts';

export type { GlyphShape } from '../subsystems/types.ts';

/** Fill colour of ring `ring` (cycles after 10 rings). */
export function ringColor(ring: number): string {
  return schemeTableau10[ring % 10] as string;
}

function entryOf(s: Subsystem): AppSubsystem & { readonly flow: NonNullable<AppSubsystem['flow']> } {
  const e = APP_SUBSYSTEMS.find((x) => x.id === s);
  if (!e?.flow) throw new Error(`subsystem '${s}' has no app entry with a flow look (app/subsystems)`);
  return { ...e, flow: e.flow };
}

const bySubsystem = <T>(f: (e: ReturnType<typeof entryOf>) => T): Readonly<Record<Subsystem, T>> =>
  Object.fromEntries(RING_SUBSYSTEMS.map((s) => [s, f(entryOf(s))])) as Record<Subsystem, T>;

export const SUBSYSTEM_SHAPE: Readonly<Record<Subsystem, GlyphShape>> = bySubsystem((e) => e.flow.shape);

/** Product names, the same in every language. */
export const SUBSYSTEM_LABEL: Readonly<Record<Subsystem, string>> = bySubsystem((e) => e.label);

/** The subsystem's message colour (its descriptor's). */
export const SUBSYSTEM_COLOUR: Readonly<Record<Subsystem, string>> = bySubsystem((e) => e.flow.colour);
