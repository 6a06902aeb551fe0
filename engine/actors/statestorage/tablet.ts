/**
 * A StateStorage-elected tablet (TTablet, ydb/core/tablet/tablet_sys.cpp), spawned by `ss-agent` on
 * `tablet.boot`. It runs the election (election.ts), then serves pipe requests; demoted by a replica
 * or by its guardian, or failing to boot, it stops. `sys.poison` (tablet.kill) stops it too.
 */
import type { ActorContext, Behaviour } from '../../sim/actor.ts';
import {
  type ElectionOptions,
  type ElectionState,
  electionReceive,
  isElectionMessage,
  startElection,
  stopElection,
} from './election.ts';
import { TABLET_TYPE } from './names.ts';

export interface TabletArgs {
  readonly tabletId: string;
  readonly election?: ElectionOptions;
}

export interface TabletState {
  readonly tabletId: string;
  readonly election: ElectionState;
  serving: boolean;
  generation: number;
  /** Pipe requests answered while serving (shown in the UI). */
  served: number;
}

function stop(st: TabletState, ctx: ActorContext, reason: string): void {
  stopElection(st.election, ctx);
  st.serving = false;
  ctx.emit({ kind: 'tablet.stopped', tabletId: st.tabletId, actor: ctx.self, reason });
  ctx.stop();
}

export const tabletBehaviour: Behaviour<TabletState> = {
  type: TABLET_TYPE,
  init(ctx, raw) {
    const args = raw as TabletArgs;
    return {
      tabletId: args.tabletId,
      election: startElection(ctx, args.tabletId, args.election),
      serving: false,
      generation: 0,
      served: 0,
    };
  },
  receive(st, env, ctx) {
    const msg = env.msg;
    if (isElectionMessage(msg)) {
      const v = electionReceive(st.election, env, ctx);
      switch (v.kind) {
        case 'pending':
          return;
        case 'elected':
          st.serving = true;
          st.generation = v.generation;
          return;
        case 'demoted':
          return stop(st, ctx, v.reason);
        case 'failed':
          return stop(st, ctx, v.reason);
      }
    }
    switch (msg.kind) {
      case 'ss.pipe.request':
        // PipeConnectAcceptor: only an active leader accepts; others answer with a problem
        if (st.serving && msg.tabletId === st.tabletId) st.served++;
        ctx.send(env.from, {
          kind: 'ss.pipe.response',
          tabletId: msg.tabletId,
          cookie: msg.cookie,
          ok: st.serving && msg.tabletId === st.tabletId,
          generation: st.generation,
        });
        return;
      case 'sys.poison':
        return stop(st, ctx, 'killed');
      default:
        return;
    }
  },
};
