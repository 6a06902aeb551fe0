import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { loadPreset, MAX_SHARE_STATE_CHARS, MAX_STEPS } from '../../engine/index.ts';
import { lzRunLink } from './lzRuns.ts';
import { i18n } from '../i18n/index.ts';
import { decodeShareState, encodeShareState } from './shareState.ts';
import { sessionScenario, type SessionState } from './sessionScenario.ts';

const mirror = loadPreset('mirror-3-dc');
const base: SessionState = {
  presetName: 'mirror-3-dc',
  buildOptions: {},
  topology: mirror.topology,
  config: mirror.config,
  seed: 7,
  log: [
    { atUs: 0, cmd: { kind: 'rack.down', rack: 'dc1-r1' } },
    { atUs: 12_345, cmd: { kind: 'node.down', node: 13 } },
  ],
  timeUs: 250_000,
  nodeStatus: {},
};
const scenario = sessionScenario(base, { name: 'x', description: 'd', expectations: false });

describe('share state', () => {
  it('round-trips cluster, seed, commands and view', () => {
    const open = decodeShareState(
      encodeShareState({ scenario, view: { record: '/Root/db1', timeUs: 250_000, speed: 0.01 } }),
    );
    expect(open.problems).toEqual([]);
    expect(open.view).toEqual({ record: '/Root/db1', timeUs: 250_000, speed: 0.01 });
    expect(open.scenario?.file.seed).toBe(7);
    expect(open.scenario?.file.preset).toBe('mirror-3-dc');
    expect(
      open.scenario?.file.steps.map((s) => ('do' in s ? [Math.round(s.at * 1000), s.do.kind] : null)),
    ).toEqual([
      [0, 'rack.down'],
      [12_345, 'node.down'],
    ]);
  });

  it('carries placement overrides by preset name', () => {
    const opts = { statestorage: { ntoSelect: 5 } };
    const custom = loadPreset('mirror-3-dc');
    const s = sessionScenario(
      { ...base, buildOptions: opts, config: { ...custom.config } },
      { name: 'x', description: 'd', expectations: false },
    );
    // The config differs from what the options build: spelled out instead of named.
    expect(s.preset).toBeUndefined();
    expect(s.topology?.nodes.length).toBe(27);
  });

  it('says a cut-short link is damaged and opens nothing', () => {
    const full = encodeShareState({ scenario, view: {} });
    const open = decodeShareState(full.slice(0, Math.floor(full.length / 2)));
    expect(open.scenario).toBeNull();
    expect(open.problems[0]).toMatch(/damaged/);
  });

  it('says so in Russian on a Russian page', async () => {
    const full = encodeShareState({ scenario, view: {} });
    await i18n.changeLanguage('ru');
    try {
      expect(decodeShareState(full.slice(0, Math.floor(full.length / 2))).problems[0]).toMatch(
        /^Ссылка повреждена: /,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses state beyond its named limit', () => {
    const open = decodeShareState('A'.repeat(MAX_SHARE_STATE_CHARS + 1));
    expect(open.problems[0]).toMatch(/MAX_SHARE_STATE_CHARS/);
  });

  it('leaves out a bad command and a bad view field, keeping the rest', () => {
    const bad = {
      v: 1,
      scenario: { ...scenario, steps: [...scenario.steps, { at: 1, do: { kind: 'node.melt', node: 1 } }] },
      view: { timeUs: -5, speed: 0.01 },
    };
    const open = decodeShareState(compressToEncodedURIComponent(JSON.stringify(bad)));
    expect(open.scenario?.file.steps).toHaveLength(2);
    expect(open.view).toEqual({ speed: 0.01 });
    expect(open.problems.join(' ')).toMatch(/1 unreadable command/);
    expect(open.problems.join(' ')).toMatch(/timeUs is invalid/);
  });

  it('names an unknown link version', () => {
    const open = decodeShareState(compressToEncodedURIComponent(JSON.stringify({ v: 9, scenario })));
    expect(open.scenario).toBeNull();
    expect(open.problems[0]).toMatch(/version/);
  });

  it('refuses a link that unpacks beyond its named limit, before the text is built', () => {
    // 70 000 characters that lz-string unpacks to 450 M (and 376 000 that exhaust a 3 GB heap).
    for (const tokens of [30_000, 130_000]) {
      const link = lzRunLink('a', tokens);
      expect(link.length).toBeLessThan(MAX_SHARE_STATE_CHARS);
      const open = decodeShareState(link);
      expect(open.scenario).toBeNull();
      expect(open.problems).toEqual([
        'The shared link is refused: its state unpacks to more than 8 388 608 characters (MAX_SHARE_JSON_CHARS), more than any session of this page.',
      ]);
    }
  });

  it('refuses more commands than a scenario holds before reading any of them', () => {
    const steps = Array.from({ length: MAX_STEPS + 1 }, () => ({
      at: 0,
      do: { kind: 'node.down', node: 1 },
    }));
    const open = decodeShareState(
      compressToEncodedURIComponent(JSON.stringify({ v: 1, scenario: { ...scenario, steps } })),
    );
    expect(open.scenario).toBeNull();
    expect(open.problems[0]).toMatch(/10 001 commands, beyond the 10 000 limit \(MAX_STEPS\)/);
  });

  it('refuses a duplicate key and a key JavaScript treats specially, naming path and line', () => {
    const text = JSON.stringify({ v: 1, scenario, view: {} }).replace('"seed":7', '"seed":7,"seed":8');
    const dup = decodeShareState(compressToEncodedURIComponent(text));
    expect(dup.scenario).toBeNull();
    expect(dup.problems[0]).toMatch(
      /^The shared link is damaged: scenario\.seed gives the key "seed" twice \(line 1, column \d+\)\.$/,
    );
    const proto = JSON.stringify({ v: 1, scenario, view: {} }).replace(
      '"view":{}',
      '"view":{"__proto__":{"speed":1}}',
    );
    const special = decodeShareState(compressToEncodedURIComponent(proto));
    expect(special.problems[0]).toMatch(
      /view\.__proto__ uses the key "__proto__", which JavaScript treats specially/,
    );
  });
});
