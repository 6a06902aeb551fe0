import { describe, expect, it } from 'vitest';
import { importYdbConfig } from './import.ts';
import {
  MAX_ALIASES,
  MAX_YAML_FILE_BYTES,
  MAX_FLOW_DEPTH,
  MAX_HOSTS,
  MAX_INDENT_COLUMNS,
  MAX_REPLICAS_PER_SUBSYSTEM,
  MAX_RINGS_PER_GROUP,
} from './limits.ts';
import { prescan, utf8Length } from './prescan.ts';
import { errors, hostsBlock, oneDc } from './test-util.ts';

// How fast a refusal comes is not asserted here (a hang hits the test's timeout).
describe('importer limits: refused with a clear message', () => {
  it('file size, counted in UTF-8 bytes', () => {
    const big = importYdbConfig(`a: ${'x'.repeat(MAX_YAML_FILE_BYTES)}`);
    expect(errors(big)).toEqual([
      `(document): the file is ${MAX_YAML_FILE_BYTES + 3} bytes; the importer reads at most ${MAX_YAML_FILE_BYTES} bytes`,
    ]);
    // Fewer characters than the limit, more bytes: still refused.
    const wide = 'é'.repeat(MAX_YAML_FILE_BYTES / 2 + 1);
    expect(wide.length).toBeLessThan(MAX_YAML_FILE_BYTES);
    expect(importYdbConfig(`a: ${wide}`).problems[0]?.code).toBe('too-large');
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('indentation and flow nesting beyond the limits, with the line', () => {
    expect(errors(importYdbConfig(`a:\n${' '.repeat(MAX_INDENT_COLUMNS + 1)}b: 1\n`))).toEqual([
      `(document) (line 2:${MAX_INDENT_COLUMNS + 1}): indentation deeper than ${MAX_INDENT_COLUMNS} columns`,
    ]);
    const deepBlock = Array.from({ length: 400 }, (_, i) => `${' '.repeat(i)}- `).join('\n');
    const block = importYdbConfig(deepBlock);
    expect(block.problems[0]?.code).toBe('too-deep');
    const flow = (n: number) => `a: ${'['.repeat(n)}${']'.repeat(n)}\n`;
    expect(importYdbConfig(flow(MAX_FLOW_DEPTH + 1)).problems[0]).toMatchObject({
      code: 'too-deep',
      line: 1,
    });
    expect(importYdbConfig(flow(MAX_FLOW_DEPTH)).problems.map((p) => p.code)).not.toContain('too-deep');
    const huge = importYdbConfig(flow(100_000));
    expect(huge.problems[0]?.code).toBe('too-deep');
  });

  it('brackets inside names, quotes and comments do not count as nesting', () => {
    expect(
      prescan(`rack: a[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n`),
    ).toBeUndefined();
    expect(
      prescan(`a: '${'['.repeat(100)}'\nb: "${'{'.repeat(100)}"\n# ${'['.repeat(100)}\n`),
    ).toBeUndefined();
  });

  it('too many hosts, rings, replicas or aliases', () => {
    const hosts = hostsBlock(
      Array.from({ length: MAX_HOSTS + 1 }, (_, i) => [i + 1, 'dc', `r${i}`] as [number, string, string]),
    );
    const many = importYdbConfig(hosts);
    expect(errors(many)[0]).toBe(
      `hosts (line 2:1): hosts has ${MAX_HOSTS + 1} entries; at most ${MAX_HOSTS} are supported`,
    );

    const ring = Array.from({ length: MAX_RINGS_PER_GROUP + 1 }, () => 1).join(', ');
    const rings = importYdbConfig(
      `${hostsBlock(oneDc(1))}\ndomains_config:\n  state_storage:\n  - ring: {nto_select: 1, node: [${ring}]}\n`,
    );
    expect(errors(rings)[0]).toBe(
      'domains_config.state_storage[0].ring.node (line 5:33): node has 1024 entries; at most 1023 are supported',
    );

    const group = `{nto_select: 1, node: [${Array.from({ length: MAX_RINGS_PER_GROUP }, () => 1).join(', ')}]}`;
    const groups = Math.ceil(MAX_REPLICAS_PER_SUBSYSTEM / MAX_RINGS_PER_GROUP) + 1;
    const text = `${hostsBlock(oneDc(1))}\ndomains_config:\n  explicit_state_storage_config:\n    ring_groups: [&g ${group}${', *g'.repeat(groups - 1)}]\n`;
    const replicas = importYdbConfig(text);
    expect(replicas.problems.map((p) => p.message)).toContain(
      `more than ${MAX_REPLICAS_PER_SUBSYSTEM} replicas in one subsystem; the rest are not read`,
    );

    const aliases = `hosts:\n- &h {location: {data_center: d, rack: r}}\n${'- *h\n'.repeat(MAX_ALIASES + 1)}`;
    expect(errors(importYdbConfig(aliases))).toContain(
      `hosts[${MAX_ALIASES + 1}] (line ${MAX_ALIASES + 3}:3): more than ${MAX_ALIASES} aliases followed; the rest are not read`,
    );
  });

  it('a long list of problems is cut at the reporting limit with a count of the rest', () => {
    const nodes = Array.from({ length: 300 }, (_, i) => i + 100).join(', ');
    const r = importYdbConfig(
      `${hostsBlock(oneDc(1))}\ndomains_config:\n  explicit_state_storage_config:\n    ring: {nto_select: 1, node: [${nodes}]}\n`,
    );
    expect(r.problems).toHaveLength(101);
    expect(r.problems.at(-1)?.message).toBe('200 more errors not listed');
  });
});
