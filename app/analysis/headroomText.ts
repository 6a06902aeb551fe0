/**
 * The header's headroom sentences: per subsystem, how many more racks / DCs / piles may fail
 * (the worst ones) before some record still served loses quorum, in the words of what a person
 * would notice first.
 */
import type { Subsystem } from '../../engine/model/config/types.ts';
import type { SubsystemHeadroom } from '../../engine/model/analysis/index.ts';
import { SUBSYSTEM_LABEL } from '../model/palette.ts';

/** What losing quorum looks like from outside, per subsystem. */
export const CONSEQUENCE: Readonly<Record<Subsystem, string>> = {
  statestorage: 'some tablets stall',
  board: 'some endpoints vanish',
  schemeboard: 'some schemas stop updating',
};

const LEVELS = [
  { key: 'racks', one: 'rack', many: 'racks' },
  { key: 'dcs', one: 'DC', many: 'DCs' },
  { key: 'piles', one: 'pile', many: 'piles' },
] as const;

const count = (n: number, one: string, many: string) => `${n} more ${n === 1 ? one : many}`;

const minOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

export function percent(share: number): string {
  if (share === 0) return '0%';
  if (share < 0.001) return '<0.1%';
  return `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
}

/** "StateStorage: 1 more rack or 0 more DCs before some tablets stall" (reads and writes, worst). */
export function headroomSentence(h: SubsystemHeadroom): string {
  const parts: string[] = [];
  let exact = true;
  for (const l of LEVELS) {
    const v = minOf(h.read.headroom[l.key], h.write.headroom[l.key]);
    if (v === null) continue;
    exact &&= h.read.exact[l.key] && h.write.exact[l.key];
    parts.push(count(v, l.one, l.many));
  }
  const label = SUBSYSTEM_LABEL[h.subsystem];
  if (parts.length === 0) return `${label}: no replicas`;
  const lost = Math.max(h.read.lostNow, h.write.lostNow);
  const tail = lost > 0 ? ` (${percent(lost)} already lost)` : '';
  return `${label}: ${exact ? '' : 'at least '}${parts.join(' or ')} before ${CONSEQUENCE[h.subsystem]}${tail}`;
}
