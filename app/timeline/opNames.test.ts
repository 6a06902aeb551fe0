import { describe as suite, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { joinRefusalText, type JoinRefusal } from '../../engine/index.ts';
import { joinRefusedLine } from './joinRefusal.ts';
import { renderLogLine, L, type LogLine, type LogT } from './logLine.ts';
import { commandName, opName } from './opNames.ts';

const say = (line: LogLine, lang: Language) => renderLogLine(line, i18n.getFixedT(lang, 'log') as LogT, lang);
/** A dotted or camel identifier the engine names things by (`follower.register`, `config.replace`). */
const IDENTIFIER = /\b[a-z]+\.[a-z]+\b/i;

// Refusals as the kernel emits them (engine/model/topology/membership.ts nodesToJoin).
const BUSY: JoinRefusal = {
  code: 'busy',
  where: { kind: 'rack', id: 'dc1-r4' },
  nodes: [28, 29, 30],
  free: [],
};
const ONE: JoinRefusal = { code: 'busy', where: { kind: 'node', id: 15 }, nodes: [15], free: [16] };
const MISSING: JoinRefusal = { code: 'missing', where: { kind: 'dc', id: 'dc9' } };

suite('operation and command names in log lines', () => {
  it('Russian names every operation in words; English keeps the protocol name', () => {
    const line = L('opStarted', { op: opName('follower.register'), key: '72075186224037888' });
    expect(say(line, 'ru')).toBe('регистрация фолловера 72075186224037888: начато');
    expect(say(line, 'ru')).not.toMatch(IDENTIFIER);
    expect(say(line, 'en')).toBe('follower.register 72075186224037888 started');
  });

  it('a known command reads in words in Russian; an unknown one prints as the engine names it', () => {
    const refused = (c: string) => L('configRefused', { command: commandName(c), reason: 'r' });
    expect(say(refused('config.replace'), 'ru')).toBe('команда «замена конфигурации» отклонена: r');
    expect(say(refused('config.replace'), 'en')).toBe('config.replace refused: r');
    expect(say(refused('x.unknown'), 'ru')).toBe('команда «x.unknown» отклонена: r');
  });

  it('a refused join is worded from its code and parameters: Russian words, English as the scenario checker says it', () => {
    expect(say(joinRefusedLine('rack.add', BUSY), 'ru')).toBe(
      'команда «добавление стойки» отклонена: стойка dc1-r4: узлы 28, 29, 30 уже в кластере (свободные резервные места: нет)',
    );
    expect(say(joinRefusedLine('rack.add', BUSY), 'en')).toBe(
      "rack.add refused: rack 'dc1-r4': node 28, 29, 30 is already in the cluster (reserved slots free: none)",
    );
    expect(say(joinRefusedLine('node.add', ONE), 'ru')).toBe(
      'команда «добавление узла» отклонена: узел 15: узел 15 уже в кластере (свободные резервные места: 16)',
    );
    expect(say(joinRefusedLine('dc.add', MISSING), 'ru')).toBe(
      'команда «добавление дата-центра» отклонена: дата-центр dc9: такого места в топологии нет',
    );
    for (const [command, r] of [
      ['rack.add', BUSY],
      ['node.add', ONE],
      ['dc.add', MISSING],
    ] as const)
      expect(say(joinRefusedLine(command, r), 'en')).toBe(`${command} refused: ${joinRefusalText(r)}`);
  });
});
