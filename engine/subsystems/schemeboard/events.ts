/** Trace events of SchemeBoard and SchemeShard (besides the shared op.* / replica.changed). */
import { OP_EVENTS, REPLICA_EVENTS } from '../events.ts';

export type SchemeBoardEvent =
  | {
      /** The scheme cache's view of a path changed. */
      readonly kind: 'schema.view';
      readonly path: string;
      readonly version: number;
      readonly generation: number;
      readonly deleted: boolean;
    }
  | {
      /** A version published to a quorum by the SchemeShard of `generation` (its owner generation). */
      readonly kind: 'schema.committed';
      readonly path: string;
      readonly version: number;
      readonly generation: number;
    };

export const SCHEMEBOARD_EVENTS: readonly string[] = [
  ...REPLICA_EVENTS,
  ...OP_EVENTS,
  'schema.view',
  'schema.committed',
  'tablet.stopped',
];
