/**
 * StateStorage's node commands, received by `ss-agent` on the command's node (the types are the
 * schemas' output, so the two cannot drift apart).
 */
import { z } from 'zod';
import { nodeIdSchema } from '../../kernel/commands.ts';

/** Tablet ids are decimal ui64 strings (JSON numbers lose precision past 2^53). */
export const tabletIdSchema = z.string().regex(/^(0|[1-9]\d*)$/, 'expected a decimal tablet id string');

const onTablet = <K extends string>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), node: nodeIdSchema, tabletId: tabletIdSchema });

/** Generations are ui32 in YDB (TTablet::SuggestedGeneration). */
const MAX_GENERATION = 0xffff_ffff;

export const STATESTORAGE_COMMANDS = [
  /**
   * Boots a tablet on `node`: lookup → lock → (log read) → update → serve. `generation` is Hive's
   * suggestion (TEvLocal::TEvBootTablet, Hive's KnownGeneration raised on every start); without it
   * the boot is a Bootstrapper's, choosing the generation from StateStorage and the log.
   */
  onTablet('tablet.boot').extend({ generation: z.number().int().min(1).max(MAX_GENERATION).optional() }),
  /** Stops the tablet's actor on `node` (its leader or a contender) without touching the node. */
  onTablet('tablet.kill'),
  /** A client on `node` resolves the tablet's leader and sends it a request over a pipe. */
  onTablet('tablet.request'),
  onTablet('follower.boot'),
] as const;

export type StateStorageCommand = z.infer<(typeof STATESTORAGE_COMMANDS)[number]>;
