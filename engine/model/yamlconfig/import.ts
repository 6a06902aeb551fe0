/**
 * Imports a YDB `config.yaml` (configuration V2 with its `config:` wrapper, or the bare form) into
 * the simulator's Topology and ClusterConfig. Never throws: every finding is a YamlProblem named
 * by YAML path and line:col; errors in `problems`, the rest in `warnings`. With problems the
 * topology and config are best-effort and must not be simulated.
 */
import { LineCounter, parseDocument } from 'yaml';
import { buildSubsystemConfig } from '../config/builder.ts';
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type Subsystem,
  type SubsystemConfig,
} from '../config/types.ts';
import type { NodeId, Topology } from '../topology/types.ts';
import { readPiles } from './bridge.ts';
import { readDomains } from './domains.ts';
import { readHosts, type RawHost } from './hosts.ts';
import { MAX_YAML_FILE_BYTES, MAX_FLOW_DEPTH, MAX_INDENT_COLUMNS } from './limits.ts';
import { placementProblems } from './placement.ts';
import { prescan } from './prescan.ts';
import { Reporter, type YamlProblem } from './problems.ts';
import { at, Reader, type MapView } from './reader.ts';
import { scanDocument } from './scan.ts';
import { classifySection, V2_KEYS } from './sections.ts';
import type { ConfigOrigin, SubsystemSource } from './source.ts';
import { buildImportedTopology } from './topology.ts';
import { yamlEnglish, yt, type YamlText } from './messages.ts';

interface ImportedHost {
  readonly node: NodeId;
  /** `host` as written ('' when absent). */
  readonly host: string;
  readonly path: string;
  readonly line?: number;
}

/** A node YDB's defaults placed (no data center or rack in the file); a UI can offer to move it. */
export interface PlaceholderNode {
  readonly node: NodeId;
  readonly host: string;
  readonly realm: string;
  readonly domain: string;
}

export interface YamlImport {
  readonly topology: Topology;
  readonly config: ClusterConfig;
  readonly problems: readonly YamlProblem[];
  readonly warnings: readonly YamlProblem[];
  readonly hosts: readonly ImportedHost[];
  readonly placeholders: readonly PlaceholderNode[];
  /** Per subsystem: read from an explicit config, from the domain's state_storage entry, or generated. */
  readonly origins: Readonly<Record<Subsystem, ConfigOrigin>>;
  /** Top-level sections present but not about metadata placement (actor_system_config, …). */
  readonly ignoredSections: readonly string[];
}

export interface ImportOptions {
  /** Topology name; default `metadata.cluster` of a V2 file, else `imported`. */
  readonly name?: string;
}

const emptyConfig = (): ClusterConfig => ({
  statestorage: { ringGroups: [] },
  board: { ringGroups: [] },
  schemeboard: { ringGroups: [] },
});

function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: offset - start + 1 };
}

interface Draft {
  topology: Topology;
  config: ClusterConfig;
  hosts: ImportedHost[];
  placeholders: PlaceholderNode[];
  origins: Record<Subsystem, ConfigOrigin>;
  ignoredSections: string[];
}

const said = (text: YamlText) => ({ message: yamlEnglish(text), text });
const firstLine = (message: string) => message.split('\n')[0] ?? message;

/** The tag of a TAG_RESOLVE_FAILED warning, `!!x` for the YAML namespace as written. */
function unresolvedTag(message: string): string | undefined {
  const m = /^Unresolved tag: (\S+)/.exec(message);
  return m?.[1]?.replace(/^tag:yaml\.org,2002:/, '!!');
}

/** Selector tags YDB resolves (ydb/library/yaml_config/yaml_config.cpp: !inherit, !remove, !append). */
const YDB_TAGS = '!inherit, !inherit:KEY, !append, !remove';
const isYdbTag = (tag: string): boolean => /^!(inherit(:\S+)?|append|remove)$/.test(tag);

function prescanProblem(text: string): YamlProblem | undefined {
  const fail = prescan(text);
  if (fail === undefined) return undefined;
  switch (fail.kind) {
    case 'too-large':
      return {
        severity: 'error',
        code: 'too-large',
        path: '',
        ...said(yt('file-too-large', { bytes: fail.bytes, max: MAX_YAML_FILE_BYTES })),
      };
    case 'indent':
      return {
        severity: 'error',
        code: 'too-deep',
        path: '',
        ...lineCol(text, fail.offset),
        ...said(yt('indent-too-deep', { max: MAX_INDENT_COLUMNS })),
      };
    case 'flow':
      return {
        severity: 'error',
        code: 'too-deep',
        path: '',
        ...lineCol(text, fail.offset),
        ...said(yt('flow-too-deep', { max: MAX_FLOW_DEPTH })),
      };
  }
}

/** The config map: `config:` of a V2 file or the document itself; checks the top-level keys. */
function configRoot(r: Reader, top: MapView, out: Draft, name: string | undefined): MapView | undefined {
  let root = top;
  const wrapped = top.get('config');
  if (wrapped !== undefined) {
    top.checkKeys(r.report, [...V2_KEYS], 'the V2 config file');
    const cluster = top.get('metadata');
    const meta = cluster === undefined ? undefined : r.map(cluster, 'metadata');
    const clusterAt = meta?.get('cluster');
    const clusterName = clusterAt === undefined ? undefined : r.text(clusterAt, 'metadata.cluster');
    if (name === undefined && clusterName) out.topology = { ...out.topology, name: clusterName };
    const inner = r.map(wrapped, 'config');
    if (inner === undefined) return undefined;
    root = inner;
  }
  for (const e of root.entries.values()) {
    const c = (V2_KEYS as readonly string[]).includes(e.key)
      ? { kind: 'ignored' as const }
      : classifySection(e.key);
    if (c.kind === 'ignored') out.ignoredSections.push(e.key);
    else if (c.kind === 'unknown')
      r.report.warn(
        'unknown-key',
        { path: e.value.path, offset: e.keyOffset },
        yt('unknown-section', {
          key: e.key,
          hint: c.suggestion === undefined ? '' : yt('did-you-mean', { name: c.suggestion }),
        }),
      );
  }
  return root;
}

