/**
 * The scenario file format (public/scenarios/*.json): a cluster (preset, or explicit topology and
 * optionally config), a seed, a host, and timed steps — commands (`do`) and expectations (`expect`).
 * Times in the file are milliseconds of virtual time (`at`, `by`, `durationMs`); command fields keep
 * the runtime's names and units (`downForUs` is µs). Structure is checked here, names and times
 * against the topology in semantic.ts.
 */
import { z } from 'zod';
import { RING_SUBSYSTEMS } from '../model/config/types.ts';
import { clusterConfigSchema } from '../model/config/schema.ts';
import { commandSchema, msSchema } from './command-schema.ts';
import { MAX_NODES, MAX_STEPS } from '../limits.ts';
import { expectSchema } from './expect-schema.ts';

const nodeId = z.number().int().positive();
const name = z.string().min(1);
const ms = msSchema;

const topologySchema = z.strictObject({
  name,
  piles: z.array(z.strictObject({ id: name })).default([]),
  realms: z.array(z.strictObject({ id: name, pile: name.optional() })).min(1),
  domains: z.array(z.strictObject({ id: name, realm: name })).min(1),
  nodes: z
    .array(z.strictObject({ id: nodeId, name, domain: name, realm: name, pile: name.optional() }))
    .min(1)
    .max(MAX_NODES),
});

const placementSchema = z.strictObject({
  ringsPerRealm: z.number().int().positive().optional(),
  replicasPerRing: z.number().int().positive().optional(),
  ntoSelect: z.number().int().positive().optional(),
  ringSpecificNodeSelection: z.boolean().optional(),
});

/** engine/model/config/builder.ts BuildOptions: per subsystem, or `all`. */
export const configOptionsSchema = z.strictObject({
  all: placementSchema.optional(),
  ...Object.fromEntries(RING_SUBSYSTEMS.map((s) => [s, placementSchema.optional()])),
} as Record<'all' | (typeof RING_SUBSYSTEMS)[number], z.ZodOptional<typeof placementSchema>>);

const latencySchema = z.strictObject({
  sameNodeUs: z.number().positive().optional(),
  sameRackUs: z.number().positive().optional(),
  sameDcUs: z.number().positive().optional(),
  otherDcUs: z.number().positive().optional(),
  jitterFraction: z.number().min(0).max(0.9).optional(),
});

/**
 * What the chaos oracles need to judge a run that a chaos sweep wrote (engine/chaos/repro.ts) and
 * the trace cannot tell: from when every tablet request must succeed (the last heal plus the time to
 * recover; chaos.available-after-heal). Absent when the sweep did not hold the run to it (the
 * `beyond-crash` mode). The run never reads it; only `sim run --chaos` and the shrinker do. It may
 * lie past `durationMs`: a shrunk file ends as soon as its failure shows, heal or not.
 */
const chaosReplaySchema = z.strictObject({ availableAfterMs: ms });

export const doStepSchema = z.strictObject({ at: ms, do: commandSchema, note: z.string().optional() });
const stepSchema = z.union([doStepSchema, expectSchema]);

export const scenarioSchema = z
  .strictObject({
    $schema: z.string().optional(),
    name,
    description: z.string(),
    /** The description in Russian, shown on the Russian page; the run never reads either. */
    descriptionRu: z.string().optional(),
    preset: name.optional(),
    topology: topologySchema.optional(),
    config: clusterConfigSchema.optional(),
    configOptions: configOptionsSchema.optional(),
    /**
     * Node ids of the topology reserved for growing the cluster: outside it (down, holding nothing)
     * until `node.add` / `rack.add` / `dc.add` joins them; the config is built without them.
     */
    reserve: z.array(nodeId).max(MAX_NODES).optional(),
    /** zod's int() stops at Number.MAX_SAFE_INTEGER = MAX_SEED, the CLI's `--seed` bound. */
    seed: z.number().int().nonnegative().default(1),
    host: z.enum(['inprocess', 'threads', 'webworker']).default('inprocess'),
    /** Virtual time the run lasts (ms); default 1 s after the last step. */
    durationMs: ms.optional(),
    latency: latencySchema.optional(),
    /** Delay before peers notice a broken interconnect session (µs); runtime default 100 000. */
    disconnectDetectUs: z.number().int().positive().optional(),
    steps: z.array(stepSchema).max(MAX_STEPS),
    chaos: chaosReplaySchema.optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.preset === undefined) === (s.topology === undefined))
      ctx.addIssue({
        code: 'custom',
        path: s.preset === undefined ? ['preset'] : ['topology'],
        message:
          s.preset === undefined
            ? 'expected either `preset` or an explicit `topology`'
            : 'give either `preset` or `topology`, not both',
      });
    if (s.config !== undefined && s.configOptions !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['configOptions'],
        message: 'give either an explicit `config` or `configOptions`, not both',
      });
  });

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type Step = ScenarioFile['steps'][number];
export type DoStep = z.infer<typeof doStepSchema>;
export { type Expectation } from './expect-schema.ts';
export { COMMAND_KINDS } from './command-schema.ts';

export function isDoStep(s: Step): s is DoStep {
  return 'do' in s;
}
