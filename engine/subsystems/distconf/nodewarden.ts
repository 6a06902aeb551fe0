/**
 * The node's configuration applier (YDB's NodeWarden, `TNodeWarden::ApplyStateStorageConfig`,
 * node_warden_resource.cpp): a newer committed configuration from the distconf root is applied at
 * once (`ctx.applyConfig`: `config.applied`, then each subsystem's onConfig reaction); the root is
 * told which version the node runs, so it stops re-sending.
 */
import type { Behaviour } from '../../kernel/actor.ts';
import type { DistconfMessage } from './messages.ts';
import { NODEWARDEN_TYPE } from './names.ts';

export const nodewardenBehaviour: Behaviour<
  Record<string, never>,
  Extract<DistconfMessage, { kind: 'distconf.config' }>
> = {
  type: NODEWARDEN_TYPE,
  inbox: ['distconf.config'],
  init: () => ({}),
  receive(_st, env, ctx) {
    const msg = env.msg;
    const running = ctx.world.configVersion ?? 1;
    if (msg.version > running) ctx.applyConfig(msg.config, msg.version);
    ctx.send(env.from, {
      kind: 'distconf.applied',
      version: Math.max(running, msg.version),
    } satisfies DistconfMessage);
  },
};
