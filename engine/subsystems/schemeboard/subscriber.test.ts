import { describe, expect, it } from 'vitest';
import {
  RESUBSCRIBE_MAX_US,
  RESUBSCRIBE_START_US,
  sbSubscriber,
  type SbSubscriberState,
} from './subscriber.ts';
import { desc } from '../testing/descriptions.ts';
import {
  deliver,
  dropTimers,
  type FakeCtx,
  fakeCtx,
  fireTimer,
  timersOf,
  writeOnlyWorld,
} from '../testing/fakeCtx.ts';
import type { PathDescription } from './messages.ts';

const world = writeOnlyWorld;
const self = { node: 6, name: 'a1.2' };
const cache = { node: 6, name: 'sb-cache' };

function setup() {
  const ctx = fakeCtx(self, world);
  const s = sbSubscriber.init(ctx, { path: '/Root/t', owner: cache });
  const replicas = ctx.sentOf('sb.subscribe').map((x) => x.to);
  return { ctx, s, replicas };
}
function notify(
  s: SbSubscriberState,
  ctx: FakeCtx,
  from: { node: number; name: string },
  d: PathDescription | null,
  strong = true,
) {
  deliver(sbSubscriber, s, ctx, from, { kind: 'sb.notify', path: '/Root/t', description: d, strong });
}
const updates = (ctx: FakeCtx) =>
  ctx.sentOf('sb.notifyUpdate').map((x) => x.msg.description?.version ?? null);

describe('schemeboard subscriber', () => {
  it('subscribes to the counted group only and waits for a majority of initial answers', () => {
    const { ctx, s, replicas } = setup();
    expect(replicas).toHaveLength(5);
    expect(replicas.every((r) => r.name.startsWith('sbr:0:'))).toBe(true);
    notify(s, ctx, replicas[0]!, desc('/Root/t', 2));
    notify(s, ctx, replicas[1]!, desc('/Root/t', 1));
    expect(updates(ctx)).toEqual([]);
    notify(s, ctx, replicas[2]!, null, false);
    expect(updates(ctx)).toEqual([2]);
  });

  it('never lets a stale description replace a newer one', () => {
    const { ctx, s, replicas } = setup();
    for (const r of replicas.slice(0, 3)) notify(s, ctx, r, desc('/Root/t', 3));
    notify(s, ctx, replicas[3]!, desc('/Root/t', 1));
    notify(s, ctx, replicas[0]!, desc('/Root/t', 2)); // a replica that went back (restarted, refilled late)
    notify(s, ctx, replicas[4]!, desc('/Root/t', 4));
    expect(updates(ctx)).toEqual([3, 4]);
    // a higher generation wins even with a lower version; a higher PathId (re-created path) too
    notify(s, ctx, replicas[1]!, desc('/Root/t', 1, { generation: 3 }));
    notify(s, ctx, replicas[2]!, desc('/Root/t', 1, { generation: 3, localPathId: 5 }));
    expect(updates(ctx)).toEqual([3, 4, 1, 1]);
  });

  it('reports a strong "does not exist" once, and never after a description', () => {
    const { ctx, s, replicas } = setup();
    for (const r of replicas.slice(0, 3)) notify(s, ctx, r, null, true);
    notify(s, ctx, replicas[3]!, null, true);
    expect(updates(ctx)).toEqual([null]);
    notify(s, ctx, replicas[0]!, desc('/Root/t', 1));
    expect(updates(ctx)).toEqual([null, 1]);
  });

  it('a lost replica counts as a weak answer and is re-subscribed with back-off 10 ms doubling to 5 s', () => {
    const { ctx, s, replicas } = setup();
    dropTimers(ctx, 'sb.sessionCheck');
    const node = replicas[0]!.node;
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const before = ctx.now;
      deliver(sbSubscriber, s, ctx, self, { kind: 'sys.disconnected', node });
      delays.push(timersOf(ctx, 'sb.resubscribe')[0]! - before);
      fireTimer(sbSubscriber, s, ctx);
      dropTimers(ctx, 'sb.sessionCheck');
    }
    expect(delays.slice(0, 3)).toEqual([
      RESUBSCRIBE_START_US,
      2 * RESUBSCRIBE_START_US,
      4 * RESUBSCRIBE_START_US,
    ]);
    expect(delays.at(-1)).toBe(RESUBSCRIBE_MAX_US);
    expect(ctx.sentOf('sb.subscribe').filter((x) => x.to.node === node)).toHaveLength(13);
    // two more lost + two answers: a majority (3 of 5) of answers, all weak -> nothing to report
    for (const r of replicas.slice(1, 3)) notify(s, ctx, r, null, false);
    expect(updates(ctx)).toEqual([]);
  });
});
