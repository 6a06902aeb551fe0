/**
 * The importer's sentences as keys and values, so the page can say them in its language
 * (app/viewmodel/yamlText.ts) while the CLI prints the English built here. A value is a number, a
 * text taken from the file (kept as it is), or another message (a fragment such as "a list").
 * yamlText.test.ts checks that the app's English catalogue says these templates word for word.
 */

export const YAML_MESSAGES = {
  // reader.ts: shapes and values
  'must-be-map': '{{what}} must be a map, got {{got}}',
  'keys-plain': 'keys in {{what}} must be plain names',
  'must-be-list': '{{what}} must be a list, got {{got}}',
  'too-many-entries': '{{what}} has {{count}} entries; at most {{max}} are supported',
  'must-be': '{{what}} must be {{expected}}, got {{got}}',
  'expected-int': 'a whole number from {{min}} to {{max}}',
  'expected-bool': 'true or false',
  'expected-name': 'a name',
  'got-map': 'a map',
  'got-list': 'a list',
  'got-nothing': 'nothing',
  'got-unreadable': 'an unreadable value',
  'got-value': '{{value}}',
  'alias-limit': 'more than {{max}} aliases followed; the rest are not read',
  'alias-no-anchor': 'alias *{{alias}} has no anchor before it',
  'unknown-key': "unknown key '{{key}}' in {{what}} (ignored){{hint}}",
  'did-you-mean': " — did you mean '{{name}}'?",
  // import.ts and scan.ts: the file as a whole
  'file-too-large': 'the file is {{bytes}} bytes; the importer reads at most {{max}} bytes',
  'indent-too-deep': 'indentation deeper than {{max}} columns',
  'flow-too-deep': '[ ] / { } nested deeper than {{max}} levels',
  'unknown-section': "unknown section '{{key}}' (ignored){{hint}}",
  'generated-config':
    "no State Storage config for {{subsystems}}: generated as YDB does when none is given (one ring per rack, up to 8 racks or 3 per data center; the simulator's version of distconf's generator)",
  'yaml-syntax': '{{text}}',
  'unknown-tag': 'unknown tag {{tag}}: YDB reads only {{known}}',
  'document-empty': 'the document is empty',
  'not-text': 'the input is not text',
  internal: 'internal error while importing: {{text}}',
  'too-many-nodes': 'the document has more than {{max}} nodes; not read further',
  'duplicate-key': "duplicate key '{{key}}' (YDB rejects duplicate keys)",
  'more-not-listed-error': '{{count}} more errors not listed',
  'more-not-listed-warning': '{{count}} more warnings not listed',
  // bridge.ts, topology.ts
  'pile-no-name': 'a pile needs a name',
  'pile-duplicate': "duplicate pile name '{{name}}'",
  'piles-too-few': 'bridge mode needs at least two piles, got {{count}} (YDB refuses fewer)',
  'dc-two-piles':
    "data center '{{dc}}' has nodes in piles {{first}} and {{second}}; the simulator needs each data center in one pile",
  'pile-none': '(none)',
  'pile-no-hosts': "pile '{{pile}}' has no hosts",
  // domains.ts
  'single-domain':
    'YDB supports a single domain (yaml_config_parser.cpp: "Only a single domain is currently supported")',
  'domain-several-ssids': 'a domain names one ssid; YDB finds no State Storage for several',
  'ssid-not-1': 'ssid is {{ssid}}; YDB builds State Storage only for ssid 1',
  'no-ssid-entry': "no state_storage entry has the domain's ssid {{ssid}}",
  'state-storage-empty': 'state_storage has no entry',
  // hosts.ts
  'no-hosts': 'no hosts section: the importer needs the static nodes to place replicas',
  'hosts-empty': 'hosts lists no nodes',
  'node-defined': 'node {{node}} is already defined at {{at}}',
  'pile-without-bridge': 'bridge_pile_name is set but there is no bridge_config',
  'node-no-pile': 'node {{node}} has no location.bridge_pile_name (required in bridge mode)',
  'pile-unknown': "pile '{{pile}}' is not in bridge_config.piles ({{piles}})",
  'placeholder-location':
    "{{count}} host(s) lack location.data_center or location.rack: {{hosts}}{{more}}; placed as YDB does (data center 'default', a 'generated-rack-<body>' rack each) — assign their real rack and data center",
  'placeholder-more': ' and {{count}} more',
  'placeholder-host': '{{host}} (node {{node}})',
  'placeholder-node': 'node {{node}}',
  // ring.ts
  'replica-limit': 'more than {{max}} replicas in one subsystem; the rest are not read',
  'ring-too-deep': 'rings nest only one level (YDB: "too deep nested ring declaration")',
  'offset-on-ring': 'ring_group_actor_id_offset belongs on the ring group, not on a ring',
  'group-key-on-ring': '{{key}} is a ring-group setting; YDB ignores it on a ring',
  'ring-disabled': 'is_disabled is not modelled: the simulator treats the ring as enabled',
  'single-node-id': 'use_single_node_actor_id needs exactly one node, the ring has {{count}}',
  'ring-and-node': 'a ring group lists both ring and node; YDB accepts one of them',
  'specific-selection':
    'use_ring_specific_node_selection differs between rings; the simulator applies it to the whole group',
  // rings.ts
  'pile-id-ignored': 'bridge_pile_id is ignored: there is no bridge_config',
  'pile-id-range': 'bridge_pile_id {{id}} is out of bounds (bridge_config has {{count}} piles)',
  'pile-id-missing': 'in bridge mode every ring group needs bridge_pile_id',
  'pile-state': "pile_state must be one of {{states}}, got '{{text}}'",
  'nto-missing': 'a ring group needs nto_select',
  'ring-key-on-group': '{{key}} applies to nested rings; YDB ignores it on a ring group',
  'legacy-write-only':
    'YDB reads the legacy ring as a readable group; write_only is ignored here (use ring_groups)',
  'legacy-pile': 'ignored on the legacy ring (YDB: only ring_groups carry piles and states)',
  'ring-and-groups': 'both ring and ring_groups are set; YDB accepts exactly one of them',
  'groups-empty': 'ring_groups has no ring group',
  'bridge-legacy-ring': 'bridge mode needs ring_groups (with bridge_pile_id), not the legacy ring',
  'no-ring': 'a State Storage config needs ring or ring_groups',
  // placement.ts: a placement problem as the YAML file shows it
  placement: '{{text}}',
  // the app's own findings, already in the page's language
  verbatim: '{{text}}',
  'placement-unknown-node': 'node {{node}} is not in hosts',
  'placement-shared': '{{subsystems}}: {{text}}',
} as const;

export type YamlMessageKey = keyof typeof YAML_MESSAGES;

export interface YamlText {
  readonly key: YamlMessageKey;
  readonly params: Readonly<Record<string, YamlParam>>;
}

/** A list is said with ", " between its items. */
export type YamlParam = string | number | YamlText | readonly YamlParam[];

export const yt = (key: YamlMessageKey, params: Record<string, YamlParam> = {}): YamlText => ({
  key,
  params,
});

/** The English sentence the CLI prints. */
export function yamlEnglish(t: YamlText): string {
  return YAML_MESSAGES[t.key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = t.params[k];
    return v === undefined ? '' : englishParam(v);
  });
}

function englishParam(v: YamlParam): string {
  if (Array.isArray(v)) return v.map(englishParam).join(', ');
  return typeof v === 'object' ? yamlEnglish(v as YamlText) : String(v);
}
