/** Small helpers shared by the cluster's SVG components (kept apart so those files export components only). */
import { hcl } from 'd3-color';
import type { KeyboardEvent } from 'react';
import type { ReplicaRef } from '../../../engine/config/types.ts';

/** Replica glyph size (content px). */
export const GLYPH = 15;

/** Dark text on light ring colours, white on dark ones (ring numbers must stay legible). */
export function inkOn(fill: string): string {
  return hcl(fill).l > 62 ? '#1d232b' : '#ffffff';
}

export const replicaKey = (r: Omit<ReplicaRef, 'node'>) => `${r.subsystem}-${r.group}-${r.ring}-${r.index}`;

/** Enter / Space act like a click on focusable SVG "buttons". */
export function activateOnKey(e: KeyboardEvent, act: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    act();
  }
}
