/** Sentences for the engine's worst-case tolerance (engine/model/quorum/tolerance.ts). */
import type { Tolerance } from '../../engine/model/quorum/index.ts';

const n = (v: number, one: string) => `${v} ${one}${v === 1 ? '' : 's'}`;

export function toleranceText(t: Tolerance, realms: number): string {
  if (t.racks < 0) return 'no majority even with every node up';
  const parts = [`any ${n(t.nodes, 'node')}`, `any ${n(t.racks, 'rack')}`];
  // "or 0 DCs" reads as a survivable loss; say plainly that a whole DC is too much.
  if (realms > 1 && t.realms === 0)
    return `every record survives losing ${parts.join(', or ')}, but not a whole DC`;
  if (realms > 1) {
    const dc = `${n(t.realms, 'DC')}`;
    parts.push(
      t.realms > 0 && t.racksAfterRealms > 0 ? `${dc} plus ${n(t.racksAfterRealms, 'more rack')}` : dc,
    );
  }
  return `every record survives losing ${parts.join(', or ')}`;
}
