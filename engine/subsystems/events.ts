/**
 * Trace events several subsystems emit: a replica's record changed, and the life of an operation
 * (started → quorum | failed | timeout). Each subsystem declares its own events beside its actors.
 */
import type { ActorId } from '../kernel/actor.ts';
import type { Subsystem } from '../model/config/types.ts';

/** Operation names as the protocols call them, for op.* events. */
export type OpName =
  | 'lookup'
  | 'update'
  | 'lock'
  | 'cleanup'
  | 'follower.register'
  | 'resolve'
  | 'publish'
  | 'board.lookup'
  | 'board.subscribe'
  | 'sb.populate'
  | 'sb.update'
  | 'sb.subscribe'
  | 'sb.sync'
  | 'tablet.request';

export type SharedEvent =
  | {
      readonly kind: 'replica.changed';
      readonly subsystem: Subsystem;
      /** Replica service name, e.g. `ssr:0:3:1`. */
      readonly replica: string;
      /** Record key: tablet id or path. */
      readonly key: string;
      /** Short human summary of the new value, e.g. `leader n4 gen 3:0 locked`. */
      readonly summary: string;
    }
  | {
      readonly kind: 'op.started';
      readonly subsystem: Subsystem;
      readonly op: OpName;
      readonly opId: string;
      readonly key: string;
    }
  | {
      readonly kind: 'op.quorum' | 'op.failed' | 'op.timeout';
      readonly subsystem: Subsystem;
      readonly op: OpName;
      readonly opId: string;
      readonly key: string;
      /** Outcome detail, e.g. `OK gen 3`, `RACE`, `ERROR unavailable`. */
      readonly detail: string;
    };

export const OP_EVENTS = ['op.started', 'op.quorum', 'op.failed', 'op.timeout'] as const;
export const REPLICA_EVENTS = ['replica.changed'] as const;

/** A tablet actor (a StateStorage tablet, or SchemeShard) stopped. */
export type TabletStopped = {
  readonly kind: 'tablet.stopped';
  readonly tabletId: string;
  readonly actor: ActorId;
  readonly reason: string;
};
