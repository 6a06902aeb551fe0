/**
 * The per-node command service `ss-agent`: turns node commands into actors on this node —
 * `tablet.boot` → a tablet (election), `tablet.kill` → poison this node's actors of that tablet,
 * `tablet.request` → a client (resolve + pipe), `follower.boot` → a follower.
 */
import type { ActorContext, ActorId, Behaviour, InboxOf } from '../../kernel/actor.ts';
import type { StateStorageCommand } from './commands.ts';
import { assertNever } from '../../util/assert.ts';
import type { StateStorageInbox } from './messages.ts';
import { AGENT_TYPE, CLIENT_TYPE, FOLLOWER_TYPE, TABLET_TYPE } from './names.ts';
import type { TabletArgs } from './tablet.ts';
import type { ClientArgs } from './client.ts';
import type { FollowerArgs } from './follower.ts';
import type { ElectionOptions } from './election.ts';
import { bridgeBootRefusal, handOffRefusedBoot } from './bridge-boot.ts';
import { AGENT_SERVICE } from './names.ts';

interface AgentArgs {
  readonly election?: ElectionOptions;
  readonly client?: Omit<ClientArgs, 'tabletId'>;
}

export interface AgentState {
  readonly args: AgentArgs;
  /** tablet id → tablet and follower actors started here (some may have stopped since). */
  readonly started: Map<string, ActorId[]>;
}

/** Bridge mode: a boot this node's pile may not run goes to a Bootstrapper of a pile that may, or nowhere. */
function handOff(
  ctx: ActorContext,
  c: StateStorageCommand & { kind: 'tablet.boot' },
  refused: string,
  handed: boolean,
) {
  const to = handOffRefusedBoot(ctx, c.tabletId, refused, handed);
  if (to !== null) ctx.send({ node: to, name: AGENT_SERVICE }, { kind: 'cmd', command: { ...c, node: to } });
}

function command(st: AgentState, c: StateStorageCommand, ctx: ActorContext, handed: boolean): void {
  const remember = (tabletId: string, a: ActorId) =>
    st.started.set(tabletId, [...(st.started.get(tabletId) ?? []), a]);
  switch (c.kind) {
    case 'tablet.boot': {
      const refused = bridgeBootRefusal(ctx.world, ctx.self.node);
      if (refused !== null) return handOff(ctx, c, refused, handed);
      const election: ElectionOptions | undefined =
        c.generation === undefined
          ? st.args.election
          : { ...st.args.election, suggestedGeneration: c.generation };
      const args: TabletArgs = { tabletId: c.tabletId, ...(election ? { election } : {}) };
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
      return assertNever(c, 'StateStorage command');
  }
}

/** What this actor handles: the kernel drops any other kind before receive. */
const INBOX = ['cmd'] as const;
type In = InboxOf<StateStorageInbox, typeof INBOX>;

export const agentBehaviour: Behaviour<AgentState, In> = {
  type: AGENT_TYPE,
  inbox: INBOX,
  init(_ctx, raw) {
    return { args: (raw ?? {}) as AgentArgs, started: new Map() };
  },
  receive(st, env, ctx) {
    // a user's or a scenario's command comes from node 0; another node's agent hands a launch over
    command(st, env.msg.command as StateStorageCommand, ctx, env.from.node !== 0);
  },
};
