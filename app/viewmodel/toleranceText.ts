/** Sentences for the engine's worst-case tolerance (engine/model/quorum/tolerance.ts), in the page's language. */
import type { Tolerance } from '../../engine/index.ts';
import { tr } from '../i18n/index.ts';

export function toleranceText(t: Tolerance, realms: number): string {
  if (t.racks < 0) return tr('setup:tolerance.none');
  const parts = [
    tr('setup:tolerance.nodes', { count: t.nodes }),
    tr('setup:tolerance.racks', { count: t.racks }),
  ];
  const or = tr('setup:tolerance.or');
  // "or 0 DCs" reads as a survivable loss; say plainly that a whole DC is too much.
  if (realms > 1 && t.realms === 0) return tr('setup:tolerance.notDc', { parts: parts.join(or) });
  if (realms > 1) {
    const dcs = tr('setup:tolerance.dcs', { count: t.realms });
    parts.push(
      t.realms > 0 && t.racksAfterRealms > 0
        ? tr('setup:tolerance.dcPlus', {
            dcs,
            racks: tr('setup:tolerance.moreRacks', { count: t.racksAfterRealms }),
          })
        : dcs,
    );
  }
  return tr('setup:tolerance.survives', { parts: parts.join(or) });
}
