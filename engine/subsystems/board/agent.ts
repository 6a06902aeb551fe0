/**
 * `board-agent`: the per-node command service of the Board. `board.publish` starts a named publisher
 * (a publisher of the same name is replaced), `board.unpublish` poisons it (its replicas drop the
 * entry), `board.subscribe` starts a named subscriber that emits `board.view` on every change.
 */
import type { ActorContext, ActorId, Behaviour, Envelope } from '../../kernel/actor.ts';
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

function receive(s: BoardAgentState, env: Envelope, ctx: ActorContext): void {
  const m = env.msg;
  if (m.kind !== 'cmd') return;
  const c = m.command;
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
      return; // other subsystems' commands never reach this service
  }
}

export const boardAgent: Behaviour<BoardAgentState> = {
  type: 'board.agent',
  init: () => ({ publishers: new Map(), subscribers: new Map() }),
  receive,
};
