/**
 * Hosts → Topology: realms are data centers, domains are racks, nodes sorted by id. Realms and
 * racks are listed in order of their first node id, so export → import reproduces the same order.
 */
import type { Domain, Realm, SimNode, Topology } from '../topology/types.ts';
import type { RawHost } from './hosts.ts';
import type { Reader } from './reader.ts';
import { childPath } from './scan.ts';
import { yt } from './messages.ts';

/**
 * A rack's id is its name when no other data center has a rack of that name, else
 * `<data center>/<rack>`; ids stay unique (a `~n` suffix breaks the rare remaining clash).
 */
function rackIds(hosts: readonly RawHost[]): Map<string, string> {
  const dcsOfRack = new Map<string, Set<string>>();
  for (const h of hosts) {
    const set = dcsOfRack.get(h.rack) ?? new Set<string>();
    set.add(h.dataCenter);
    dcsOfRack.set(h.rack, set);
  }
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const h of hosts) {
    const key = `${h.dataCenter}\u0000${h.rack}`;
    if (ids.has(key)) continue;
    const base = (dcsOfRack.get(h.rack)?.size ?? 1) > 1 ? `${h.dataCenter}/${h.rack}` : h.rack;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}~${n}`;
    used.add(id);
    ids.set(key, id);
  }
  return ids;
}

export function buildImportedTopology(
  r: Reader,
  name: string,
  hosts: readonly RawHost[],
  piles: readonly string[] | undefined,
  rootPath: string,
): Topology {
  const sorted = [...hosts].sort((a, b) => a.node - b.node);
  const ids = rackIds(sorted);
  const realms = new Map<string, Realm>();
  const domains = new Map<string, Domain>();
  const nodes: SimNode[] = [];
  // A data center's pile is its first node's; hosts whose pile was already reported are skipped.
  const pileOf = new Map<string, string | undefined>();
  for (const h of sorted) {
    if (!realms.has(h.dataCenter)) realms.set(h.dataCenter, { id: h.dataCenter });
    if (!h.pileInvalid) {
      if (!pileOf.has(h.dataCenter)) pileOf.set(h.dataCenter, h.pile);
      else if (pileOf.get(h.dataCenter) !== h.pile)
        r.report.error(
          'bridge',
          h.at,
          yt('dc-two-piles', {
            dc: h.dataCenter,
            first: pileOf.get(h.dataCenter) ?? yt('pile-none'),
            second: h.pile ?? yt('pile-none'),
          }),
        );
    }
    const domain = ids.get(`${h.dataCenter}\u0000${h.rack}`) as string;
    if (!domains.has(domain)) domains.set(domain, { id: domain, realm: h.dataCenter });
    const node: SimNode = { id: h.node, name: `n${h.node}`, domain, realm: h.dataCenter };
    nodes.push(h.pile === undefined ? node : { ...node, pile: h.pile });
  }
  for (const p of piles ?? [])
    if (!sorted.some((h) => h.pile === p))
      r.report.warn(
        'bridge',
        { path: childPath(rootPath, 'bridge_config.piles') },
        yt('pile-no-hosts', { pile: p }),
      );
  return {
    name,
    piles: (piles ?? []).map((id) => ({ id })),
    realms: [...realms.values()].map((realm) => {
      const pile = pileOf.get(realm.id);
      return pile === undefined ? realm : { ...realm, pile };
    }),
    domains: [...domains.values()],
    nodes,
  };
}
