/**
 * Runs the placement validator (engine/model/config/validate.ts) on the imported config and names
 * each of its problems by the YAML place behind it: the replica's node entry, the ring, the
 * group's nto_select, the group, or the subsystem's config. One `state_storage` entry feeds all
 * three subsystems, so its problems are reported once, naming every subsystem that shows them.
 */
import type { Problem } from '../config/problems.ts';
import type { ClusterConfig, Subsystem } from '../config/types.ts';
import { validateConfig } from '../config/validate.ts';
import type { Topology } from '../topology/types.ts';
import type { Loc, Reporter, YamlProblem } from './problems.ts';
import type { GroupSource, SubsystemSource } from './source.ts';
import { yamlEnglish, yt, type YamlText } from './messages.ts';

function replicaLoc(
  group: GroupSource,
  ring: number | undefined,
  node: number | undefined,
  config: ClusterConfig,
  s: Subsystem,
  g: number,
): Loc | undefined {
  const rings = config[s].ringGroups[g]?.rings ?? [];
  const candidates = ring === undefined ? rings.map((_, i) => i) : [ring];
  for (const r of candidates) {
    const i = node === undefined ? -1 : (rings[r]?.replicas.indexOf(node) ?? -1);
    if (i >= 0) return group.rings[r]?.replicas[i];
    if (ring !== undefined) return group.rings[r]?.loc;
  }
  return undefined;
}

function locate(p: Problem, source: SubsystemSource, config: ClusterConfig): Loc {
  const group = p.group === undefined ? undefined : source.groups[p.group];
  if (group === undefined || p.group === undefined) return source.loc;
  if (p.code === 'nto-select-range' || p.code === 'nto-select-even') return group.nto;
  const rings = p.rings ?? [];
  // One ring: that ring; two (a clash): the later one, where the conflict appears; more: the group.
  const ring = rings.length === 0 || rings.length > 2 ? undefined : rings[rings.length - 1];
  return replicaLoc(group, ring, p.nodes?.[0], config, source.subsystem, p.group) ?? group.loc;
}

function message(p: Problem): YamlText {
  if (p.code === 'unknown-node' && p.nodes?.[0] !== undefined)
    return yt('placement-unknown-node', { node: p.nodes[0] });
  // Validator messages start with the subsystem name; the YAML path already says which config.
  return yt('placement', {
    text: p.message.startsWith(p.subsystem)
      ? p.message.slice(p.subsystem.length).replace(/^:?\s*/, '')
      : p.message,
  });
}

export function placementProblems(
  topology: Topology,
  config: ClusterConfig,
  sources: Readonly<Record<Subsystem, SubsystemSource>>,
  report: Reporter,
): void {
  const merged = new Map<string, { problem: YamlProblem; subsystems: Subsystem[]; shared: boolean }>();
  for (const p of validateConfig(topology, config)) {
    const source = sources[p.subsystem];
    const group = p.group === undefined ? undefined : source.groups[p.group];
    if (p.code === 'nto-select-range' && group?.ntoMissing) continue;
    const where =
      source.origin === 'generated'
        ? { path: `(generated ${p.subsystem} config)` }
        : locate(p, source, config);
    const text = message(p);
    const key = `${p.code}\u0000${where.path}\u0000${yamlEnglish(text)}`;
    const seen = merged.get(key);
    if (seen !== undefined) {
      seen.subsystems.push(p.subsystem);
      continue;
    }
    merged.set(key, {
      problem: {
        severity: p.severity,
        code: p.code,
        ...report.position(where),
        message: yamlEnglish(text),
        text,
        placement: p,
      },
      subsystems: [p.subsystem],
      shared: source.origin === 'state_storage',
    });
  }
  for (const { problem, subsystems, shared } of merged.values()) {
    // A state_storage entry feeds several subsystems: say which ones show the problem.
    const text = shared
      ? yt('placement-shared', { subsystems: subsystems.join(', '), text: problem.text })
      : problem.text;
    report.add({ ...problem, message: yamlEnglish(text), text, subsystems });
  }
}
