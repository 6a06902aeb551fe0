/** Small helpers shared by the cluster's SVG components (kept apart so those files export components only). */
import { hcl } from 'd3-color';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { ReplicaRef } from '../../../engine/index.ts';

/** Replica glyph size (content px). */
export const GLYPH = 15;

/** Dark text on light ring colours, white on dark ones (ring numbers must stay legible). */
export function inkOn(fill: string): string {
  return hcl(fill).l > 62 ? '#1d232b' : '#ffffff';
}

export const replicaKey = (r: Omit<ReplicaRef, 'node'>) => `${r.subsystem}-${r.group}-${r.ring}-${r.index}`;

/** Enter / Space act like a click on focusable SVG "buttons". */
function activateOnKey(e: KeyboardEvent, act: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    e.stopPropagation();
    act();
  }
}

/** Props that make an SVG group a focusable button: click, Enter or Space run `act` (and don't bubble). */
export function svgButton(act: () => void) {
  return {
    role: 'button',
    tabIndex: 0,
    onClick: (e: MouseEvent) => {
      e.stopPropagation();
      act();
    },
    onKeyDown: (e: KeyboardEvent) => activateOnKey(e, act),
  } as const;
}
