/**
 * Top-level keys of a YDB config.yaml. The importer reads `hosts`, `bridge_config` and
 * `domains_config`; the other sections configure things the simulator does not model and are
 * ignored (listed back to the caller). Sources: ydb/docs/en/core/reference/configuration/index.md,
 * ydb/core/protos/config.proto `TAppConfig` (snake_case names as YDB's YAML reader maps them) and
 * ydb/library/yaml_config/protos/config.proto `TEphemeralInputFields`.
 */
import { closest } from './suggest.ts';

const READ_SECTIONS = ['hosts', 'bridge_config', 'domains_config'] as const;

/** Configuration V2 wraps the config in `config:` beside these (config-overview.md, dynamic config docs). */
export const V2_KEYS = ['metadata', 'config', 'allowed_labels', 'selector_config'] as const;

/** Known sections whose names do not end in `_config` (every `*_config` section counts as known). */
const KNOWN_IGNORED = new Set([
  'static_erasure',
  'erasure',
  'default_disk_type',
  'fail_domain_type',
  'host_configs',
  'system_tablets',
  'storage_config_generation',
  'tls',
  'drive',
  'yaml_config_enabled',
  'feature_flags',
  'kqpconfig',
  'pqconfig',
  'client_certificate_authorization',
]);

export type SectionKind = 'read' | 'v2' | 'ignored' | 'unknown';

export function classifySection(key: string): { kind: SectionKind; suggestion?: string } {
  if ((READ_SECTIONS as readonly string[]).includes(key)) return { kind: 'read' };
  // A near miss of a section we read is almost surely a typo that would silently drop it.
  const near = closest(key, READ_SECTIONS);
  if (near !== undefined) return { kind: 'unknown', suggestion: near };
  if (KNOWN_IGNORED.has(key) || /^[a-z][a-z0-9_]*_config$/.test(key)) return { kind: 'ignored' };
  return { kind: 'unknown' };
}
