/**
 * Network faults in force, as the cluster view draws them: the engine's fold keeps cuts and extra
 * delays per directed node pair (engine/folds/clusterStatus.ts); here they become one line per pair
 * of racks — or per pair of datacenters when every rack pair between the two is affected alike —
 * with the direction a one-way cut drops, and the global loss and duplication rates.
 */
import { currentLanguage, tr } from '../i18n/index.ts';
import type { ClusterStatus, NodeId, Topology } from '../../engine/index.ts';
import { formatShortDuration } from '../i18n/format.ts';

export interface NetLink {
  readonly level: 'dc' | 'rack';
  readonly a: string;
  readonly b: string;
  /** none: only delayed; both: no message passes either way; one-way: messages a → b are dropped. */
  readonly cut: 'none' | 'both' | 'one-way';
  /** Largest extra latency on the pair (µs); 0 for none. */
  readonly extraUs: number;
  /** False when only some node pairs between a and b are affected. */
  readonly whole: boolean;
}

export interface NetView {
  readonly links: readonly NetLink[];
  readonly loss: number;
  readonly duplicate: number;
}

export const NET_CLEAR: NetView = { links: [], loss: 0, duplicate: 0 };

interface Tally {
  fwd: number;
  back: number;
  delay: number;
  delayed: number;
}

const parse = (k: string): [NodeId, NodeId] => {
  const i = k.indexOf('>');
  return [Number(k.slice(0, i)), Number(k.slice(i + 1))];
};

export function netView(s: ClusterStatus, t: Topology): NetView {
  if (s.cuts.size === 0 && s.delays.size === 0) return { ...NET_CLEAR, loss: s.loss, duplicate: s.duplicate };
  // Cuts and delays are drawn apart: a delay over a DC pair stays one line even where a rack pair
  // of it is also cut.
  const links = [...pairLinks(s.cuts, new Map(), t), ...pairLinks(new Set(), s.delays, t)];
  return { links, loss: s.loss, duplicate: s.duplicate };
}

function pairLinks(cuts: ReadonlySet<string>, delays: ReadonlyMap<string, number>, t: Topology): NetLink[] {
  const rackOf = new Map<NodeId, string>(t.nodes.map((n) => [n.id, n.domain]));
  const dcOfRack = new Map(t.domains.map((d) => [d.id, d.realm]));
  const size = new Map<string, number>();
  for (const n of t.nodes) size.set(n.domain, (size.get(n.domain) ?? 0) + 1);
  const tallies = new Map<string, Tally>();
  const tally = (from: NodeId, to: NodeId): { t: Tally; fwd: boolean } | null => {
    const ra = rackOf.get(from);
    const rb = rackOf.get(to);
    if (ra === undefined || rb === undefined || ra === rb) return null;
    const fwd = ra < rb;
    const key = fwd ? `${ra}|${rb}` : `${rb}|${ra}`;
    let v = tallies.get(key);
    if (!v) tallies.set(key, (v = { fwd: 0, back: 0, delay: 0, delayed: 0 }));
    return { t: v, fwd };
  };
  for (const k of cuts) {
    const r = tally(...parse(k));
    if (!r) continue;
    if (r.fwd) r.t.fwd++;
    else r.t.back++;
  }
  for (const [k, us] of delays) {
    const r = tally(...parse(k));
    if (!r) continue;
    r.t.delay = Math.max(r.t.delay, us);
    r.t.delayed++;
  }
  const rackLinks: NetLink[] = [];
  for (const [key, v] of tallies) {
    const [ra, rb] = key.split('|') as [string, string];
    const pairs = (size.get(ra) ?? 0) * (size.get(rb) ?? 0);
    const cut = v.fwd > 0 && v.back > 0 ? 'both' : v.fwd > 0 || v.back > 0 ? 'one-way' : 'none';
    const whole =
      (cut === 'none' || Math.max(v.fwd, v.back) === pairs) &&
      (cut !== 'both' || v.fwd === v.back) &&
      (v.delay === 0 || v.delayed >= pairs);
    // A one-way cut is drawn from the side whose messages are dropped.
    const [a, b] = cut === 'one-way' && v.back > 0 ? [rb, ra] : [ra, rb];
    rackLinks.push({ level: 'rack', a, b, cut, extraUs: v.delay, whole });
  }
  return collapseToDcs(rackLinks, t, dcOfRack);
}

