/**
 * `board-agent`: the per-node command service of the Board. `board.publish` starts a named publisher
 * (a publisher of the same name is replaced), `board.unpublish` poisons it (its replicas drop the
 * entry), `board.subscribe` starts a named subscriber that emits `board.view` on every change.
 */
import { actorByKind, type ActorContext, type ActorId } from '../../kernel/actor.ts';
import type { BoardCommand } from './commands.ts';
import { assertNever } from '../../util/assert.ts';
import type { BoardInbox } from './messages.ts';
import type { PublisherArgs } from './publisher.ts';
import type { SubscriberArgs } from './subscriber.ts';

export const BOARD_AGENT = 'board-agent';

export interface BoardAgentState {
  readonly publishers: Map<string, ActorId>;
  readonly subscribers: Map<string, ActorId>;
}

function replace(map: Map<string, ActorId>, name: string, ctx: ActorContext): void {
  const old = map.get(name);
  if (old) ctx.send(old, { kind: 'sys.poison' });
  map.delete(name);
}

function command(s: BoardAgentState, c: BoardCommand, ctx: ActorContext): void {
  switch (c.kind) {
    case 'board.publish': {
      replace(s.publishers, c.publisher, ctx);
      const args: PublisherArgs = { path: c.path, payload: c.payload };
      s.publishers.set(c.publisher, ctx.spawn('board.publisher', args));
      return;
    }
    case 'board.unpublish':
      replace(s.publishers, c.publisher, ctx);
      return;
    case 'board.subscribe': {
      replace(s.subscribers, c.subscriber, ctx);
      const args: SubscriberArgs = { path: c.path, name: c.subscriber };
      s.subscribers.set(c.subscriber, ctx.spawn('board.subscriber', args));
      return;
    }
    default:
      return assertNever(c, 'board command');
  }
}

export const boardAgent = actorByKind<BoardAgentState, BoardInbox>()(
  'board.agent',
  () => ({ publishers: new Map(), subscribers: new Map() }),
  {
    cmd: (s, m, ctx) => command(s, m.command as BoardCommand, ctx),
  },
);
