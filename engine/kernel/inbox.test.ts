import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineActor, handles } from './actor.ts';
import { TESTING_BEHAVIOURS } from './testing/index.ts';
import type { TestIn } from './testing/messages.ts';
import { testSim } from './testing/sim.ts';
import { digest, hashEvent, newHash } from './tracehash.ts';

interface SinkState {
  got: number;
}

/** Schedules itself a tick; notes what reaches its receive (`quiet`: does nothing with it, as an actor ignoring a kind did). */
const sink = (inbox: readonly TestIn['kind'][], quiet = false) =>
  defineActor<SinkState, TestIn>()({
    type: 'test.sink',
    inbox: inbox as readonly ('test.pong' | 'test.tick')[],
    init(ctx) {
      ctx.schedule(1_000, { kind: 'test.tick', n: 1 });
      return { got: 0 };
    },
    receive(state, env, ctx) {
      if (quiet) return;
      state.got++;
      ctx.emit({ kind: 'note', text: `got ${env.msg.kind}` });
    },
  });

/** A pinger on node 1 pings the sink on node 2 three times (the sink never answers). */
function run(inbox: readonly TestIn['kind'][], quiet = false) {
  const sim = testSim(
    [
      { node: 2, type: 'test.sink', name: 'sink' },
      { node: 1, type: 'test.pinger', name: 'p', args: { peer: { node: 2, name: 'sink' }, count: 3 } },
    ],
    { extraBehaviours: [...TESTING_BEHAVIOURS, sink(inbox, quiet)] },
  );
  sim.runUntilSync(100_000);
  return sim;
}

describe('typed inboxes in the kernel', () => {
  it('a kind outside the inbox is dropped before receive: counted, marked in the trace, hashed as delivered', () => {
    const picky = run(['test.pong']);
    const ev = picky.trace.events;
    const toSink = ev.filter((e) => e.kind === 'msg.delivered' && e.to.name === 'sink');
    expect(toSink).toHaveLength(1);
    expect(toSink[0]).toMatchObject({ unhandled: true });
    // the ping and the tick timer: neither reached receive, nothing was noted or sent
    expect(picky.unhandledCount(2)).toBe(2);
    expect(picky.unhandledCount(1)).toBe(0);
    expect(ev.filter((e) => e.kind === 'note' && e.node === 2)).toEqual([]);
    expect(ev.filter((e) => e.kind === 'msg.sent' && e.from.name === 'sink')).toEqual([]);
  });

  it('a declared kind reaches receive, and the hash is the same as when the drop was a receive that ignored it', () => {
    const both = run(['test.ping', 'test.tick']);
    expect(both.unhandledCount(2)).toBe(0);
    const notes = both.trace.events.flatMap((e) => (e.kind === 'note' && e.node === 2 ? [e.text] : []));
    expect(notes.sort()).toEqual(['got test.ping', 'got test.tick']);
    // Undeclared, they are dropped; declared and ignored by receive, they were delivered: same hash.
    const picky = run([]);
    const ignoring = run(['test.ping', 'test.tick'], true);
    expect(picky.unhandledCount(2)).toBe(2);
    expect(ignoring.unhandledCount(2)).toBe(0);
    expect(picky.hash()).toBe(ignoring.hash());
    expect(picky.trace.events.length).toBe(ignoring.trace.events.length);
  });

  it('rehashing a recorded delivery ignores the unhandled mark', () => {
    const e = { kind: 'msg.delivered', t: 5, node: 2, id: 7, to: { node: 2, name: 'sink' } } as const;
    const a = newHash();
    const b = newHash();
    hashEvent(a, e);
    hashEvent(b, { ...e, unhandled: true } as typeof e);
    expect(digest(b)).toBe(digest(a));
  });

  it('handles() is exactly membership in the inbox (property)', () => {
    const kinds = [
      'test.ping',
      'test.pong',
      'test.tick',
      'test.hop',
      'test.boom',
      'test.refuse',
      'sys.poison',
    ];
    fc.assert(
      fc.property(fc.subarray(kinds), fc.constantFrom(...kinds), (inbox, kind) => {
        const b = sink(inbox as TestIn['kind'][]);
        expect(handles(b, kind)).toBe(inbox.includes(kind));
      }),
    );
  });
});