/** Hosts as written, and the ones YDB's defaults placed, for a UI to list and reassign. */
function recordHosts(out: Draft, raw: readonly RawHost[], report: Reporter): void {
  const domainOf = new Map(out.topology.nodes.map((n) => [n.id, n.domain]));
  for (const h of raw) {
    const pos = report.position(h.at);
    out.hosts.push({
      node: h.node,
      host: h.host,
      path: pos.path,
      ...(pos.line === undefined ? {} : { line: pos.line }),
    });
    if (h.placeholder)
      out.placeholders.push({
        node: h.node,
        host: h.host,
        realm: h.dataCenter,
        domain: domainOf.get(h.node) ?? h.rack,
      });
  }
}

/** Each subsystem's config from YAML, else generated from the topology as YDB would; then placement checks. */
function assembleConfig(r: Reader, root: MapView, piles: readonly string[] | undefined, out: Draft): void {
  const read = readDomains(r, root, piles);
  const sources = {} as Record<Subsystem, SubsystemSource>;
  const config = emptyConfig() as Record<Subsystem, SubsystemConfig>;
  const generated: Subsystem[] = [];
  const hasNodes = out.topology.nodes.length > 0;
  for (const s of RING_SUBSYSTEMS) {
    const got = read[s];
    if (got !== undefined) {
      config[s] = got.config;
      sources[s] = got.source;
      out.origins[s] = got.source.origin;
      continue;
    }
    generated.push(s);
    config[s] = hasNodes ? buildSubsystemConfig(out.topology) : { ringGroups: [] };
    sources[s] = { subsystem: s, origin: 'generated', loc: { path: `(generated ${s} config)` }, groups: [] };
  }
  out.config = config;
  if (generated.length > 0 && hasNodes)
    r.report.warn(
      'generated-config',
      root.get('domains_config') ?? root.loc,
      yt('generated-config', { subsystems: generated.join(', ') }),
    );
  placementProblems(out.topology, out.config, sources, r.report);
}

function readAll(
  text: string,
  options: ImportOptions,
  report: Reporter,
  lines: LineCounter,
  out: Draft,
): void {
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  for (const e of doc.errors)
    report.error('syntax', { path: '', offset: e.pos[0] }, yt('yaml-syntax', { text: firstLine(e.message) }));
  for (const w of doc.warnings) {
    const tag = w.code === 'TAG_RESOLVE_FAILED' ? unresolvedTag(w.message) : undefined;
    // YDB's selector tags only matter in sections we ignore; any other tag would be dropped by the
    // parser and its text used as a plain value, so it is refused where it stands.
    if (tag !== undefined) {
      if (!isYdbTag(tag))
        report.error(
          'unknown-tag',
          { path: '', offset: w.pos[0] },
          yt('unknown-tag', { tag, known: YDB_TAGS }),
        );
    } else
      report.warn(
        'syntax',
        { path: '', offset: w.pos[0] },
        yt('yaml-syntax', { text: firstLine(w.message) }),
      );
  }
  if (doc.errors.length > 0) return;
  if (doc.contents === null) {
    report.error('empty', { path: '' }, yt('document-empty'));
    return;
  }
  // Duplicate keys are checked here, over the whole document, in one linear pass (the parser's
  // own check is quadratic in a map's size).
  const scan = scanDocument(doc.contents, report);
  if (!scan.complete) return;
  const r = new Reader(report, scan.aliasTargets);
  const top = r.map(at(doc.contents, ''), 'the document');
  const root = top === undefined ? undefined : configRoot(r, top, out, options.name);
  if (root === undefined) return;
  const piles = readPiles(r, root);
  const raw = readHosts(r, root, piles);
  out.topology = buildImportedTopology(r, out.topology.name, raw, piles, root.loc.path);
  recordHosts(out, raw, report);
  assembleConfig(r, root, piles, out);
}

/** Reads a YDB config.yaml; see YamlImport. */
export function importYdbConfig(text: string, options: ImportOptions = {}): YamlImport {
  const lines = new LineCounter();
  const report = new Reporter(lines);
  const out: Draft = {
    topology: { name: options.name ?? 'imported', piles: [], realms: [], domains: [], nodes: [] },
    config: emptyConfig(),
    hosts: [],
    placeholders: [],
    origins: { statestorage: 'generated', board: 'generated', schemeboard: 'generated' },
    ignoredSections: [],
  };
  const early = typeof text === 'string' ? prescanProblem(text) : undefined;
  if (typeof text !== 'string') report.error('wrong-type', { path: '' }, yt('not-text'));
  else if (early !== undefined) report.add(early);
  else {
    try {
      readAll(text, options, report, lines, out);
    } catch (e) {
      // A bug, not an input problem: still answer with a problem instead of throwing.
      report.error('internal', { path: '' }, yt('internal', { text: (e as Error)?.message ?? String(e) }));
    }
  }
  return { ...out, ...report.result() };
}
