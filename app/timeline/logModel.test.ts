import { describe as suite, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { renderLogLine, type LogT } from './logLine.ts';
import { APP_SUBSYSTEMS } from '../subsystems/index.ts';
import { describeWith, matches, NO_FILTER } from './logModel.ts';

const describe = describeWith(APP_SUBSYSTEMS);

const kinds = new Map([[7, 'board.publish']]);
const text = (e: TraceEvent, lang: Language) =>
  renderLogLine(describe(e, (id) => kinds.get(id)).line, i18n.getFixedT(lang, 'log') as LogT, lang);

const ev = {
  sent: {
    kind: 'msg.sent',
    t: 1000,
    node: 1,
    id: 7,
    from: { node: 1, name: 'a' },
    to: { node: 0, name: 'b' },
    msg: 'ss.lookup',
    deliverAt: 1500,
  },
  delivered: { kind: 'msg.delivered', t: 1500, node: 4, id: 7, to: { node: 4, name: 'b' } },
  dropped: { kind: 'msg.dropped', t: 1500, node: 0, id: 7, to: { node: 4, name: 'b' }, reason: 'node-down' },
  droppedUnknown: {
    kind: 'msg.dropped',
    t: 1500,
    node: 0,
    id: 9,
    to: { node: 4, name: 'b' },
    reason: 'partition',
  },
  replica: {
    kind: 'replica.changed',
    t: 2000,
    node: 6,
    subsystem: 'statestorage',
    replica: 'ssr:0:0:1',
    key: '72075186224037888',
    summary: 'leader 6:a1.1 gen 2:0 locked +1 followers',
  },
  failed: {
    kind: 'op.failed',
    t: 3000,
    node: 2,
    subsystem: 'statestorage',
    op: 'lookup',
    opId: 'x',
    key: '72075186224037888',
    detail: 'NODATA gen 0:0',
  },
  elected: {
    kind: 'leader.elected',
    t: 4000,
    node: 6,
    tabletId: '72075186224037888',
    generation: 2,
    actor: { node: 6, name: 'a1.1' },
  },
  board: {
    kind: 'replica.changed',
    t: 2000,
    node: 3,
    subsystem: 'board',
    replica: 'br:0:1',
    key: '/db/x',
    summary: '2 pub: n3/a1.4="x" n5/a1.2="y"',
  },
  lookup: {
    kind: 'op.quorum',
    t: 3000,
    node: 2,
    subsystem: 'board',
    op: 'board.lookup',
    opId: 'y',
    key: '/db/x',
    detail: 'OK 5 entries',
  },
  down: { kind: 'node.down', t: 5000, node: 0, target: 4 },
  loss: { kind: 'net.loss', t: 5000, node: 0, probability: 0.125 },
  cut: { kind: 'link.cut', t: 5000, node: 0, a: [1, 2], b: [3], oneWay: true },
  sentinel: { kind: 'selfheal.sentinel', t: 6000, node: 1, target: 3, health: 'BAD', trigger: true },
  settings: { kind: 'selfheal.settings', t: 6000, node: 1, enabled: true, periodUs: 30_000, waitUs: 5_000 },
} as unknown as Record<string, TraceEvent>;

const at = (k: string) => ev[k] as TraceEvent;

suite('event-log lines', () => {
  it('keep the English wording the log always had', () => {
    expect(text(at('sent'), 'en')).toBe('ss.lookup  n1 → user  (0.50 ms)');
    expect(text(at('delivered'), 'en')).toBe('delivered #7 board.publish at n4');
    expect(text(at('dropped'), 'en')).toBe('✕ dropped board.publish → n4: node-down');
    expect(text(at('droppedUnknown'), 'en')).toBe('✕ dropped #9 → n4: partition');
    expect(text(at('replica'), 'en')).toBe(
      'ssr:0:0:1 on n6: 72075186224037888 = leader 6:a1.1 gen 2:0 locked +1 followers',
    );
    expect(text(at('board'), 'en')).toBe('br:0:1 on n3: /db/x = 2 pub: n3/a1.4="x" n5/a1.2="y"');
    expect(text(at('lookup'), 'en')).toBe('board.lookup /db/x quorum: OK 5 entries');
    expect(text(at('failed'), 'en')).toBe('lookup 72075186224037888 failed: NODATA gen 0:0');
    expect(text(at('elected'), 'en')).toBe('tablet 72075186224037888: leader n6 a1.1, generation 2');
    expect(text(at('down'), 'en')).toBe('node 4 down');
    expect(text(at('loss'), 'en')).toBe('message loss 12.5 %');
    expect(text(at('cut'), 'en')).toBe('link cut: n1,n2 → n3');
    expect(text(at('sentinel'), 'en')).toBe('sentinel: n3 is BAD (reported to distconf)');
    expect(text(at('settings'), 'en')).toBe('SelfHeal on: sentinel every 30 ms, step wait 5 ms');
  });

  it('speak Russian with the article’s terms, keeping YDB’s status names', () => {
    expect(text(at('sent'), 'ru')).toBe('ss.lookup  n1 → пользователь  (0,50 мс)');
    expect(text(at('delivered'), 'ru')).toBe('доставлено #7 board.publish на n4');
    expect(text(at('dropped'), 'ru')).toBe('✕ потеряно сообщение board.publish → n4: узел недоступен');
    expect(text(at('droppedUnknown'), 'ru')).toBe('✕ потеряно сообщение #9 → n4: связь разорвана');
    expect(text(at('replica'), 'ru')).toBe(
      'реплика ssr:0:0:1 на n6: 72075186224037888 = лидер 6:a1.1, поколение 2:0, заблокировано, +1 фолловер',
    );
    expect(text(at('board'), 'ru')).toBe(
      'реплика br:0:1 на n3: /db/x = 2 публикации: n3/a1.4="x" n5/a1.2="y"',
    );
    expect(text(at('lookup'), 'ru')).toBe('поиск в Board /db/x: кворум собран, OK, 5 записей');
    expect(text(at('failed'), 'ru')).toBe('поиск 72075186224037888: ошибка, NODATA, поколение 0:0');
    expect(text(at('elected'), 'ru')).toBe('таблетка 72075186224037888: лидер n6 a1.1, поколение 2');
    expect(text(at('down'), 'ru')).toBe('узел 4 выключен');
    expect(text(at('loss'), 'ru')).toBe('потеря сообщений 12,5 %');
    expect(text(at('cut'), 'ru')).toBe('связь разорвана: n1,n2 → n3');
    expect(text(at('sentinel'), 'ru')).toBe('Sentinel: n3 в состоянии BAD (сообщено distconf)');
    expect(text(at('settings'), 'ru')).toBe('SelfHeal включён: Sentinel раз в 30 мс, ожидание шага 5 мс');
  });

  it('leave no English row phrase in a Russian line', () => {
    const english =
      /\b(delivered|dropped|on n\d|failed|started|tablet|leader|generation|node \d|message loss|link cut|sentinel every|gen|pub|entries|locked|followers)\b/;
    for (const e of Object.values(ev)) expect(text(e, 'ru')).not.toMatch(english);
  });
});

suite('event-log filter', () => {
  it('drops show without messages, except on a refused link (its refused session has a row)', () => {
    const refused = { ...at('dropped'), reason: 'refused' } as TraceEvent;
    const row = (e: TraceEvent) => describe(e, (id) => kinds.get(id));
    expect(matches(row(at('dropped')), at('dropped'), NO_FILTER)).toBe(true);
    expect(matches(row(refused), refused, NO_FILTER)).toBe(false);
    expect(matches(row(refused), refused, { ...NO_FILTER, messages: true })).toBe(true);
  });

  it("hides a VDisk's execution under the committed config unless messages show, never a divergent one", () => {
    const op = {
      kind: 'bridge.vdiskOp',
      t: 1000,
      node: 11,
      op: 'put',
      group: 'B',
      ppGeneration: 1,
      mode: 'B:SYNCHRONIZED',
      groupPPGeneration: 1,
      committedPPGeneration: 1,
      asCommitted: true,
    } as TraceEvent;
    const kept = { ...op, committedPPGeneration: 2, asCommitted: false } as TraceEvent;
    const row = (e: TraceEvent) => describe(e, (id) => kinds.get(id));
    expect(matches(row(op), op, NO_FILTER)).toBe(false);
    expect(matches(row(op), op, { ...NO_FILTER, messages: true })).toBe(true);
    expect(matches(row(kept), kept, NO_FILTER)).toBe(true);
    expect(text(kept, 'en')).toContain("committed with the node's state is PPGeneration 2");
    expect(text(op, 'ru')).toContain('закоммиченная конфигурация');
  });
});
