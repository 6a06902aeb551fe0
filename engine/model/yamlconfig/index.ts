/** Import and export of YDB `config.yaml` (hosts, bridge_config, domains_config). */
export { importYdbConfig } from './import.ts';
export type { PlaceholderNode, YamlImport } from './import.ts';
export { exportYdbConfig, exportDomainsPatch } from './export.ts';
export { formatProblem } from './problems.ts';
export type { YamlProblem } from './problems.ts';
export * as YAML_LIMITS from './limits.ts';