/** DC pairs whose every rack pair carries the same whole fault become one DC line. */
function collapseToDcs(links: NetLink[], t: Topology, dcOfRack: Map<string, string>): NetLink[] {
  const racksOf = new Map<string, number>();
  for (const d of t.domains) racksOf.set(d.realm, (racksOf.get(d.realm) ?? 0) + 1);
  const groups = new Map<string, NetLink[]>();
  for (const l of links) {
    const da = dcOfRack.get(l.a) ?? '';
    const db = dcOfRack.get(l.b) ?? '';
    if (da === db) continue;
    const key = `${da}>${db}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const out = new Set(links);
  const dcLinks: NetLink[] = [];
  for (const [key, ls] of groups) {
    const [da, db] = key.split('>') as [string, string];
    const first = ls[0] as NetLink;
    const alike = ls.every((l) => l.whole && l.cut === first.cut && l.extraUs === first.extraUs);
    // A both-ways cut groups regardless of which rack sorts first.
    const reverse = first.cut !== 'one-way' ? (groups.get(`${db}>${da}`) ?? []) : [];
    const count = ls.length + reverse.length;
    if (!alike || count !== (racksOf.get(da) ?? 0) * (racksOf.get(db) ?? 0)) continue;
    if (!reverse.every((l) => l.whole && l.cut === first.cut && l.extraUs === first.extraUs)) continue;
    for (const l of [...ls, ...reverse]) out.delete(l);
    if (!dcLinks.some((d) => d.a === db && d.b === da && first.cut !== 'one-way'))
      dcLinks.push({ level: 'dc', a: da, b: db, cut: first.cut, extraUs: first.extraUs, whole: true });
  }
  return [...dcLinks, ...out];
}

/** "cut", "cut one way · +5 ms", "+5 ms (some nodes)". */
export function linkText(l: NetLink): string {
  const cut =
    l.cut === 'both' ? tr('network:link.cut') : l.cut === 'one-way' ? tr('network:link.cutOneWay') : '';
  const delay = l.extraUs > 0 ? `+${formatShortDuration(currentLanguage(), l.extraUs)}` : '';
  const text = [cut, delay].filter(Boolean).join(' · ');
  return l.whole ? text : tr('network:link.someNodes', { text });
}

export interface LinkMark {
  readonly link: NetLink;
  /** The one label of its cut: the first link of each connected cut carries it, the rest are bare arcs. */
  readonly labelled: boolean;
  /** Links the label speaks for (1 for a link on its own, 0 for a bare arc). */
  readonly count: number;
  /** What the label says of them all: the cut kind they share, whole only when each is. */
  readonly summary: NetLink;
}

/**
 * One cut label per pair of groups: a cut between two sets of nodes (a partition) touches many rack
 * pairs — and, when a rack has nodes on both sides, pairs inside a side too — drawn as many arcs.
 * Every cut link connected to another through a shared rack or DC belongs to one such cut: they
 * share one label with their count, so twenty "cut (some nodes)" do not bury the cluster. Delays keep
 * a label each (each says its own latency).
 */
export function aggregateCuts(links: readonly NetLink[]): LinkMark[] {
  const id = (l: NetLink, end: 'a' | 'b') => `${l.level}:${l[end]}`;
  const cuts = links.filter((l) => l.cut !== 'none');
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while ((parent.get(r) ?? r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const l of cuts) parent.set(find(id(l, 'a')), find(id(l, 'b')));
  const byCut = new Map<string, NetLink[]>();
  for (const l of cuts) {
    const c = find(id(l, 'a'));
    byCut.set(c, [...(byCut.get(c) ?? []), l]);
  }
  const mark = new Map<NetLink, LinkMark>();
  for (const ls of byCut.values()) {
    const first = ls[0]!;
    const summary: NetLink = {
      ...first,
      cut: ls.every((l) => l.cut === first.cut) ? first.cut : 'both',
      whole: ls.every((l) => l.whole),
      extraUs: 0,
    };
    ls.forEach((l, k) =>
      mark.set(l, { link: l, labelled: k === 0, count: k === 0 ? ls.length : 0, summary }),
    );
  }
  return links.map((l) => mark.get(l) ?? { link: l, labelled: true, count: 1, summary: l });
}

/** A label speaking for several links says how many. */
export function markText(m: LinkMark): string {
  const text = linkText(m.summary);
  return m.count > 1 ? tr('network:link.many', { text, count: m.count }) : text;
}
