/**
 * The header's headroom sentences: per subsystem, how many more racks / DCs / piles may fail
 * (the worst ones) before some record still served loses quorum, in the words of what a person
 * would notice first.
 */
import type { SubsystemHeadroom } from '../../engine/index.ts';
import { SUBSYSTEM_LABEL } from '../viewmodel/palette.ts';
import { tr } from '../i18n/index.ts';

const LEVELS = ['racks', 'dcs', 'piles'] as const;

const minOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

export function percent(share: number): string {
  if (share === 0) return '0%';
  if (share < 0.001) return '<0.1%';
  return `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
}

/**
 * "StateStorage: 1 more rack or 0 more DCs before some tablets stall" (reads and writes, worst).
 * `dcs`, the cluster's datacenters: with one, the DC level is not named — it can only read 0 (the
 * one DC holds every replica), and "2 more racks or 0 more DCs" reads as a warning it is not.
 * Levels go from the smallest domain up and stop at the first that reads 0: a DC holds racks and a
 * pile holds DCs, so once no more racks may fail no more DCs or piles may either ("0 more racks",
 * not "0 more racks or 0 more DCs or 0 more piles"). An operation already lost for every record has
 * no headroom to speak of (nothing left to lose): it is left out of the figures, and when both are,
 * the sentence says everything is lost instead of counting the domains still up.
 */
export function headroomSentence(h: SubsystemHeadroom, dcs = Infinity): string {
  const label = SUBSYSTEM_LABEL[h.subsystem];
  const ops = [h.read, h.write].filter((o) => o.lostNow < 1);
  if (ops.length === 0)
    return tr('header:room.allLost', {
      label,
      consequence: tr(`header:room.all.${h.subsystem}`),
      share: percent(1),
    });
  const parts: string[] = [];
  let exact = true;
  for (const l of LEVELS) {
    const v = ops.reduce<number | null>((m, o) => minOf(m, o.headroom[l]), null);
    if (v === null || (l === 'dcs' && dcs <= 1)) continue;
    exact &&= ops.every((o) => o.exact[l]);
    parts.push(tr(`header:room.${l}`, { count: v }));
    if (v === 0) break;
  }
  if (parts.length === 0) return tr('header:room.none', { label });
  const lost = Math.max(h.read.lostNow, h.write.lostNow);
  const tail = lost > 0 ? tr('header:room.lost', { share: percent(lost) }) : '';
  return tr(exact ? 'header:room.sentence' : 'header:room.atLeast', {
    label,
    parts: parts.join(tr('header:room.or')),
    consequence: tr(`header:room.${lost > 0 ? 'more' : 'consequence'}.${h.subsystem}`),
    tail,
  });
}

/** How close a subsystem is to breaking: the share already lost first, then the racks still to spare. */
function badness(h: SubsystemHeadroom): readonly [number, number] {
  const lost = Math.max(h.read.lostNow, h.write.lostNow);
  const racks = [h.read.headroom.racks, h.write.headroom.racks].filter((r): r is number => r !== null);
  return [lost, -(racks.length === 0 ? Infinity : Math.min(...racks))];
}

/** The index of the worst subsystem (the first of equals), the one the folded line shows. */
export function worstIndex(rows: readonly SubsystemHeadroom[]): number {
  let worst = 0;
  for (let i = 1; i < rows.length; i++) {
    const [lost, room] = badness(rows[i]!);
    const [wLost, wRoom] = badness(rows[worst]!);
    if (lost > wLost || (lost === wLost && room > wRoom)) worst = i;
  }
  return worst;
}
