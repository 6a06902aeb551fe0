/** The Board's node commands, received by `board-agent` on the command's node. */
import { z } from 'zod';
import { nameSchema, nodeIdSchema } from '../../kernel/commands.ts';

const on = <K extends string>(kind: K) => ({ kind: z.literal(kind), node: nodeIdSchema });

export const BOARD_COMMANDS = [
  /** A publisher on `node` publishes `payload` under `path`; `publisher` names it for unpublish. */
  z.strictObject({ ...on('board.publish'), path: nameSchema, payload: z.string(), publisher: nameSchema }),
  z.strictObject({ ...on('board.unpublish'), publisher: nameSchema }),
  /** A subscriber on `node` subscribes to `path` (Board lookup in Subscription mode); `subscriber` names it. */
  z.strictObject({ ...on('board.subscribe'), path: nameSchema, subscriber: nameSchema }),
] as const;

export type BoardCommand = z.infer<(typeof BOARD_COMMANDS)[number]>;
