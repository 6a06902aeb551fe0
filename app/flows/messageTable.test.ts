import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { msgSent } from '../testing/traceEvents.ts';
import { messageCode } from './flowPalette.ts';
import { DELIVERED, DROPPED, IN_FLIGHT, MessageTable, SUB_BOARD, SUB_SS, SUB_SYS } from './messageTable.ts';

const sent = (id: number, t: number, msg: string, from = 1, to = 2) => msgSent(id, t, msg, from, to, 200);

describe('MessageTable', () => {
  it('records sends, then deliveries and drops by id', () => {
    const m = new MessageTable(4, messageCode);
    m.ingest([sent(7, 100, 'ss.lookup'), sent(8, 110, 'board.publish'), sent(9, 120, 'cmd', 0, 3)]);
    m.ingest([
      { kind: 'msg.delivered', t: 300, node: 2, id: 7, to: { node: 2, name: 'b' } },
      { kind: 'msg.dropped', t: 150, node: 0, id: 8, to: { node: 2, name: 'b' }, reason: 'partition' },
    ]);
    expect(m.head).toBe(3);
    expect([m.status[0], m.status[1], m.status[2]]).toEqual([DELIVERED, DROPPED, IN_FLIGHT]);
    expect([m.sub[0], m.sub[1], m.sub[2]]).toEqual([SUB_SS, SUB_BOARD, SUB_SYS]);
    expect(m.endAt[1]).toBe(150);
    expect(m.endAt[2]).toBe(320);
    expect(m.kinds[m.kind[0] as number]).toBe('ss.lookup');
  });

  it('keeps the newest rows when full; late events for evicted rows are ignored', () => {
    const m = new MessageTable(2); // 4 rows
    for (let i = 1; i <= 6; i++) m.ingest([sent(i, i * 10, 'ss.lookup')]);
    expect(m.tail).toBe(2);
    const v = m.version;
    m.ingest([{ kind: 'msg.delivered', t: 999, node: 2, id: 1, to: { node: 2, name: 'b' } }]);
    expect(m.version).toBe(v); // id 1 was overwritten: nothing changes
    expect(m.id[m.slot(5)]).toBe(6);
  });

  it('lowerBound finds the first row sent at or after t (rows in send order)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 2000 }),
        (gaps, t) => {
          const m = new MessageTable(4); // 16 rows: exercises wrap-around too
          let at = 0;
          gaps.forEach((g, i) => m.append(i + 1, 1, 2, 'ss.lookup', (at += g), at + 100));
          const lb = m.lowerBound(t);
          for (let r = m.tail; r < m.head; r++) {
            const s = m.sentAt[m.slot(r)] as number;
            if (r < lb) expect(s).toBeLessThan(t);
            else expect(s).toBeGreaterThanOrEqual(t);
          }
        },
      ),
    );
  });

  it('clear empties the table and bumps the epoch', () => {
    const m = new MessageTable(4);
    m.ingest([sent(1, 0, 'ss.lookup')]);
    const e = m.epoch;
    m.clear();
    expect(m.head).toBe(0);
    expect(m.epoch).toBe(e + 1);
  });

  it('rewinds to a mark: a replay of the same events rebuilds the same rows', () => {
    const delivered = (id: number, t: number): TraceEvent => ({
      kind: 'msg.delivered',
      t,
      node: 2,
      id,
      to: { node: 2, name: 'b' },
    });
    const before = [sent(1, 0, 'ss.lookup'), sent(2, 10, 'board.publish')];
    const after = [delivered(1, 200), sent(3, 220, 'sb.update'), delivered(2, 230), sent(4, 240, 'cmd')];
    const straight = new MessageTable(1); // 2 rows: the run wraps around
    straight.ingest([...before, ...after]);
    const m = new MessageTable(1);
    m.ingest(before);
    const mark = m.mark();
    m.ingest(after);
    const epoch = m.epoch;
    m.rewind(mark);
    expect(m.head).toBe(2);
    expect(m.epoch).toBe(epoch + 1);
    m.ingest(after);
    const rows = (t: MessageTable) =>
      Array.from({ length: t.head - t.tail }, (_, i) => {
        const s = t.slot(t.tail + i);
        return [t.id[s], t.status[s], t.endAt[s]];
      });
    expect(m.tail).toBe(straight.tail);
    expect(rows(m)).toEqual(rows(straight));
  });
});
