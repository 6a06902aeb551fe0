/** Import and export of YDB `config.yaml` (hosts, bridge_config, domains_config). */
export { importYdbConfig } from './import.ts';
export type { ImportOptions, ImportedHost, PlaceholderNode, YamlImport } from './import.ts';
export { exportYdbConfig, exportDomainsPatch, defaultGroupState } from './export.ts';
export type { ExportOptions } from './export.ts';
export { formatProblem } from './problems.ts';
export type { YamlProblem, YamlProblemCode } from './problems.ts';
export type { ConfigOrigin } from './source.ts';
export * as YAML_LIMITS from './limits.ts';
