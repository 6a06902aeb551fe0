import { describe as suite, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { joinRefusedLine } from './joinRefusal.ts';
import { renderLogLine, L, type LogLine, type LogT } from './logLine.ts';
import { commandName, opName } from './opNames.ts';

const say = (line: LogLine, lang: Language) => renderLogLine(line, i18n.getFixedT(lang, 'log') as LogT, lang);
/** A dotted or camel identifier the engine names things by (`follower.register`, `config.replace`). */
const IDENTIFIER = /\b[a-z]+\.[a-z]+\b/i;

// The engine's words for a refused join (engine/model/topology/membership.ts nodesToJoin).
const BUSY = "rack 'dc1-r4': node 28, 29, 30 is already in the cluster (reserved slots free: none)";
const ONE = 'node 15: node 15 is already in the cluster (reserved slots free: 16)';
const MISSING = "datacenter 'dc9' is not in the topology";

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

  it('a refused join says the engine’s reason in Russian words', () => {
    expect(say(joinRefusedLine('rack.add', BUSY), 'ru')).toBe(
      'команда «добавление стойки» отклонена: стойка dc1-r4: узлы 28, 29, 30 уже в кластере (свободные резервные места: нет)',
    );
    expect(say(joinRefusedLine('rack.add', BUSY), 'en')).toBe(`rack.add refused: ${BUSY}`);
    expect(say(joinRefusedLine('node.add', ONE), 'ru')).toBe(
      'команда «добавление узла» отклонена: узел 15: узел 15 уже в кластере (свободные резервные места: 16)',
    );
    expect(say(joinRefusedLine('node.add', ONE), 'en')).toBe(`node.add refused: ${ONE}`);
    expect(say(joinRefusedLine('dc.add', MISSING), 'ru')).toBe(
      'команда «добавление дата-центра» отклонена: дата-центр dc9: такого места в топологии нет',
    );
    expect(say(joinRefusedLine('dc.add', MISSING), 'en')).toBe(`dc.add refused: ${MISSING}`);
    expect(say(joinRefusedLine('node.add', 'other words'), 'ru')).toBe(
      'команда «добавление узла» отклонена: other words',
    );
  });
});
