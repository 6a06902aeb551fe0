/** Messages between distconf actors and NodeWardens (prefix `distconf.`). */
import type { ActorId, Us } from '../../kernel/actor.ts';
import type { ClusterConfig } from '../../model/config/types.ts';
import type { RootCommand } from './commands.ts';

/** The answer to an invoke: committed as `version`, or refused / failed with `reason`. */
export type InvokeResult =
  | { readonly ok: true; readonly version: number }
  | {
      readonly ok: false;
      /** `refused`: the change is invalid; `failed`: no root or no quorum (nothing changed, or unknown). */
      readonly why: 'refused' | 'failed';
      readonly subsystem: string | null;
      readonly reason: string;
    };

export type DistconfMessage =
  /** Run `op` on the root; the result goes to `replyTo` with `cookie` (YDB InvokeOnRoot). */
  | {
      readonly kind: 'distconf.invoke';
      readonly op: RootCommand;
      readonly replyTo: ActorId;
      readonly cookie: number;
      readonly hops: number;
    }
  | { readonly kind: 'distconf.result'; readonly cookie: number; readonly result: InvokeResult }
  /** Static-node liveness; carries the sender's stored configuration version. */
  | { readonly kind: 'distconf.ping'; readonly version: number }
  | { readonly kind: 'distconf.propose'; readonly version: number; readonly config: ClusterConfig }
  | { readonly kind: 'distconf.ack'; readonly version: number; readonly accepted: boolean }
  /** Asks a static node for its stored configuration (a new root catching up). */
  | { readonly kind: 'distconf.pull' }
  | { readonly kind: 'distconf.state'; readonly version: number; readonly config: ClusterConfig }
  /** A committed configuration, root → every node's NodeWarden. */
  | { readonly kind: 'distconf.config'; readonly version: number; readonly config: ClusterConfig }
  /** NodeWarden → root: the version this node now runs. */
  | { readonly kind: 'distconf.applied'; readonly version: number }
  /** Asks the local distconf whether this node is the root (answered with distconf.rootInfo). */
  | { readonly kind: 'distconf.rootQuery' }
  | { readonly kind: 'distconf.rootInfo'; readonly root: boolean; readonly version: number }
  | { readonly kind: 'distconf.timer.tick' }
  | { readonly kind: 'distconf.timer.propose'; readonly version: number }
  | { readonly kind: 'distconf.timer.invoke'; readonly cookie: number }
  | { readonly kind: 'distconf.timer.step'; readonly step: number; readonly dueAt: Us };
