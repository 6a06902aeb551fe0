/** Trace events of StateStorage's tablets and resolvers (besides the shared op.* / replica.changed). */
import type { ActorId } from '../../kernel/actor.ts';
import { OP_EVENTS, REPLICA_EVENTS, type TabletStopped } from '../events.ts';

export type StateStorageEvent =
  | {
      readonly kind: 'leader.elected';
      readonly tabletId: string;
      readonly generation: number;
      readonly actor: ActorId;
    }
  | {
      readonly kind: 'leader.demoted';
      readonly tabletId: string;
      readonly generation: number;
      readonly actor: ActorId;
      readonly reason: string;
    }
  | TabletStopped
  | {
      /** A leader answered a pipe request after committing it at gen:step (tablet_sys.cpp TEvCommit). */
      readonly kind: 'tablet.served';
      readonly tabletId: string;
      readonly generation: number;
      readonly step: number;
      readonly actor: ActorId;
      readonly client: ActorId;
    }
  | {
      /**
       * Bridge mode (bridge-boot.ts): a Bootstrapper outside the PRIMARY / PROMOTED pile handed the
       * launch to the one on `to`, or started nothing (`to` null); `switchover`: a leader in the
       * primary a switchover leaves asked the promoted pile to start its successor.
       */
      readonly kind: 'tablet.handoff';
      readonly tabletId: string;
      readonly pile: string;
      readonly to: number | null;
      readonly toPile: string | null;
      readonly cause: 'refused' | 'switchover';
      readonly reason: string;
    }
  | {
      readonly kind: 'tablet.resolved';
      readonly tabletId: string;
      readonly generation: number;
      readonly leader: ActorId | null;
    }
  | {
      /**
       * TEvNodeWardenNotifyConfigMismatch (fencing.ts): a proxy request or a replica on this node
       * heard from `peer` of a newer cluster state (generation, guid) than its own.
       */
      readonly kind: 'ss.config.mismatch';
      readonly by: 'proxy' | 'replica';
      readonly peer: number;
      readonly generation: number;
      readonly guid: number;
      readonly ownGeneration: number;
      readonly ownGuid: number;
    };

export const STATESTORAGE_EVENTS: readonly string[] = [
  ...REPLICA_EVENTS,
  ...OP_EVENTS,
  'leader.elected',
  'leader.demoted',
  'tablet.stopped',
  'tablet.served',
  'tablet.handoff',
  'tablet.resolved',
  'ss.config.mismatch',
];
