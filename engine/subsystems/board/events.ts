/** Trace events of the Board (besides the shared op.* / replica.changed). */
import { OP_EVENTS, REPLICA_EVENTS } from '../events.ts';

export type BoardEvent = {
  /** A named subscriber's view of a path changed: the payloads it now sees. */
  readonly kind: 'board.view';
  readonly subscriber: string;
  readonly path: string;
  readonly payloads: readonly string[];
};

export const BOARD_EVENTS: readonly string[] = [...REPLICA_EVENTS, ...OP_EVENTS, 'board.view'];
