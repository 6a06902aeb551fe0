/**
 * zod schemas of `expect` steps. Every expectation is checked at `at` (ms of virtual time), or — when
 * `by` is given — at every scheduler round from `at` to `by`: met as soon as it holds once.
 */
import { z } from 'zod';
import { PILE_STATES, type PileState } from '../model/bridge/state.ts';
import { RING_SUBSYSTEMS } from '../model/config/types.ts';
import { MAX_PILES } from '../model/yamlconfig/limits.ts';
import { msSchema, tabletIdSchema } from './command-schema.ts';
import { SPECIAL_KEYS } from '../util/json-error.ts';
import { nodeSetSchema } from '../kernel/commands.ts';
import { CMS_MODES, type CmsMode } from '../model/maintenance/cms.ts';

const nodeId = z.number().int().positive();
const name = z.string().min(1);
const ms = msSchema;
const count = z.number().int().nonnegative();
const timing = { at: ms, by: ms.optional(), note: z.string().optional() };

/** Quorum of one record from the live node status (engine/model/quorum), no messages involved. */
const record = z.strictObject({
  expect: z.literal('record'),
  ...timing,
  subsystem: z.enum(RING_SUBSYSTEMS as unknown as readonly [string, ...string[]]),
  /** Tablet id (statestorage) or path (board: e.g. `gpc+/Root/db1`, schemeboard: `/Root/db1`). */
  key: name,
  read: z.boolean().optional(),
  write: z.boolean().optional(),
});

/** Share of all records (sampled) that keep read+write quorum with the nodes that are down now. */
const availability = z.strictObject({
  expect: z.literal('availability'),
  ...timing,
  /** Default: each of the three subsystems. */
  subsystem: z.enum(RING_SUBSYSTEMS as unknown as readonly [string, ...string[]]).optional(),
  /** Lowest acceptable share in [0, 1] (1 = every record). */
  minShare: z.number().min(0).max(1).optional(),
  /** Highest acceptable share (e.g. 0.99: some record has lost its quorum). */
  maxShare: z.number().min(0).max(1).optional(),
  /** Records sampled per subsystem; default 10 000. */
  samples: z.number().int().positive().max(1_000_000).optional(),
});

/**
 * The maintenance check (engine/model/maintenance) for taking `down` down now, from the live node
 * status: `allowed`, and for a refusal optionally the subsystem, ring group and ring it names.
 */
const cms = z.strictObject({
  expect: z.literal('cms'),
  ...timing,
  down: nodeSetSchema,
  /** CMS's availability mode; default max-availability (YDB's MODE_MAX_AVAILABILITY). */
  mode: z.enum(CMS_MODES as unknown as readonly [CmsMode, ...CmsMode[]]).optional(),
  allowed: z.boolean(),
  subsystem: z.enum(RING_SUBSYSTEMS as unknown as readonly [string, ...string[]]).optional(),
  group: count.optional(),
  ring: count.optional(),
});

/** The live leader of a tablet (from leader.elected / demoted / tablet.stopped / node.down). */
const leader = z.strictObject({
  expect: z.literal('leader'),
  ...timing,
  tabletId: tabletIdSchema,
  minGeneration: count.optional(),
  node: nodeId.optional(),
  /** false: the tablet has no live leader. Default true. */
  exists: z.boolean().optional(),
});

/** A leader of the tablet was demoted (optionally: on `node`, of generation `generation`). */
const demoted = z.strictObject({
  expect: z.literal('demoted'),
  ...timing,
  tabletId: tabletIdSchema,
  node: nodeId.optional(),
  generation: count.optional(),
});

/** The last `tablet.request` client on `node` reached the leader (resolve + pipe answer). */
const resolve = z.strictObject({
  expect: z.literal('resolve'),
  ...timing,
  tabletId: tabletIdSchema,
  node: nodeId,
  minGeneration: count.optional(),
  /** false: the last request failed. Default true. */
  ok: z.boolean().optional(),
});

/** What a named Board subscriber on `node` currently sees (its last board.view). */
const board = z.strictObject({
  expect: z.literal('board'),
  ...timing,
  subscriber: name,
  node: nodeId,
  /** Exactly these payloads (order does not matter). */
  payloads: z.array(z.string()).optional(),
  includes: z.array(z.string()).optional(),
  excludes: z.array(z.string()).optional(),
});

/** The scheme cache on `node` has `path` (its last schema.view). */
const schema = z.strictObject({
  expect: z.literal('schema'),
  ...timing,
  node: nodeId,
  path: name,
  minVersion: count.optional(),
  /** true: the cache holds a deletion (or a strong "does not exist"). Default false. */
  deleted: z.boolean().optional(),
});

/** No invariant checker has reported a violation so far. */
const invariants = z.strictObject({ expect: z.literal('invariants'), ...timing });

const nodeStatus = z.strictObject({
  expect: z.literal('node'),
  ...timing,
  node: nodeId,
  status: z.enum(['up', 'down', 'crashed']),
});

/**
 * An event's fields to compare. Keys JavaScript treats specially are refused on the input, before
 * zod copies the object: `__proto__` would vanish there and the check would silently count more.
 */
const matchSchema = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v === null || typeof v !== 'object') return;
    for (const k of Object.keys(v))
      if (SPECIAL_KEYS.has(k))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `key ${JSON.stringify(k)} is not allowed (JavaScript treats it specially)`,
        });
  })
  .pipe(z.looseObject({ kind: name }));

/** Generic: count trace events whose fields equal `match` (from `since` ms, default 0). */
const event = z.strictObject({
  expect: z.literal('event'),
  ...timing,
  match: matchSchema,
  since: ms.optional(),
  atLeast: count.optional(),
  atMost: count.optional(),
});

/** Bridge mode: the committed cluster state (from `bridge.committed`; before any, the initial state). */
const bridge = z.strictObject({
  expect: z.literal('bridge'),
  ...timing,
  /** Per-pile states in pile order, YDB's internal names (NOT_SYNCHRONIZED_1, …). */
  perPile: z
    .array(z.enum(PILE_STATES as [PileState, ...PileState[]]))
    .max(MAX_PILES)
    .optional(),
  primary: name.optional(),
  promoted: name.optional(),
  generation: count.optional(),
});

/** The configuration version `node` runs (every node when `node` is absent), from config.applied. */
const config = z.strictObject({
  expect: z.literal('config'),
  ...timing,
  node: nodeId.optional(),
  version: z.number().int().positive(),
});

/** distconf refused a command with exactly this reason (config.refused), nothing changed. */
const refused = z.strictObject({
  expect: z.literal('refused'),
  ...timing,
  reason: name,
  subsystem: z.enum(RING_SUBSYSTEMS as unknown as readonly [string, ...string[]]).optional(),
  /** The refused command's kind, e.g. `config.replace`. */
  command: name.optional(),
});

/**
 * The named invariant reported a violation (by `by`, or by `at`). Such a violation does not fail
 * the run; any other invariant's still does.
 */
const violation = z.strictObject({ expect: z.literal('violation'), ...timing, invariant: name });

export const expectSchema = z.discriminatedUnion('expect', [
  record,
  availability,
  leader,
  demoted,
  resolve,
  board,
  schema,
  invariants,
  nodeStatus,
  event,
  bridge,
  config,
  refused,
  violation,
  cms,
]);

export type Expectation = z.infer<typeof expectSchema>;
