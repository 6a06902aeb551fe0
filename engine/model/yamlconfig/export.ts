/**
 * Writes a topology and config back as the YDB config.yaml sections that describe them: `hosts`
 * (with locations), `bridge_config` (bridge mode) and `domains_config` with one explicit config per
 * subsystem. A single readable group without a pile is written as the legacy `ring`, as YDB stores
 * it (distconf `ReconfigStateStorage` stores a one-group result back as `Ring`); several groups,
 * write-only groups and bridge groups as `ring_groups`. Rings of one replica are written as a flat
 * `node` list, larger rings (or ring-specific selection) as nested `ring: [{node: [...]}]`.
 */
import { Document, isMap, isScalar, isSeq, visit } from 'yaml';
import {
  RING_SUBSYSTEMS,
  type ClusterConfig,
  type RingGroup,
  type RingGroupState,
  type Subsystem,
  type SubsystemConfig,
} from '../config/types.ts';
import type { NodeId, Topology } from '../topology/types.ts';
import { EXPLICIT_KEY } from './domains.ts';

export interface ExportOptions {
  /** `host` per node id (e.g. from an import); default `n<id>`. */
  readonly hostNames?: ReadonlyMap<NodeId, string>;
  /** Wrap in configuration V2's `config:` with `metadata.cluster` set to the topology name. */
  readonly v2?: boolean;
}

/** The pile state YDB derives when none is stored: first pile PRIMARY, others SYNCHRONIZED. */
function defaultGroupState(pile: string | undefined, topology: Topology): RingGroupState {
  if (pile === undefined) return 'PRIMARY';
  return topology.piles[0]?.id === pile ? 'PRIMARY' : 'SYNCHRONIZED';
}

function groupYaml(g: RingGroup, legacy: boolean, topology: Topology): Record<string, unknown> {
  const out: Record<string, unknown> = { nto_select: g.ntoSelect };
  const specific = g.ringSpecificNodeSelection === true;
  if (!specific && g.rings.every((r) => r.replicas.length === 1))
    out.node = g.rings.map((r) => r.replicas[0]);
  else
    out.ring = g.rings.map((r) => ({
      node: [...r.replicas],
      ...(specific ? { use_ring_specific_node_selection: true } : {}),
    }));
  if ((g.actorIdOffset ?? 0) !== 0) out.ring_group_actor_id_offset = g.actorIdOffset;
  if (legacy) return out;
  if (g.writeOnly) out.write_only = true;
  const pileIndex = topology.piles.findIndex((p) => p.id === g.pile);
  if (pileIndex >= 0) out.bridge_pile_id = pileIndex;
  const state = g.state ?? 'PRIMARY';
  if (state !== defaultGroupState(pileIndex >= 0 ? g.pile : undefined, topology)) out.pile_state = state;
  return out;
}

function subsystemYaml(cfg: SubsystemConfig, topology: Topology): Record<string, unknown> {
  const [only] = cfg.ringGroups;
  const legacy =
    cfg.ringGroups.length === 1 &&
    only !== undefined &&
    !only.writeOnly &&
    only.pile === undefined &&
    topology.piles.length === 0 &&
    (only.state ?? 'PRIMARY') === 'PRIMARY';
  if (legacy) return { ring: groupYaml(only, true, topology) };
  return { ring_groups: cfg.ringGroups.map((g) => groupYaml(g, false, topology)) };
}

function hostsYaml(topology: Topology, names: ReadonlyMap<NodeId, string> | undefined): unknown[] {
  return topology.nodes.map((n) => ({
    host: names?.get(n.id) || `n${n.id}`,
    node_id: n.id,
    location: {
      data_center: n.realm,
      rack: n.domain,
      ...(n.pile === undefined ? {} : { bridge_pile_name: n.pile }),
    },
  }));
}

/** Node lists and host locations read best inline, as in YDB's docs (`node: [1, 2, 3]`). */
function inlineLists(doc: Document): void {
  visit(doc, {
    Seq(_, seq) {
      if (isSeq(seq) && seq.items.every((i) => isScalar(i))) seq.flow = true;
    },
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'location' && isMap(pair.value)) pair.value.flow = true;
    },
  });
}

/**
 * `domains_config` with the `explicit_*` entries of the given subsystems only, always as
 * `ring_groups` (distconf refuses the legacy `ring` in a reconfiguration: "Ring option is not
 * allowed, use RingGroups"): the section an operator applies for one reconfiguration step.
 */
export function exportDomainsPatch(
  topology: Topology,
  patch: Partial<Record<Subsystem, SubsystemConfig>>,
): string {
  const domains: Record<string, unknown> = {};
  for (const s of RING_SUBSYSTEMS) {
    const cfg = patch[s];
    if (cfg !== undefined)
      domains[EXPLICIT_KEY[s]] = { ring_groups: cfg.ringGroups.map((g) => groupYaml(g, false, topology)) };
  }
  const doc = new Document({ domains_config: domains });
  inlineLists(doc);
  return doc.toString({ flowCollectionPadding: false, indentSeq: false });
}

/** YAML text of `hosts`, `bridge_config` and `domains_config` for the given cluster. */
export function exportYdbConfig(
  topology: Topology,
  config: ClusterConfig,
  options: ExportOptions = {},
): string {
  const domains: Record<string, unknown> = {};
  for (const s of RING_SUBSYSTEMS) domains[EXPLICIT_KEY[s]] = subsystemYaml(config[s], topology);
  const body: Record<string, unknown> = {
    hosts: hostsYaml(topology, options.hostNames),
    ...(topology.piles.length > 0
      ? { bridge_config: { piles: topology.piles.map((p) => ({ name: p.id })) } }
      : {}),
    domains_config: domains,
  };
  const doc = new Document(options.v2 ? { metadata: { cluster: topology.name }, config: body } : body);
  inlineLists(doc);
  doc.commentBefore =
    ' Quorumscope export: the hosts, bridge_config and domains_config sections of a YDB config.yaml.\n' +
    ' Merge them into your config (under `config:` for configuration V2); other sections stay as they are.';
  return doc.toString({ flowCollectionPadding: false, indentSeq: false });
}
