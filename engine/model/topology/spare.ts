/**
 * Spare capacity on any topology: racks and nodes appended as reserved slots (./membership.ts),
 * outside the cluster until an add command joins them. Named as the presets name them (./build.ts):
 * a new rack is `<dc>-r<next index>`, a new node takes the next free id and is `n<id>`.
 */
import type { Domain, NodeId, SimNode, Topology } from './types.ts';

/** One spare item: a whole rack in a datacenter, or one node in a rack. */
export type SpareItem =
  { readonly kind: 'rack'; readonly dc: string } | { readonly kind: 'node'; readonly rack: string };

/** Most spare items one topology takes (a page link or a command line, not a capacity plan). */
export const MAX_SPARE_ITEMS = 16;

/** `rack:DC` or `node:RACK`, as the page link and the CLI spell a spare item; null when neither. */
export function parseSpareItem(text: string): SpareItem | null {
  const m = /^(rack|node):([A-Za-z0-9_.-]{1,64})$/.exec(text.trim());
  const [, kind, place] = m ?? [];
  if (place === undefined) return null;
  return kind === 'rack' ? { kind: 'rack', dc: place } : { kind: 'node', rack: place };
}

export const formatSpareItem = (s: SpareItem): string =>
  s.kind === 'rack' ? `rack:${s.dc}` : `node:${s.rack}`;

/** The next rack index of a datacenter: one past the highest `<dc>-r<k>` there (or its rack count). */
function nextRackIndex(domains: readonly Domain[], dc: string): number {
  const prefix = `${dc}-r`;
  let top = 0;
  for (const d of domains) {
    if (d.realm !== dc) continue;
    const k = d.id.startsWith(prefix) ? Number(d.id.slice(prefix.length)) : NaN;
    top = Math.max(top, Number.isInteger(k) && k > 0 ? k : 0);
  }
  return Math.max(top, domains.filter((d) => d.realm === dc).length) + 1;
}

/**
 * `t` with the spare items appended, applied in order (so `node:` may name a rack a `rack:` item
 * before it added). A spare rack holds as many nodes as the datacenter's largest rack
 * in `t`. The spare
 * nodes join `t.reserve`; the members and their config are unchanged.
 */
export function withSpare(
  t: Topology,
  spare: readonly SpareItem[],
): { ok: true; topology: Topology } | { ok: false; reason: string } {
  if (spare.length === 0) return { ok: true, topology: t };
  if (spare.length > MAX_SPARE_ITEMS)
    return { ok: false, reason: `${spare.length} spare items, at most ${MAX_SPARE_ITEMS}` };
  const domains = [...t.domains];
  const nodes = [...t.nodes];
  const added: NodeId[] = [];
  let nextId = nodes.reduce((top, n) => Math.max(top, n.id), 0) + 1;
  const addNode = (rack: Domain): void => {
    const pile = t.realms.find((r) => r.id === rack.realm)?.pile;
    const node: SimNode = { id: nextId, name: `n${nextId}`, domain: rack.id, realm: rack.realm };
    nodes.push(pile === undefined ? node : { ...node, pile });
    added.push(nextId++);
  };
  for (const item of spare) {
    if (item.kind === 'node') {
      const rack = domains.find((d) => d.id === item.rack);
      if (rack === undefined) return { ok: false, reason: `node:${item.rack}: no rack '${item.rack}'` };
      addNode(rack);
      continue;
    }
    if (!t.realms.some((r) => r.id === item.dc))
      return { ok: false, reason: `rack:${item.dc}: no datacenter '${item.dc}'` };
    const size = Math.max(
      1,
      ...t.domains
        .filter((d) => d.realm === item.dc)
        .map((d) => t.nodes.filter((n) => n.domain === d.id).length),
    );
    const rack: Domain = { id: `${item.dc}-r${nextRackIndex(domains, item.dc)}`, realm: item.dc };
    // After the datacenter's last rack, so views list a DC's racks together.
    const last = domains.map((d) => d.realm).lastIndexOf(item.dc);
    domains.splice(last + 1, 0, rack);
    for (let i = 0; i < size; i++) addNode(rack);
  }
  const reserve = [...new Set([...(t.reserve ?? []), ...added])].sort((a, b) => a - b);
  return { ok: true, topology: { ...t, domains, nodes, reserve } };
}
