/**
 * `bridge.*` node commands: `ydb admin cluster bridge …` sent to the node the CLI talks to (piles by
 * name, as the CLI takes them; `newPrimary` is the CLI's `--primary`), `bridge.update` for
 * `update --set NAME:STATE …`, and the raw `bridge.switch`: distconf's `SwitchBridgeClusterState`
 * with a whole new state, past the CLI and the server. The node hands them to the distconf root.
 */
import { z } from 'zod';
import { nodeIdSchema } from '../../../kernel/commands.ts';
import { cliText } from '../../../model/bridge/cli.ts';
import type { BridgeAdminCommand } from '../../../model/bridge/commands.ts';
import { PILE_STATES, type ClusterState } from '../../../model/bridge/state.ts';
import { MAX_PILES } from '../../../model/yamlconfig/limits.ts';

const pile = z.string().min(1, 'a pile name').max(64, 'a pile name of at most 64 characters');
/** The sender's own id for the command, echoed by its `bridge.refused` (the UI ties a refusal to its click). */
const ref = z.number().int().nonnegative().optional();
/** `--set NAME:STATE` as typed: the CLI layer parses it, so a malformed one is the CLI's refusal. */
const setArg = z.string().max(100, 'a --set value of at most 100 characters');

export const BRIDGE_COMMANDS = [
  /** `switchover --primary <pile>` */
  z.strictObject({ kind: z.literal('bridge.switchover'), node: nodeIdSchema, newPrimary: pile, ref }),
  /** `failover --pile <pile> [--primary <pile>]` */
  z.strictObject({
    kind: z.literal('bridge.failover'),
    node: nodeIdSchema,
    pile,
    newPrimary: pile.optional(),
    ref,
  }),
  /** `takedown --pile <pile> [--primary <pile>]` */
  z.strictObject({
    kind: z.literal('bridge.takedown'),
    node: nodeIdSchema,
    pile,
    newPrimary: pile.optional(),
    ref,
  }),
  /** `rejoin --pile <pile>` */
  z.strictObject({ kind: z.literal('bridge.rejoin'), node: nodeIdSchema, pile, ref }),
  /** `update --set NAME:STATE … [--quorum-pile NAME …]` */
  z.strictObject({
    kind: z.literal('bridge.update'),
    node: nodeIdSchema,
    set: z.array(setArg).max(MAX_PILES * 2, `at most ${MAX_PILES * 2} --set values`),
    quorumPiles: z.array(pile).max(MAX_PILES, `at most ${MAX_PILES} quorum piles`).optional(),
    ref,
  }),
  /** Raw `SwitchBridgeClusterState`: per-pile states in pile order, primary and promoted by name. */
  z.strictObject({
    kind: z.literal('bridge.switch'),
    node: nodeIdSchema,
    perPile: z
      .array(z.enum(PILE_STATES as [string, ...string[]]))
      .max(MAX_PILES, `at most ${MAX_PILES} piles (MAX_PILES)`),
    primary: pile,
    promoted: pile,
    generation: z.number().int().nonnegative(),
  }),
] as const;

export type BridgeCommand = z.infer<(typeof BRIDGE_COMMANDS)[number]>;

/** The command as `ydb admin cluster bridge` spells it, for traces and the UI. */
export function commandText(c: BridgeCommand): string {
  if (c.kind === 'bridge.switch')
    return `switch ${c.perPile.join(',')} primary ${c.primary} promoted ${c.promoted} gen ${c.generation}`;
  const a = toAdminCommand(c, []);
  return a.kind === 'switch' ? '' : cliText(a);
}

/**
 * The model's command. Names stay names (the server refuses an unknown one); only the raw switch
 * turns primary and promoted into indices, an unknown name becoming an index distconf refuses.
 */
export function toAdminCommand(c: BridgeCommand, pileNames: readonly string[]): BridgeAdminCommand {
  const opt = (p: string | undefined) => (p === undefined ? {} : { primary: p });
  switch (c.kind) {
    case 'bridge.switchover':
      return { kind: 'switchover', primary: c.newPrimary };
    case 'bridge.failover':
      return { kind: 'failover', pile: c.pile, ...opt(c.newPrimary) };
    case 'bridge.takedown':
      return { kind: 'takedown', pile: c.pile, ...opt(c.newPrimary) };
    case 'bridge.rejoin':
      return { kind: 'rejoin', pile: c.pile };
    case 'bridge.update':
      return { kind: 'update', set: c.set, quorumPiles: c.quorumPiles ?? [] };
    case 'bridge.switch': {
      const state: ClusterState = {
        perPile: c.perPile as ClusterState['perPile'],
        primary: pileNames.indexOf(c.primary),
        promoted: pileNames.indexOf(c.promoted),
        generation: c.generation,
      };
      return { kind: 'switch', state };
    }
  }
}
