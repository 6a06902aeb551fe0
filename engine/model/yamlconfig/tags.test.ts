import { describe, expect, it } from 'vitest';
import { importYdbConfig } from './import.ts';
import { errors, hostsBlock, oneDc } from './test-util.ts';

const domains = `domains_config:
  state_storage:
  - ring: {nto_select: 1, node: [1]}
`;

describe('YAML tags', () => {
  it('refuses an unknown tag with its line and column instead of using its text as a value', () => {
    const text = `${hostsBlock(oneDc(1))}\nactor_system_config: !!js/function "function () {}"\n${domains}`;
    expect(errors(importYdbConfig(text))).toEqual([
      '(document) (line 3:22): unknown tag !!js/function: YDB reads only !inherit, !inherit:KEY, !append, !remove',
    ]);
    const local = `${hostsBlock(oneDc(1))}\n${domains}  x: !frobnicate 3\n`;
    expect(errors(importYdbConfig(local))[0]).toMatch(
      /^\(document\) \(line 6:6\): unknown tag !frobnicate: /,
    );
  });

  it("keeps YDB's selector tags and the YAML core tags", () => {
    const text = `${hostsBlock(oneDc(1))}
actor_system_config: !inherit:tenant {use_auto_config: !!bool true}
log_config: !append {x: !!str 1}
table_service_config: !remove {}
${domains}`;
    expect(errors(importYdbConfig(text))).toEqual([]);
  });
});
