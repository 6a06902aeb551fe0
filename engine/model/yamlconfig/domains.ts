/**
 * `domains_config` → where each subsystem's config comes from. YDB's order
 * (ydb/core/blobstorage/nodewarden/node_warden_impl.cpp `DeriveStorageConfig`,
 * distconf_generate.cpp `GenerateFirstConfig`): the domain's `state_storage` entry is copied to
 * StateStorage, Board and SchemeBoard alike; `explicit_state_storage_config`,
 * `explicit_state_storage_board_config` and `explicit_scheme_board_config` then replace their own
 * subsystem's copy; with neither, distconf generates all three. So an absent explicit Board or
 * SchemeBoard config falls back to the `state_storage` entry, not to the explicit StateStorage one.
 */
import type { Subsystem } from '../config/types.ts';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import type { At, MapView, Reader } from './reader.ts';
import { readStateStorageConfig, type ReadConfig } from './rings.ts';
import { yt } from './messages.ts';

export const EXPLICIT_KEY: Readonly<Record<Subsystem, string>> = {
  statestorage: 'explicit_state_storage_config',
  board: 'explicit_state_storage_board_config',
  schemeboard: 'explicit_scheme_board_config',
};

const DOMAINS_KEYS = [
  'domain',
  'state_storage',
  'security_config',
  'exec_level',
  'hive_config',
  'named_compaction_policy',
  'forbid_implicit_storage_pools',
  'disable_builtin_security',
  'default_groups',
  'default_access',
  ...Object.values(EXPLICIT_KEY),
];
const MAX_ENTRIES = 16;
const U32 = 0xffffffff;

function ssidsOf(r: Reader, d: MapView): number[] {
  const a = d.get('ssid');
  if (a === undefined) return [];
  return r.listOrOne(a, 'ssid', MAX_ENTRIES).flatMap((x) => r.int(x, 'ssid', 0, U32) ?? []);
}

/** The domain's `state_storage` entry (domain ssid matched, else the first entry), or undefined. */
function domainStateStorage(r: Reader, dc: MapView): At | undefined {
  const listAt = dc.get('state_storage');
  if (listAt === undefined) return undefined;
  const entries = r.seq(listAt, 'state_storage', MAX_ENTRIES) ?? [];
  const domainsAt = dc.get('domain');
  const domains = domainsAt === undefined ? [] : (r.seq(domainsAt, 'domain', MAX_ENTRIES) ?? []);
  if (domains.length > 1) r.report.error('conflict', domains[1] as At, yt('single-domain'));
  const domain = domains[0] === undefined ? undefined : r.map(domains[0], 'a domain');
  const wanted = domain === undefined ? [] : ssidsOf(r, domain);
  if (wanted.length > 1) {
    r.report.error('bad-value', domain?.get('ssid') as At, yt('domain-several-ssids'));
    return undefined;
  }
  for (const e of entries) {
    const m = r.map(e, 'a state_storage entry');
    if (m === undefined) continue;
    const idAt = m.get('ssid');
    const ssid = idAt === undefined ? 1 : r.int(idAt, 'ssid', 0, U32);
    if (wanted.length === 1 && ssid !== wanted[0]) continue;
    // statestorage.cpp `BuildStateStorageInfoImpl` requires SSId == 1.
    if (ssid !== undefined && ssid !== 1) r.report.error('bad-value', idAt ?? e, yt('ssid-not-1', { ssid }));
    return e;
  }
  r.report.error(
    'missing',
    listAt,
    wanted.length === 1 ? yt('no-ssid-entry', { ssid: wanted[0] ?? 1 }) : yt('state-storage-empty'),
  );
  return undefined;
}

/** Per subsystem: its config read from YAML, or undefined when YDB would generate it. */
export function readDomains(
  r: Reader,
  root: MapView,
  piles: readonly string[] | undefined,
): Partial<Record<Subsystem, ReadConfig>> {
  const dcAt = root.get('domains_config');
  if (dcAt === undefined) return {};
  const dc = r.map(dcAt, 'domains_config');
  if (dc === undefined) return {};
  dc.checkKeys(r.report, DOMAINS_KEYS, 'domains_config');
  const out: Partial<Record<Subsystem, ReadConfig>> = {};
  const entryAt = domainStateStorage(r, dc);
  const shared =
    RING_SUBSYSTEMS.some((s) => !dc.has(EXPLICIT_KEY[s])) && entryAt !== undefined
      ? readStateStorageConfig(r, entryAt, 'statestorage', 'state_storage', piles)
      : undefined;
  for (const s of RING_SUBSYSTEMS) {
    const explicitAt = dc.get(EXPLICIT_KEY[s]);
    if (explicitAt !== undefined) out[s] = readStateStorageConfig(r, explicitAt, s, 'explicit', piles);
    else if (shared !== undefined)
      out[s] = { config: shared.config, source: { ...shared.source, subsystem: s } };
  }
  return out;
}
