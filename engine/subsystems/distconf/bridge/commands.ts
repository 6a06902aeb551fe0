/**
 * `bridge.*` node commands: `ydb admin cluster bridge …` sent to the node the CLI talks to (piles by
 * name, as the CLI takes them), and the raw `bridge.switch` with a whole new state. The node hands
 * them to the distconf root.
 */
import { z } from 'zod';
import { nodeIdSchema } from '../../../kernel/commands.ts';
import type { BridgeAdminCommand } from '../../../model/bridge/commands.ts';
import { PILE_STATES, type ClusterState } from '../../../model/bridge/state.ts';
import { refuse, type Refusal } from '../../../model/bridge/transitions.ts';
import { MAX_PILES } from '../../../model/yamlconfig/limits.ts';

const pile = z.string().min(1, 'a pile name').max(64, 'a pile name of at most 64 characters');
/** The sender's own id for the command, echoed by its `bridge.refused` (the UI ties a refusal to its click). */
const ref = z.number().int().nonnegative().optional();

export const BRIDGE_COMMANDS = [
  /** `switchover --new-primary <pile>` */
  z.strictObject({ kind: z.literal('bridge.switchover'), node: nodeIdSchema, newPrimary: pile, ref }),
  /** `failover --pile <pile> [--new-primary <pile>]` */
  z.strictObject({
    kind: z.literal('bridge.failover'),
    node: nodeIdSchema,
    pile,
    newPrimary: pile.optional(),
    ref,
  }),
  /** `takedown --pile <pile> [--new-primary <pile>]` */
  z.strictObject({
    kind: z.literal('bridge.takedown'),
    node: nodeIdSchema,
    pile,
    newPrimary: pile.optional(),
    ref,
  }),
  /** `rejoin --pile <pile>` */
  z.strictObject({ kind: z.literal('bridge.rejoin'), node: nodeIdSchema, pile, ref }),
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
  switch (c.kind) {
    case 'bridge.switchover':
      return `switchover --new-primary ${c.newPrimary}`;
    case 'bridge.failover':
    case 'bridge.takedown':
      return `${c.kind.slice(7)} --pile ${c.pile}${c.newPrimary === undefined ? '' : ` --new-primary ${c.newPrimary}`}`;
    case 'bridge.rejoin':
      return `rejoin --pile ${c.pile}`;
    case 'bridge.switch':
      return `switch ${c.perPile.join(',')} primary ${c.primary} promoted ${c.promoted} gen ${c.generation}`;
  }
}

/** Pile names → indices; an unknown name is refused the way the CLI refuses it [ydb-style]. */
export function toAdminCommand(c: BridgeCommand, pileNames: readonly string[]): BridgeAdminCommand | Refusal {
  const unknown = [
    'newPrimary' in c ? c.newPrimary : undefined,
    'pile' in c ? c.pile : undefined,
    'primary' in c ? c.primary : undefined,
    'promoted' in c ? c.promoted : undefined,
  ].find((p) => p !== undefined && !pileNames.includes(p));
  if (unknown !== undefined)
    return refuse('unknown-pile', `Unknown pile# ${unknown} (known: ${pileNames.join(', ')})`);
  const idx = (p: string) => pileNames.indexOf(p);
  const opt = (p: string | undefined) => (p === undefined ? {} : { newPrimary: idx(p) });
  switch (c.kind) {
    case 'bridge.switchover':
      return { kind: 'switchover', newPrimary: idx(c.newPrimary) };
    case 'bridge.failover':
      return { kind: 'failover', pile: idx(c.pile), ...opt(c.newPrimary) };
    case 'bridge.takedown':
      return { kind: 'takedown', pile: idx(c.pile), ...opt(c.newPrimary) };
    case 'bridge.rejoin':
      return { kind: 'rejoin', pile: idx(c.pile) };
    case 'bridge.switch': {
      const state: ClusterState = {
        perPile: c.perPile as ClusterState['perPile'],
        primary: idx(c.primary),
        promoted: idx(c.promoted),
        generation: c.generation,
      };
      return { kind: 'switch', state };
    }
  }
}
