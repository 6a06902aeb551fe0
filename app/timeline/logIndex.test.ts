import { describe as suite, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/index.ts';
import { msgSent } from '../testing/traceEvents.ts';
import { APP_SUBSYSTEMS } from '../subsystems/index.ts';
import { LogIndex as Bare } from './logIndex.ts';
import { describeWith, NO_FILTER } from './logModel.ts';

const APP = describeWith(APP_SUBSYSTEMS);
/** The index reading through the app's entries, as the page's (runtime/page.ts readEntries). */
class LogIndex extends Bare {
  constructor(limit?: number) {
    super(limit, APP);
  }
}

const sent = (id: number, t: number, from: number, to: number, msg: string) =>
  msgSent(id, t, msg, from, to, 500);
const dropped = (id: number, t: number, to: number): TraceEvent => ({
  kind: 'msg.dropped',
  t,
  node: 0,
  id,
  to: { node: to, name: 'b' },
  reason: 'node-down',
});
const down = (t: number, target: number): TraceEvent => ({ kind: 'node.down', t, node: 0, target });
const elected = (t: number, node: number, tabletId: string): TraceEvent => ({
  kind: 'leader.elected',
  t,
  node,
  tabletId,
  generation: 2,
  actor: { node, name: 'a1.1' },
});

const batch: TraceEvent[] = [
  sent(1, 10, 1, 2, 'ss.lookup'),
  sent(2, 12, 3, 4, 'board.publish'),
  down(20, 4),
  dropped(2, 512, 4),
  elected(600, 1, '72075186224037888'),
  elected(700, 5, '72075186224037999'),
];

suite('event log index', () => {
  it('hides plain messages by default but always shows drops, with the kind looked up', () => {
    const log = new LogIndex();
    log.add(batch);
    expect(log.shown.map((i) => log.events[i]?.kind)).toEqual([
      'node.down',
      'msg.dropped',
      'leader.elected',
      'leader.elected',
    ]);
    const drop = log.rows[log.shown[1] as number];
    expect(drop?.line).toMatchObject({ key: 'dropped', values: { msg: 'board.publish' } });
    expect(drop?.subsystem).toBe('board');
  });

  it('filters by subsystem, node and record, and incremental adds agree with a full re-scan', () => {
    const a = new LogIndex();
    const f = { ...NO_FILTER, messages: true, node: 4 };
    a.setFilter(f);
    for (const e of batch) a.add([e]);
    const b = new LogIndex();
    b.add(batch);
    b.setFilter(f);
    expect(a.shown).toEqual(b.shown);
    expect(a.shown.map((i) => a.events[i]?.kind)).toEqual(['msg.sent', 'node.down', 'msg.dropped']);
    b.setFilter({ ...NO_FILTER, subsystem: 'statestorage', record: '7999' });
    expect(b.shown).toEqual([5]);
  });

  it('stays within its limit, keeping the newest', () => {
    const log = new LogIndex(4);
    log.setFilter({ ...NO_FILTER, messages: true });
    log.add(batch);
    expect(log.events).toHaveLength(4);
    expect(log.events[0]).toBe(batch[2]);
    expect(log.shown).toEqual([0, 1, 2, 3]);
    // The sends trimmed away take their kinds along (a send with no delivery must not linger).
    expect(log.mark().kinds.size).toBe(0);
  });

  it('rewinds to a mark: the replayed events give the same rows, kinds looked up as before', () => {
    const straight = new LogIndex();
    straight.setFilter({ ...NO_FILTER, messages: true });
    straight.add(batch);
    const log = new LogIndex();
    log.setFilter({ ...NO_FILTER, messages: true });
    log.add(batch.slice(0, 2));
    const mark = log.mark();
    log.add(batch.slice(2));
    log.rewind(mark);
    expect(log.events).toEqual(batch.slice(0, 2));
    expect(log.shown).toEqual([0, 1]);
    log.add(batch.slice(2));
    expect(log.rows).toEqual(straight.rows);
    expect(log.shown).toEqual(straight.shown);
  });
  it('lists events in time order when a batch arrives behind ones already listed', () => {
    const log = new LogIndex(100);
    log.add([down(100, 1), down(21_901, 2)]);
    log.add([down(21_877, 3), down(21_950, 4)]);
    const times = log.shown.map((i) => log.events[i]!.t);
    expect(times).toEqual([100, 21_877, 21_901, 21_950]);
    log.setFilter(NO_FILTER);
    expect(log.shown.map((i) => log.events[i]!.t)).toEqual(times);
    const m = log.mark();
    log.add([down(21_000, 5)]);
    expect(log.shown.map((i) => log.events[i]!.t)).toEqual([100, 21_000, 21_877, 21_901, 21_950]);
    log.rewind(m);
    expect(log.shown.map((i) => log.events[i]!.t)).toEqual(times);
  });
});
