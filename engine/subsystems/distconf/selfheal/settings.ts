/**
 * SelfHeal settings of a run (YDB: `cms_config.sentinel_config`, `state_storage_self_heal_config`).
 * Off by default; the `selfheal.enable` command turns it on. Times are virtual µs, scaled like the
 * model's other clocks (the manual reconfiguration pause is 6 s for YDB's 1 min): ÷10.
 */
import { z } from 'zod';
import type { Us } from '../../../kernel/actor.ts';
import { DEFAULT_SENTINEL_LIMITS, type SentinelLimits } from '../../../model/selfheal/sentinel.ts';
import { MAX_SENTINEL_LIMIT, MAX_VIRTUAL_MS } from '../../../limits.ts';

export interface SelfHealSettings {
  readonly enabled: boolean;
  /** Sentinel round: every node is probed once per period. */
  readonly periodUs: Us;
  readonly limits: SentinelLimits;
  /** `wait_for_config_step` before the clamp (./timing in the model). YDB 60 s → 6 s. */
  readonly waitUs: Us;
  /** `relax_time` between activations. YDB 600 s → 60 s. */
  readonly relaxUs: Us;
  /** `pileup_replicas`. */
  readonly pileup: boolean;
}

export const DEFAULT_SELFHEAL_SETTINGS: SelfHealSettings = {
  enabled: false,
  periodUs: 1_000_000,
  limits: DEFAULT_SENTINEL_LIMITS,
  waitUs: 6_000_000,
  relaxUs: 60_000_000,
  pileup: false,
};

const ms = (what: string) =>
  z
    .number()
    .int()
    .min(1, `${what} must be at least 1 ms`)
    .max(MAX_VIRTUAL_MS, `${what} is beyond MAX_VIRTUAL_MS`);
const limit = z.number().int().min(1).max(MAX_SENTINEL_LIMIT);

/** Fields of the `selfheal.enable` command (ms, as scenario files give times). */
export const selfHealSettingsFields = {
  enabled: z.boolean().default(true),
  periodMs: ms('periodMs').optional(),
  waitMs: z.number().int().min(0).max(MAX_VIRTUAL_MS).optional(),
  relaxMs: z.number().int().min(0).max(MAX_VIRTUAL_MS).optional(),
  limits: z
    .strictObject({ bad: limit, good: limit, prettyGood: limit })
    .refine((l) => l.prettyGood <= l.good, { message: 'limits.prettyGood must not exceed limits.good' })
    .optional(),
  pileup: z.boolean().optional(),
};

export interface SelfHealSettingsInput {
  readonly enabled?: boolean;
  readonly periodMs?: number;
  readonly waitMs?: number;
  readonly relaxMs?: number;
  readonly limits?: SentinelLimits;
  readonly pileup?: boolean;
}

export function settingsFrom(
  input: SelfHealSettingsInput,
  base = DEFAULT_SELFHEAL_SETTINGS,
): SelfHealSettings {
  return {
    enabled: input.enabled ?? true,
    periodUs: input.periodMs === undefined ? base.periodUs : input.periodMs * 1000,
    limits: input.limits ?? base.limits,
    waitUs: input.waitMs === undefined ? base.waitUs : input.waitMs * 1000,
    relaxUs: input.relaxMs === undefined ? base.relaxUs : input.relaxMs * 1000,
    pileup: input.pileup ?? base.pileup,
  };
}
