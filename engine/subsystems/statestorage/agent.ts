/**
 * The per-node command service `ss-agent`: turns node commands into actors on this node —
 * `tablet.boot` → a tablet (election), `tablet.kill` → poison this node's actors of that tablet,
 * `tablet.request` → a client (resolve + pipe), `follower.boot` → a follower.
 */
import type { ActorId, Behaviour } from '../../kernel/actor.ts';
import { AGENT_TYPE, CLIENT_TYPE, FOLLOWER_TYPE, TABLET_TYPE } from './names.ts';
import type { TabletArgs } from './tablet.ts';
import type { ClientArgs } from './client.ts';
import type { FollowerArgs } from './follower.ts';
import type { ElectionOptions } from './election.ts';

export interface AgentArgs {
  readonly election?: ElectionOptions;
  readonly client?: Omit<ClientArgs, 'tabletId'>;
}

export interface AgentState {
  readonly args: AgentArgs;
  /** tablet id → tablet and follower actors started here (some may have stopped since). */
  readonly started: Map<string, ActorId[]>;
}

export const agentBehaviour: Behaviour<AgentState> = {
  type: AGENT_TYPE,
  init(_ctx, raw) {
    return { args: (raw ?? {}) as AgentArgs, started: new Map() };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    if (msg.kind !== 'cmd') return;
    const c = msg.command;
    const remember = (tabletId: string, a: ActorId) =>
      st.started.set(tabletId, [...(st.started.get(tabletId) ?? []), a]);
    switch (c.kind) {
      case 'tablet.boot': {
        const args: TabletArgs = {
          tabletId: c.tabletId,
          ...(st.args.election ? { election: st.args.election } : {}),
        };
        remember(c.tabletId, ctx.spawn(TABLET_TYPE, args));
        return;
      }
      case 'follower.boot': {
        const args: FollowerArgs = { tabletId: c.tabletId };
        remember(c.tabletId, ctx.spawn(FOLLOWER_TYPE, args));
        return;
      }
      case 'tablet.kill':
        for (const a of st.started.get(c.tabletId) ?? []) ctx.send(a, { kind: 'sys.poison' });
        st.started.delete(c.tabletId);
        return;
      case 'tablet.request': {
        const args: ClientArgs = { ...st.args.client, tabletId: c.tabletId };
        ctx.spawn(CLIENT_TYPE, args);
        return;
      }
      default:
        return;
    }
  },
};
