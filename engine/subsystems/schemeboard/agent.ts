/**
 * `sb-agent`: the per-node command service of SchemeBoard. `schemeboard.subscribe` asks the node's scheme
 * cache to follow a path; `schemeshard.boot` starts a SchemeShard tablet here (it elects itself through
 * StateStorage); `schema.change` starts a client that resolves the SchemeShard leader through StateStorage
 * and sends it the change. In bridge mode a boot outside the PRIMARY or PROMOTED pile is handed to a
 * Bootstrapper of a pile that may run it, or starts nothing. The client targets the tablet booted from this
 * node if any, else YDB's root SchemeShard id (the command names no tablet).
 */
import { actorByKind, type ActorContext } from '../../kernel/actor.ts';
import type { SchemeBoardCommand } from './commands.ts';
import { assertNever } from '../../util/assert.ts';
import type { SchemeBoardInbox } from './inbox.ts';
import { SB_CACHE } from './cache.ts';
import type { SbClientArgs } from './client.ts';
import type { SchemeShardArgs } from './schemeshard.ts';
import { SB_AGENT } from './names.ts';
import { bridgeBootRefusal, handOffRefusedBoot } from '../statestorage/contract.ts';

/** The root SchemeShard's tablet id in YDB (the OwnerId of PathId(72057594046678944, 1) in docs/model.md). */
export const DEFAULT_SCHEMESHARD_ID = '72057594046678944';

export interface SbAgentState {
  tabletId: string;
}

function command(s: SbAgentState, c: SchemeBoardCommand, ctx: ActorContext, handed: boolean): void {
  switch (c.kind) {
    case 'schemeboard.subscribe':
      ctx.send({ node: ctx.self.node, name: SB_CACHE }, { kind: 'sb.cacheSubscribe', path: c.path });
      return;
    case 'schemeshard.boot': {
      s.tabletId = c.tabletId;
      // bridge mode: a SchemeShard starts only in the PRIMARY or PROMOTED pile, as any tablet
      const refused = bridgeBootRefusal(ctx.world, ctx.self.node);
      if (refused !== null) {
        const to = handOffRefusedBoot(ctx, c.tabletId, refused, handed);
        if (to !== null) ctx.send({ node: to, name: SB_AGENT }, { kind: 'cmd', command: { ...c, node: to } });
        return;
      }
      const args: SchemeShardArgs = { tabletId: c.tabletId };
      ctx.spawn('sb.schemeshard', args);
      return;
    }
    case 'schema.change': {
      const args: SbClientArgs = { tabletId: s.tabletId, op: c.op, path: c.path, object: c.object ?? null };
      ctx.spawn('sb.client', args);
      return;
    }
    default:
      return assertNever(c, 'SchemeBoard command');
  }
}

export const sbAgent = actorByKind<SbAgentState, SchemeBoardInbox>()(
  'sb.agent',
  () => ({ tabletId: DEFAULT_SCHEMESHARD_ID }),
  {
    // a user's or a scenario's command comes from node 0; another node's agent hands a launch over
    cmd: (s, m, ctx, env) => command(s, m.command as SchemeBoardCommand, ctx, env.from.node !== 0),
  },
);
