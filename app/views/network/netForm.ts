/** The Network tab's inputs, checked with zod: each message names its field and its limit. */
import { tr } from '../../i18n/index.ts';
import { z } from 'zod';
import { formatLimit, type Topology } from '../../../engine/index.ts';
import type { NumberInput, Place } from '../../subsystems/faults.ts';

/** A control's number field; messages are built when a check fails, so they follow the page's language. */
export const numberSchema = ({ field, max, per }: NumberInput) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, {
      error: () => tr('network:error.number', { label: tr(`log:control.field.${field}`) }),
    })
    .transform(Number)
    .refine((n) => n <= max, {
      error: () =>
        tr(`network:error.max.${per}`, { label: tr(`log:control.field.${field}`), max: formatLimit(max) }),
    });

export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function check<T>(schema: z.ZodType<T, string>, raw: string): Checked<T> {
  const r = schema.safeParse(raw);
  return r.success
    ? { ok: true, value: r.data }
    : { ok: false, error: r.error.issues[0]?.message ?? tr('network:error.invalid') };
}

/** Every place a link can end at: piles (bridge mode), datacenters, racks — as `level:id`. */
export function places(t: Topology): readonly { readonly group: string; readonly items: readonly Place[] }[] {
  return [
    { group: 'Piles', items: t.piles.map((p) => ({ level: 'pile' as const, id: p.id })) },
    { group: 'Datacenters', items: t.realms.map((r) => ({ level: 'dc' as const, id: r.id })) },
    { group: 'Racks', items: t.domains.map((d) => ({ level: 'rack' as const, id: d.id })) },
  ].filter((g) => g.items.length > 0);
}

export const placeKey = (p: Place) => `${p.level}:${p.id}`;

export function parsePlace(key: string): Place | null {
  const i = key.indexOf(':');
  const level = key.slice(0, i);
  if (level !== 'rack' && level !== 'dc' && level !== 'pile') return null;
  return { level, id: key.slice(i + 1) };
}

/** Two places whose node sets overlap cannot be cut from each other (a DC from its own rack). */
export function overlapping(t: Topology, a: Place, b: Place): boolean {
  const nodes = (p: Place) =>
    new Set(
      t.nodes
        .filter((n) => (p.level === 'rack' ? n.domain : p.level === 'dc' ? n.realm : n.pile) === p.id)
        .map((n) => n.id),
    );
  const na = nodes(a);
  return [...nodes(b)].some((n) => na.has(n));
}
