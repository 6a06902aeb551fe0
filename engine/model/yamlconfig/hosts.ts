/**
 * The `hosts` section → static nodes with their datacenter, rack and pile
 * (ydb/docs/en/core/reference/configuration/hosts.md). Defaults follow YDB's own YAML transform,
 * ydb/library/yaml_config/yaml_config_parser.cpp `PrepareHosts`: a host without `node_id` gets its
 * 1-based position in the list; a host without a location gets `body` = next free body number,
 * `rack: generated-rack-<body>` and `data_center: default`. `location` wins over the deprecated
 * `walle_location` (node_warden_impl.cpp `DeriveStorageConfig`).
 */
import type { NodeId } from '../topology/types.ts';
import { MAX_HOSTS } from './limits.ts';
import type { At, MapView, Reader } from './reader.ts';
import { yt, type YamlText } from './messages.ts';

const HOST_KEYS = [
  'host',
  'node_id',
  'port',
  'host_config_id',
  'location',
  'walle_location',
  'drive',
  'interconnect_host',
  'endpoint',
  'address',
  'name',
];
const LOCATION_KEYS = [
  'data_center',
  'rack',
  'body',
  'unit',
  'module',
  'bridge_pile_name',
  'data_center_num',
  'room_num',
  'rack_num',
  'body_num',
];
const MAX_NODE_ID = 0xffffffff;

export interface RawHost {
  readonly node: NodeId;
  readonly host: string;
  readonly at: At;
  readonly dataCenter: string;
  readonly rack: string;
  readonly pile?: string;
  /** The pile name is missing or wrong (already reported): leave the host out of pile checks. */
  readonly pileInvalid?: boolean;
  /** Set when YDB's defaults filled in the data center or rack. */
  readonly placeholder: boolean;
}

interface HostDraft {
  readonly node: NodeId;
  readonly host: string;
  readonly at: At;
  readonly dataCenter?: string;
  readonly rack?: string;
  readonly body?: number;
  readonly pile?: string;
  readonly pileAt?: At;
  readonly walle?: boolean;
}

function readLocation(r: Reader, entry: MapView): Omit<HostDraft, 'node' | 'host' | 'at'> {
  const walle = !entry.has('location') && entry.has('walle_location');
  const locAt = entry.get('location') ?? entry.get('walle_location');
  if (locAt === undefined) return {};
  const loc = r.map(locAt, 'location');
  if (loc === undefined) return {};
  loc.checkKeys(r.report, LOCATION_KEYS, 'a host location');
  const text = (key: string) => {
    const v = loc.get(key);
    const s = v === undefined ? undefined : r.text(v, key);
    return s === '' ? undefined : s;
  };
  const bodyAt = loc.get('body');
  return {
    dataCenter: text('data_center'),
    rack: text('rack'),
    body: bodyAt === undefined ? undefined : r.int(bodyAt, 'body', 0, MAX_NODE_ID),
    pile: text('bridge_pile_name'),
    pileAt: loc.get('bridge_pile_name'),
    walle,
  };
}

/** Reads every host; checks ids and piles; fills missing locations the way YDB does. */
export function readHosts(r: Reader, root: MapView, piles: readonly string[] | undefined): RawHost[] {
  const hostsAt = root.get('hosts');
  if (hostsAt === undefined) {
    r.report.error('missing', root.loc, yt('no-hosts'));
    return [];
  }
  const items = r.seq(hostsAt, 'hosts', MAX_HOSTS);
  if (items === undefined) return [];
  if (items.length === 0) r.report.error('empty', hostsAt, yt('hosts-empty'));
  const partial: HostDraft[] = [];
  const byId = new Map<NodeId, At>();
  items.forEach((item, i) => {
    const entry = r.map(item, 'a host entry');
    if (entry === undefined) return;
    entry.checkKeys(r.report, HOST_KEYS, 'a host entry');
    const idAt = entry.get('node_id');
    const node = idAt === undefined ? i + 1 : r.int(idAt, 'node_id', 1, MAX_NODE_ID);
    if (node === undefined) return;
    const prev = byId.get(node);
    if (prev !== undefined) {
      r.report.error('duplicate-node-id', idAt ?? item, yt('node-defined', { node, at: prev.path }));
      return;
    }
    byId.set(node, item);
    const hostAt = entry.get('host');
    const host = (hostAt === undefined ? undefined : r.text(hostAt, 'host')) ?? '';
    partial.push({ node, host, at: item, ...readLocation(r, entry) });
  });
  // YDB numbers bodies from max(body) + 1 for hosts without one (walle_location hosts keep theirs;
  // here they get one too when their rack is missing, so every node has a rack).
  let nextBody = 1 + Math.max(0, ...partial.map((h) => h.body ?? 0));
  const invalid = checkPiles(r, partial, piles);
  const out: RawHost[] = partial.map((h) => {
    const placeholder = h.dataCenter === undefined || h.rack === undefined;
    const needsBody = h.body === undefined && (!h.walle || h.rack === undefined);
    const body = needsBody ? nextBody++ : (h.body ?? 0);
    return {
      node: h.node,
      host: h.host,
      at: h.at,
      dataCenter: h.dataCenter ?? 'default',
      rack: h.rack ?? `generated-rack-${body}`,
      ...(h.pile === undefined || invalid.has(h.node) ? {} : { pile: h.pile }),
      ...(invalid.has(h.node) ? { pileInvalid: true } : {}),
      placeholder,
    };
  });
  warnPlaceholders(r, hostsAt, out);
  return out;
}

/** Reports hosts whose pile is missing, unknown or set outside bridge mode; returns their ids. */
function checkPiles(
  r: Reader,
  hosts: readonly HostDraft[],
  piles: readonly string[] | undefined,
): Set<NodeId> {
  const invalid = new Set<NodeId>();
  const bad = (h: HostDraft, where: At, text: YamlText) => {
    r.report.error('bridge', where, text);
    invalid.add(h.node);
  };
  for (const h of hosts) {
    if (piles === undefined) {
      if (h.pile !== undefined) bad(h, h.pileAt ?? h.at, yt('pile-without-bridge'));
    } else if (h.pile === undefined) bad(h, h.at, yt('node-no-pile', { node: h.node }));
    else if (!piles.includes(h.pile))
      bad(h, h.pileAt ?? h.at, yt('pile-unknown', { pile: h.pile, piles: piles.join(', ') }));
  }
  return invalid;
}

function warnPlaceholders(r: Reader, hostsAt: At, hosts: readonly RawHost[]): void {
  const missing = hosts.filter((h) => h.placeholder);
  if (missing.length === 0) return;
  const shown = missing
    .slice(0, 10)
    .map((h) =>
      h.host
        ? yt('placeholder-host', { host: h.host, node: h.node })
        : yt('placeholder-node', { node: h.node }),
    );
  const more =
    missing.length > shown.length ? yt('placeholder-more', { count: missing.length - shown.length }) : '';
  r.report.warn(
    'placeholder-location',
    hostsAt,
    yt('placeholder-location', { count: missing.length, hosts: shown, more }),
  );
}
