/**
 * Fuzzing the importer: whatever the text, importYdbConfig returns (never throws, never hits its
 * internal-error guard), and a result without problems is safe to simulate — every node it names
 * exists and every group compiles for replica selection.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadPreset } from '../../presets.ts';
import { RING_SUBSYSTEMS } from '../config/types.ts';
import { compileGroup } from '../selection/compiled-group.ts';
import { exportYdbConfig } from './export.ts';
import { importYdbConfig } from './import.ts';

function check(text: string): void {
  const r = importYdbConfig(text);
  expect(r.problems.filter((p) => p.code === 'internal')).toEqual([]);
  if (r.problems.length > 0) return;
  const ids = new Set(r.topology.nodes.map((n) => n.id));
  for (const s of RING_SUBSYSTEMS)
    for (const g of r.config[s].ringGroups) {
      expect(() => compileGroup(s, g)).not.toThrow();
      for (const ring of g.rings) for (const n of ring.replicas) expect(ids.has(n)).toBe(true);
    }
}

const KEYS = [
  'config',
  'metadata',
  'cluster',
  'hosts',
  'host',
  'node_id',
  'location',
  'walle_location',
  'data_center',
  'rack',
  'body',
  'bridge_pile_name',
  'bridge_config',
  'piles',
  'name',
  'domains_config',
  'domain',
  'ssid',
  'state_storage',
  'explicit_state_storage_config',
  'explicit_state_storage_board_config',
  'explicit_scheme_board_config',
  'ring',
  'ring_groups',
  'node',
  'nto_select',
  'write_only',
  'ring_group_actor_id_offset',
  'bridge_pile_id',
  'pile_state',
  'use_ring_specific_node_selection',
  'is_disabled',
  'use_single_node_actor_id',
];

const scalar = fc.oneof(
  fc.integer({ min: -2, max: 12 }),
  fc.constantFrom('PRIMARY', 'DISCONNECTED', 'dc1', 'r1', 'A', 'B', '', 'true', '7', null, true, false),
  fc.double(),
  fc.string({ maxLength: 6 }),
);

/** YAML-shaped values built from the importer's own vocabulary, so the fuzzer reaches deep code. */
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
  ),
}));

const presetTexts = ['mirror-3-dc', 'single-dc-8-racks', 'bridge-2-piles'].map((name) => {
  const p = loadPreset(name);
  return exportYdbConfig(p.topology, p.config);
});

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Replaces, deletes or copies one random place of a parsed config. */
function mutate(root: unknown, picks: readonly number[], replacement: unknown): unknown {
  const copy = clone(root);
  let node: unknown = copy;
  for (const [i, pick] of picks.entries()) {
    if (node === null || typeof node !== 'object') break;
    const keys = Object.keys(node as object);
    if (keys.length === 0) break;
    const key = keys[pick % keys.length] as string;
    const container = node as Record<string, unknown>;
    const last = i === picks.length - 1 || container[key] === null || typeof container[key] !== 'object';
    if (last) {
      if (pick % 3 === 0) delete container[key];
      else if (pick % 3 === 1) container[key] = replacement;
      else if (Array.isArray(container)) container.push(clone(container[key]));
      else container[`${key}_copy`] = clone(container[key]);
      break;
    }
    node = container[key];
  }
  return copy;
}

describe('importer fuzzing: always an answer, never an exception', () => {
  it('arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), check), { numRuns: 400 });
  });

  it('text made of YAML punctuation and config words', () => {
    const token = fc.constantFrom(
      '\n',
      ' ',
      '  ',
      '- ',
      ': ',
      '[',
      ']',
      '{',
      '}',
      ',',
      '&a ',
      '*a',
      '!inherit ',
      '#',
      "'",
      '"',
      '|',
      '>',
      '---',
      '? ',
      '1',
      '42',
      ...KEYS,
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 120 }), (parts) => check(parts.join(''))),
      { numRuns: 500 },
    );
  });

  it('arbitrary values and YAML-ish objects, stringified', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => check(stringify(v))),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(value, (v) => check(stringify(v))),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(value, value, (hosts, domains) => check(stringify({ hosts, domains_config: domains }))),
      { numRuns: 300 },
    );
  });

  it('valid configs with one place replaced, deleted or duplicated', () => {
    const parsed = presetTexts.map((t) => parse(t) as unknown);
    fc.assert(
      fc.property(
        fc.nat(parsed.length - 1),
        fc.array(fc.nat(50), { minLength: 1, maxLength: 8 }),
        value,
        (i, picks, replacement) => check(stringify(mutate(parsed[i], picks, replacement))),
      ),
      { numRuns: 200 },
    );
  });

  it('valid configs with text cut, inserted or repeated', () => {
    fc.assert(
      fc.property(
        fc.nat(presetTexts.length - 1),
        fc.nat(),
        fc.nat(200),
        fc.string({ maxLength: 20 }),
        (i, at, len, insert) => {
          const t = presetTexts[i] as string;
          const p = at % (t.length + 1);
          check(t.slice(0, p) + insert + t.slice(p + len));
          check(t.slice(0, p) + t.slice(p, p + len).repeat(3) + t.slice(p));
        },
      ),
      { numRuns: 120 },
    );
  });
});
